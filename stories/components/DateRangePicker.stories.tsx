import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { type DateRange, DateRangePicker } from '@/components/DateRangePicker';

/** Holds the range, as a listing screen's URL would. */
function Demo({ initial }: { initial: DateRange }) {
  const [range, setRange] = useState(initial);
  return (
    <>
      <DateRangePicker value={range} onChange={setRange} today="2026-11-23" />
      <output aria-label="Range">{`${range.start}…${range.end}`}</output>
    </>
  );
}

/**
 * The start and end dates of a listing (spec 5): two date fields with no future dates, and the
 * 'Be Careful With The Date' dialog when a date would cross the other, which leaves the range as it was.
 */
const meta = {
  title: 'Components/DateRangePicker',
  component: Demo,
  args: { initial: { start: '2026-11-01', end: '2026-11-20' } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const sections = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('group', { name }))
    .getAllByRole('spinbutton')
    .map((section) => section.textContent);

/** Spec 5 and 9: MM-dd-yyyy, a section each for the month, the day and the year. */
export const Range: Story = {
  play: async ({ canvas }) => {
    await expect(sections(canvas, 'Start date')).toEqual(['11', '01', '2026']);
    await expect(sections(canvas, 'End date')).toEqual(['11', '20', '2026']);
  },
};

export const Empty: Story = { args: { initial: { start: '', end: '' } } };

/** Digits typed in a row fill the month, the day and the year (issue 11). */
export const TypedDigits: Story = {
  args: { initial: { start: '', end: '' } },
  play: async ({ canvas }) => {
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Start date' })).getByRole('spinbutton', { name: 'Month' }),
    );
    await userEvent.keyboard('01012020');
    await expect(sections(canvas, 'Start date')).toEqual(['01', '01', '2020']);
    await expect(canvas.getByRole('status', { name: 'Range' })).toHaveTextContent('2020-01-01…');
  },
};

/** Spec 5: no future dates; the calendar greys them out and a typed one is refused. */
export const FutureRefused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'End date' })).getByRole('spinbutton', { name: 'Month' }),
    );
    await userEvent.keyboard('12012026');
    await expect(await canvas.findByText('Dates cannot be in the future')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Range' })).toHaveTextContent('2026-11-01…2026-11-20');
  },
};

/** Spec 5: an end before the start opens the warning dialog and leaves the range as it was. */
export const EndBeforeStart: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'End date' })).getByRole('spinbutton', { name: 'Month' }),
    );
    await userEvent.keyboard('10012026');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Be Careful With The Date',
    });
    await expect(dialog).toHaveTextContent('End Date is Before Start Date!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    // The range is as it was once the dialog has gone (the page is hidden from readers until then).
    await waitFor(() => expect(sections(canvas, 'End date')).toEqual(['11', '20', '2026']));
  },
};

/** Arabic: translated section names, MM-dd-yyyy kept, the calendar right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    const start = await canvas.findByRole('group', { name: 'تاريخ البدء' });
    await expect(within(start).getByRole('spinbutton', { name: 'الشهر' })).toHaveTextContent('11');
    await userEvent.click(canvas.getByRole('button', { name: 'اختر تاريخ البدء من التقويم' }));
    const calendar = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(calendar.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    // No month after this one: every day after today is in the future.
    await expect(within(calendar).getByRole('button', { name: 'الشهر التالي' })).toBeDisabled();
    await expect(within(calendar).getByRole('button', { name: 'الشهر السابق' })).toBeEnabled();
  },
};
