import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

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

/**
 * Point In Time Restore (/app/operations/requestpointintimerestore): the request form, then the
 * requests so far.
 */
const meta = {
  title: 'Screens/Operations/Point-in-time Restore',
  component: PointInTimeRestorePage,
  parameters: { ...screen.parameters, docs: { ...screen.parameters.docs } },
  globals: screen.globals,
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

/**
 * One behaviour for every form: Submit stays enabled (it was disabled here
 * until the form was valid); a submit with wrong fields says on each what is
 * wrong, and a user id takes digits only.
 */
export const SubmitWithErrors: Story = {
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: /User id/ });
    await userEvent.type(field, '10a01');
    await userEvent.tab();
    await expect(await canvas.findByText('A user id has digits only.')).toBeVisible();
    const submit = canvas.getByRole('button', { name: 'Request restore' });
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(await canvas.findAllByText('This field is required')).toHaveLength(3);
    await expect(field).toHaveFocus();
  },
};

/** The form posts a request; it then heads the list as Pending. */
export const RequestRestore: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–\d+ of \d+$/);
    await userEvent.type(canvas.getByRole('textbox', { name: /User id/ }), '10001');
    // Yesterday, typed as staff do (MMDDYYYY), at 09:00 in the chosen zone.
    const yesterday = new Date(Date.now() - 86_400_000);
    const digits = [yesterday.getMonth() + 1, yesterday.getDate()].map((part) => String(part).padStart(2, '0'));
    const date = within(canvas.getByRole('group', { name: /Restore to/ }));
    await userEvent.click(date.getByRole('spinbutton', { name: 'Month' }));
    await userEvent.keyboard(`${digits.join('')}${yesterday.getFullYear()}`);
    await userEvent.type(canvas.getByLabelText(/^Time/), '0900AM');
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason/ }), 'Deleted watchlists by mistake');
    await userEvent.click(canvas.getByRole('button', { name: 'Request restore' }));
    await expect(await canvas.findByText('The restore request was created.')).toBeVisible();
    await expect(await canvas.findByText('Deleted watchlists by mistake')).toBeVisible();
  },
};
