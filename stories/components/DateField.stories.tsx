import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { DateField, type DateFieldProps } from '@/components/DateField';

/** A form's date, held as a form would hold it. */
function Demo(props: Omit<DateFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <DateField {...props} value={value} onChange={setValue} today="2026-11-23" />
      <output aria-label="Value">{value}</output>
    </>
  );
}

/**
 * One date, on MUI X's date picker: typed as MM-dd-yyyy (spec 5, 9), the digits filling the month,
 * the day and the year in turn, or chosen from the calendar, in the console's language and direction.
 * Limits (no past, a minimum) grey out the calendar and refuse a typed date with a message; the form
 * only ever sees a whole, allowed date.
 */
const meta = {
  title: 'Components/DateField',
  component: Demo,
  args: { label: 'Start date' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { initial: '2026-11-20' } };

/** The notification form's start date (spec 5): no past dates. */
export const NoPastDates: Story = {
  args: { label: 'Start date', disablePast: true },
  play: async ({ canvas }) => {
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Start date' })).getByRole('spinbutton', { name: 'Month' }),
    );
    await userEvent.keyboard('11222026');
    await expect(await canvas.findByText('Dates cannot be in the past')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent('');
  },
};

/** The notification form's end date: not before its start. */
export const NotBeforeStart: Story = {
  args: { label: 'End date', disablePast: true, minDate: '2026-12-05' },
  play: async ({ canvas }) => {
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'End date' })).getByRole('spinbutton', { name: 'Month' }),
    );
    await userEvent.keyboard('12042026');
    await expect(await canvas.findByText('The date cannot be before 12-05-2026')).toBeVisible();
  },
};

/** Clicked in the middle of an empty field, typed digits still fill the month, the day and the year in turn. */
export const TypedFromTheMiddle: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Start date' })).getByRole('spinbutton', { name: 'Day' }),
    );
    await userEvent.keyboard('11202026');
    await expect(await canvas.findByRole('status', { name: 'Value' })).toHaveTextContent('2026-11-20');
  },
};

/** A form's own message (spec 5: 'This field is required'). */
export const WithFormError: Story = { args: { error: 'This field is required', required: true } };

export const Arabic: Story = {
  args: { label: 'تاريخ البدء', initial: '2026-11-20' },
  globals: { locale: 'ar' },
};
