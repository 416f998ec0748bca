import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { PointInTimeRestorePage } from '@/features/operations/pages/OperationsPages';
import { restoreRequestsHandlers } from '@/mocks/handlers';

import { screenStories } from '../../support/screen-stories';

const screen = screenStories({
  route: '/app/operations/requestpointintimerestore',
  handlers: { restoreRequests: restoreRequestsHandlers },
  table: 'Restore requests',
  arabicHeading: 'الاستعادة إلى نقطة زمنية',
  limitedAccount: 'analyst',
});

const meta = {
  title: 'Screens/Operations/Point-in-time Restore',
  component: PointInTimeRestorePage,
  parameters: screen.parameters,
} satisfies Meta<typeof PointInTimeRestorePage>;

export default meta;

export const Populated = screen.Populated;
export const Loading = screen.Loading;
export const Empty = screen.Empty;
export const Failed = screen.Failed;
export const Forbidden = screen.Forbidden;
export const Arabic = screen.Arabic;
export const Phone = screen.Phone;

type Story = StoryObj<typeof meta>;

/** The form posts a request; it then heads the list as Pending. */
export const RequestRestore: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–\d+ of \d+$/);
    await userEvent.type(canvas.getByRole('textbox', { name: /User id/ }), '10001');
    await userEvent.type(canvas.getByLabelText(/Restore to/), '2026-01-14T09:00');
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason/ }), 'Deleted watchlists by mistake');
    await userEvent.click(canvas.getByRole('button', { name: 'Request restore' }));
    await expect(await canvas.findByText('The restore request was created.')).toBeVisible();
    await expect(await canvas.findByText('Deleted watchlists by mistake')).toBeVisible();
  },
};
