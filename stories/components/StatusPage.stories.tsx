import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { StatusPage } from '@/components/StatusPage';

/** The 404, 500 and unauthorized pages share this layout (spec 2, 8). */
const meta = {
  title: 'Components/StatusPage',
  component: StatusPage,
  tags: ['autodocs'],
  args: { code: '404', message: 'Oops, an error has occurred. Page not found!' },
  argTypes: {
    code: { control: 'inline-radio', options: ['404', '500', '403'] },
    message: {
      control: 'select',
      options: [
        'Oops, an error has occurred. Page not found!',
        'Sorry, server goes wrong',
        'You are not authorized to view this page.',
      ],
    },
    action: { control: false },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Oops, an error has occurred. Page not found!' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};

export const ServerError: Story = {
  args: { code: '500', message: 'Sorry, server goes wrong' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sorry, server goes wrong' })).toBeVisible();
  },
};
