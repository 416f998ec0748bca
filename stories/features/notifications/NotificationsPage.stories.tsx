import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { NotificationsPage } from '@/features/notifications/pages/NotificationsPage';
import { notificationsHandlers } from '@/mocks/handlers';

import maintenanceWorld from '../../worlds/maintenance-notification.json';

import {
  choose,
  fill,
  fillPushNotification,
  findDialog,
  nextYear,
  screen,
  typeDate,
  wait,
} from '../../support/interactions';
import { expectFailed, screenStories } from '../../support/screen-stories';
import { expectToast, withToaster } from '../../support/toaster';

const states = screenStories({
  route: '/app/notification',
  handlers: { notifications: notificationsHandlers },
  table: 'Notifications',
  arabicHeading: 'الإشعارات',
  // 10 a page with paging that works, newest first, 'Not Available' for a missing end date.
  populated: async (canvas) => {
    await expect(await canvas.findByText(/^1–10 of 24$/, {}, wait)).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'Notifications' }));
    await expect(table.getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(await canvas.findByText(/^11–20 of 24$/, {}, wait)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(await canvas.findByText(/^21–24 of 24$/, {}, wait)).toBeVisible();
    // Push-only notifications may run without an end date.
    await expect((await table.findAllByText('Not Available', {}, wait)).length).toBeGreaterThan(0);
  },
  checks: {
    // Spec 8's text, followed by the server's error.
    failed: (canvas) => expectFailed(canvas, /An error occured on getting All Notification data/),
  },
});

/**
 * Notification (spec 2, 3, 4, 5, 8): the listing, the create/edit dialog
 * with its rules and its preview, and delete. Writes go to MSW's in-memory
 * notifications, so a designer sees what they create.
 */
const meta = {
  title: 'Screens/Administration/Notification',
  component: NotificationsPage,
  parameters: { ...states.parameters, docs: { ...states.parameters.docs } },
  globals: states.globals,
  decorators: [withToaster],
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function openCreate(canvas: Canvas) {
  await canvas.findByText(/^1–10 of \d+$/, {}, wait);
  await userEvent.click(canvas.getByRole('button', { name: 'Add Notification' }));
  return await findDialog('Create Notification');
}

export const Populated = states.Populated;
export const Loading = states.Loading;
export const Empty = states.Empty;
export const Failed = states.Failed;
export const Forbidden = states.Forbidden;
export const Arabic = states.Arabic;
export const Phone = states.Phone;

/** The spec 5 order: the first failing field alone says 'This field is required'; then the description's message. */
export const ValidationInOrder: Story = {
  play: async ({ canvas }) => {
    const dialog = await openCreate(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(dialog.getAllByText('This field is required')).toHaveLength(1));
    await expect(dialog.getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription('This field is required');
    await fill(dialog.getByRole('textbox', { name: /^Title/ }), 'Markets closed');
    await fill(dialog.getByRole('textbox', { name: /^Description/ }), 'Too short');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await dialog.findByText('Please fill this field between 10 to 240 chars atleast')).toBeVisible();
    await fill(dialog.getByRole('textbox', { name: /^Description/ }), ' but now long enough');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    // No channel yet: nothing else shows (spec 4).
    await expect(await dialog.findByText('Tick In App, Push or both.')).toBeVisible();
    await expect(dialog.queryByRole('combobox', { name: /^Action type/ })).toBeNull();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Push' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await dialog.findByRole('group', { name: /^Start date/ }, wait)).toBeVisible();
    await waitFor(() => expect(dialog.getAllByText('This field is required')).toHaveLength(1));
  },
};

/** Changing the action type clears what belongs to the old one; the preview follows the form. */
export const ActionTypeClears: Story = {
  play: async ({ canvas }) => {
    const dialog = await openCreate(canvas);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'In App' }));
    await choose(dialog, 'Action type', 'Open a web page');
    await fill(dialog.getByRole('textbox', { name: /^External URL/ }), 'https://example.com/news');
    await choose(dialog, 'Action type', 'Open a screen of the app');
    await expect(dialog.queryByRole('textbox', { name: /^External URL/ })).toBeNull();
    await choose(dialog, 'Action type', 'Open a web page');
    await expect(dialog.getByRole('textbox', { name: /^External URL/ })).toHaveValue('');
  },
};

