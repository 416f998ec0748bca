import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { SymbolsPage } from '@/features/symbols/pages/SymbolsPage';
import { assetsHandlers } from '@/mocks/handlers';

import { neverAnswered, refusedField } from '../../support/form-stories';
import { findDialog, wait } from '../../support/interactions';
import { expectFailed, screenStories } from '../../support/screen-stories';
import { expectToast, withToaster } from '../../support/toaster';

type Canvas = StoryContext['canvas'];

/** Opens AAPL's edit dialog, once its fields show. */
async function editAapl(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Edit AAPL' }, wait));
  return findDialog('Edit AAPL');
}

/** Opens AAPL's edit dialog, adds to its name and saves; returns the dialog and the name's field. */
async function renameAapl(canvas: Canvas) {
  const dialog = await editAapl(canvas);
  const name = await dialog.findByRole('textbox', { name: /^Name/ }, wait);
  await userEvent.type(name, ' (renamed)');
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  return { dialog, name };
}

const states = screenStories({
  route: '/app/symbols',
  handlers: { assets: assetsHandlers },
  table: 'Assets',
  arabicHeading: 'إدارة الأصول',
  // Spec 8: 'No Data Found' for a search that finds nothing.
  emptyText: 'No Data Found',
  // Every asset, 10 a page; the next page is the browser's, not the server's.
  populated: async (canvas) => {
    await expect(await canvas.findByText(/^1–10 of 40$/, {}, wait)).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'CUSIP' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(await canvas.findByText(/^11–20 of 40$/, {}, wait)).toBeVisible();
  },
  checks: {
    // Spec 8: 'Loading please wait ...' while the search runs.
    loading: async (canvas) => {
      await expect(await canvas.findByText('Loading please wait ...', {}, wait)).toBeVisible();
      await expect(canvas.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    },
    // Spec 8's text, naming assets (docs/spec-deviations.md).
    failed: (canvas) => expectFailed(canvas, /An error occured on getting All Asset data\./),
  },
});

/**
 * Assets Management (spec 2, 7, 8, 9): the search, 10 a page paged in the
 * browser, the spec's loading and empty texts, and the edit dialog.
 */
const meta = {
  title: 'Screens/Administration/Assets Management',
  component: SymbolsPage,
  parameters: { ...states.parameters, docs: { ...states.parameters.docs } },
  globals: states.globals,
  decorators: [withToaster],
} satisfies Meta<typeof SymbolsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated = states.Populated;
export const Loading = states.Loading;
export const Empty = states.Empty;
export const Failed = states.Failed;
export const Forbidden = states.Forbidden;
export const Arabic = states.Arabic;
export const Phone = states.Phone;

/** A search narrows the rows (debounced as the listings' search). */
export const Search: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–10 of 40$/, {}, wait);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search symbol or name' }), 'aapl');
    await expect(await canvas.findByText(/^1–1 of 1$/, {}, wait)).toBeVisible();
    await expect(canvas.getByText('Apple Inc.')).toBeVisible();
  },
};

/** Edit an asset: 'Updated Sucessfully', and the search shows the change. */
export const Edit: Story = {
  play: async ({ canvas }) => {
    const dialog = await editAapl(canvas);
    const fractionable = await dialog.findByRole('switch', { name: 'Fractionable' }, wait);
    // The symbol, CUSIP and type are shown, read-only, not sent as edits.
    const symbol = dialog.getByRole('textbox', { name: 'Symbol' });
    await expect(symbol).toHaveValue('AAPL');
    await expect(symbol).toHaveAttribute('readonly');
    await expect(symbol).toHaveAccessibleDescription('The symbol and CUSIP identify the asset and cannot change.');
    await expect(dialog.getByRole('textbox', { name: 'Type' })).toHaveAttribute('readonly');
    const before = (fractionable as HTMLInputElement).checked;
    await userEvent.click(fractionable);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToast('Updated Sucessfully');
    // The search refreshed: AAPL's Fractionable cell (the fourth) shows the new value.
    await waitFor(() => {
      const row = canvas.getByText('Apple Inc.').closest('tr') as HTMLElement;
      expect(within(row).getAllByRole('cell')[3]).toHaveTextContent(before ? 'No' : 'Yes');
    }, wait);
  },
};

/** Both lists at once is refused in the dialog, before anything is sent. */
export const EditBothLists: Story = {
  play: async ({ canvas }) => {
    const dialog = await editAapl(canvas);
    await userEvent.click(await dialog.findByRole('switch', { name: 'Blacklisted' }, wait));
    await userEvent.click(dialog.getByRole('switch', { name: 'Whitelisted' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(
      await dialog.findByText('An asset cannot be on the blacklist and the whitelist at once.'),
    ).toBeVisible();
  },
};

/** A refused save: spec 8's text, naming the asset (docs/spec-deviations.md); the dialog stays open with what was typed. */
export const EditFailed: Story = {
  parameters: { msw: { handlers: { assets: assetsHandlers.writeErrors } } },
  play: async ({ canvas }) => {
    const { dialog, name } = await renameAapl(canvas);
    await expect(await dialog.findByText(/An error occured on Editing Asset \./, {}, wait)).toBeVisible();
    // Nothing typed is lost.
    await expect(name).toHaveValue('Apple Inc. (renamed)');
  },
};

/** The dialog waits for the stored asset: a placeholder instead of the fields, Save off, Cancel on. */
export const EditLoading: Story = {
  parameters: { msw: { handlers: { assets: assetsHandlers.editLoading } } },
  play: async ({ canvas }) => {
    const dialog = await editAapl(canvas);
    await expect(dialog.getByRole('status', { name: 'Loading please wait ...' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** The stored asset could not be read: spec 8's text and a retry, and nothing to save. */
export const EditReadFailed: Story = {
  parameters: { msw: { handlers: { assets: assetsHandlers.editReadErrors } } },
  play: async ({ canvas }) => {
    const dialog = await editAapl(canvas);
    await expect(await dialog.findByText(/An error occured on Editing Asset \./, {}, wait)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** A name left empty is marked on its field, which takes the focus; nothing is sent. */
export const EditNameRequired: Story = {
  play: async ({ canvas }) => {
    const dialog = await editAapl(canvas);
    const name = await dialog.findByRole('textbox', { name: /^Name/ }, wait);
    await userEvent.clear(name);
    await userEvent.click(dialog.getByRole('switch', { name: 'Fractionable' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveFocus(), wait);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server names a field in its refusal: its words on that field, which takes the focus; nothing typed is lost. */
export const EditFieldRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        assets: [
          // Any refusal the console cannot foresee, as the server words it (a 400 naming the field).
          refusedField('put', '/api/v1/Asset', 'name', 'The name is already used by another asset.'),
          ...assetsHandlers.default,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const { dialog, name } = await renameAapl(canvas);
    await waitFor(() => expect(name).toHaveAccessibleDescription('The name is already used by another asset.'), wait);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus(), wait);
    await expect(dialog.queryByRole('alert')).toBeNull();
    await expect(name).toHaveValue('Apple Inc. (renamed)');
  },
};

/** While the save is under way: Save shows it and takes no second click, Cancel waits, the dialog stays. */
export const EditSaving: Story = {
  parameters: {
    msw: {
      handlers: {
        assets: [neverAnswered('put', '/api/v1/Asset'), ...assetsHandlers.default],
      },
    },
  },
  play: async ({ canvas }) => {
    const dialog = await editAapl(canvas);
    await userEvent.click(await dialog.findByRole('switch', { name: 'Fractionable' }, wait));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: /Save/ })).toBeDisabled(), wait);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Apple Inc.');
  },
};
