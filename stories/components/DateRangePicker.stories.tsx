import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { type DateRange, DateRangePicker } from '@/components/DateRangePicker';

/** Holds the range, as a listing screen's URL would. */
function Demo({ initial }: { initial: DateRange }) {
  const [range, setRange] = useState(initial);
  return <DateRangePicker value={range} onChange={setRange} today="2026-11-23" />;
}

const meta = {
  title: 'Components/DateRangePicker',
  component: Demo,
  tags: ['autodocs'],
  args: { initial: { start: '2026-11-01', end: '2026-11-20' } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Range: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Start date' })).toHaveValue('11-01-2026');
  },
};

export const Empty: Story = { args: { initial: { start: '', end: '' } } };

/** Spec 5: an end before the start opens the warning dialog. */
export const EndBeforeStart: Story = {
  play: async ({ canvas, canvasElement }) => {
    const end = await canvas.findByRole('textbox', { name: 'End date' });
    await userEvent.clear(end);
    await userEvent.type(end, '10-01-2026');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Be Careful With The Date',
    });
    await expect(dialog).toHaveTextContent('End Date is Before Start Date!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'تاريخ البدء' })).toHaveValue('11-01-2026');
  },
};