/** A whole notification through the form: 'Notification Created Sucessfully', and it heads the list. */
export const Create: Story = {
  play: async ({ canvas }) => {
    const dialog = await openCreate(canvas);
    await fill(dialog.getByRole('textbox', { name: /^Title/ }), 'Holiday hours');
    await fill(dialog.getByRole('textbox', { name: /^Description/ }), 'Markets close early on Friday.');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'In App' }));
    await typeDate(dialog, 'Start date', `0102${nextYear}`);
    await typeDate(dialog, 'End date', `0105${nextYear}`);
    await choose(dialog, 'Color', 'Teal');
    await choose(dialog, 'Icon', 'Information');
    await choose(dialog, 'Action type', 'Half-screen text');
    await fill(dialog.getByRole('textbox', { name: /^Text content/ }), 'Trading ends at 1 pm.');
    await fill(dialog.getByRole('textbox', { name: /^Modal graphic URL/ }), 'https://cdn.example/holiday.png');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expectToast('Notification Created Sucessfully');
    await expect(await canvas.findByText('Holiday hours', {}, wait)).toBeVisible();
  },
};

/** Editing loads the notification; its type sets the checkboxes (spec 4). */
export const Edit: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–10 of \d+$/, {}, wait);
    const first = canvas.getAllByRole('button', { name: /^Edit / })[0] as HTMLElement;
    await userEvent.click(first);
    const dialog = await findDialog('Edit Notification');
    await expect(dialog.getByRole('checkbox', { name: 'In App' })).toBeChecked();
    await fill(dialog.getByRole('textbox', { name: /^Title/ }), ' (updated)');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expectToast('Notification Updated Sucessfully');
    await expect(await canvas.findByText(/\(updated\)$/, {}, wait)).toBeVisible();
  },
};

/** The full-screen HTML modal shows the HTML sanitised: markup stays, script and handlers go. */
export const HtmlPreview: Story = {
  play: async ({ canvas }) => {
    const dialog = await openCreate(canvas);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'In App' }));
    await choose(dialog, 'Action type', 'Full-screen HTML');
    await fill(
      dialog.getByRole('textbox', { name: /^HTML content/ }),
      '<h2>Big news</h2><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Opened' }));
    const modal = within(await dialog.findByRole('dialog', { name: 'Full-screen HTML modal' }, wait));
    await expect(modal.getByRole('heading', { name: 'Big news' })).toBeVisible();
    const html = dialog.getByTestId('notification-html');
    await expect(html.innerHTML).not.toMatch(/onerror|script/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
  },
};

export const Delete: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–10 of 24$/, {}, wait);
    await userEvent.click(canvas.getAllByRole('button', { name: /^Delete / })[0] as HTMLElement);
    const confirm = await findDialog(undefined, 'alertdialog');
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expectToast('Notification Deleted Sucessfully');
    await expect(await canvas.findByText(/^1–10 of 23$/, {}, wait)).toBeVisible();
  },
};

/** A refused write: spec 8's text in the dialog, nothing lost from the form. */
export const CreateFailed: Story = {
  parameters: { msw: { handlers: { notifications: notificationsHandlers.writeErrors } } },
  play: async ({ canvas }) => {
    const dialog = await openCreate(canvas);
    await fillPushNotification(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await dialog.findByText(/An error occured on Create Notification/, {}, wait)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Title/ })).toHaveValue('Holiday hours');
  },
};

/** The options failed: spec 8's dropdown text, with a retry. */
export const OptionsFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        notifications: [notificationsHandlers.default[0], ...notificationsHandlers.errors.slice(1)],
      },
    },
  },
  play: async ({ canvas }) => {
    const dialog = await openCreate(canvas);
    await expect(await dialog.findByText(/An error occured on Notification Dropdown/, {}, wait)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Fetching one for editing failed: spec 8's text with its id, as a toast. */
export const EditFetchFailed: Story = {
  parameters: { msw: { handlers: { notifications: notificationsHandlers.writeErrors } } },
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–10 of \d+$/, {}, wait);
    await userEvent.click(canvas.getAllByRole('button', { name: /^Edit / })[0] as HTMLElement);
    await expectToast(/An error occured when fetching this \d+ Notification/);
    await waitFor(() => expect(screen().queryByRole('dialog', { name: 'Edit Notification' })).toBeNull());
  },
};

/**
 * Starts from a world document (`stories/worlds/maintenance-notification.json`, exported from a
 * live mock server with `GET /__mock/world` after creating one notification and one role): the
 * notification found live heads the list here.
 */
export const FromWorld: Story = {
  parameters: { world: maintenanceWorld },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^1–10 of 25$/, {}, wait)).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Notifications' })).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Scheduled maintenance');
  },
};
