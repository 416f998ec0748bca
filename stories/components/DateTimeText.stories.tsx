import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { DateTimeText } from '@/components/DateTimeText';

/** A date and time as the console shows them: MM/DD/YYYY hh:mm A in the chosen zone, the A in the reader's language, left to right even in Arabic (spec 9). */
const meta = {
  title: 'Components/DateTimeText',
  component: DateTimeText,
  tags: ['autodocs'],
  args: { value: '2026-01-15T15:30:00Z' },
  argTypes: {
    value: {
      control: 'select',
      options: ['2026-01-15T15:30:00Z', '2025-12-31T23:59:00Z', '2026-07-04T09:05:00Z', null],
    },
  },
  parameters: { layout: 'padded', timeZone: { zone: 'UTC', offset: '+00:00' } },
} satisfies Meta<typeof DateTimeText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InUtc: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('01/15/2026 03:30 PM')).toBeVisible();
  },
};

/** In a chosen zone (Asia/Kolkata, UTC+05:30). */
export const InAChosenZone: Story = {
  parameters: { timeZone: { zone: 'Asia/Kolkata', offset: '+05:30' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('01/15/2026 09:00 PM')).toBeVisible();
  },
};

/** The pattern stays; the day-period marker is the language's own (deviation I2), the run left to right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const text = await canvas.findByText('01/15/2026 03:30 م');
    await expect(text).toHaveAttribute('dir', 'ltr');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('01/15/2026 03:30 下午')).toBeVisible();
  },
};
