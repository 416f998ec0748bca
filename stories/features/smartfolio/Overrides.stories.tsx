import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { OverridesPage } from '@/features/smartfolio/pages/OverridesPage';
import { smartfolioOverridesHandlers, smartfoliosHandlers } from '@/mocks/handlers';

import { fill, findDialog, screen, wait } from '../../support/interactions';
import { type Check, screenStories } from '../../support/screen-stories';
import { expectToast, withToaster } from '../../support/toaster';

const states = screenStories({
  route: '/app/smartfolio/overrides',
  handlers: { smartfolioOverrides: smartfolioOverridesHandlers, smartfolios: smartfoliosHandlers },
  table: 'Weight overrides',
  arabicHeading: 'الاستثناءات',
  populated: async (canvas) => {
    await expect(canvas.getByText(/^1–15 of 15$/)).toBeVisible();
    await expect(await canvas.findAllByRole('button', { name: /^Delete the override of / }, wait)).toHaveLength(15);
  },
});

/** Overrides (spec 2): list, create, edit and delete, the server's words on bad input. */
const meta = {
  title: 'Screens/Smartfolio/Overrides',
  component: OverridesPage,
  parameters: { ...states.parameters, docs: { ...states.parameters.docs } },
  globals: states.globals,
  decorators: [withToaster],
} satisfies Meta<typeof OverridesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated = states.Populated;
export const Loading = states.Loading;
export const Empty = states.Empty;
export const Failed = states.Failed;
export const Forbidden = states.Forbidden;
export const Arabic = states.Arabic;
export const Phone = states.Phone;

const openCreate = async (canvas: Parameters<Check>[0]) => {
  await canvas.findByText(/^1–15 of 15$/, {}, wait);
  const add = canvas.getByRole('button', { name: 'Add override' });
  await waitFor(() => expect(add).toBeEnabled());
  await userEvent.click(add);
  return await findDialog('Add an override');
};

/** The create dialog: empty fields are named; the server's words show on the field they concern. */
export const CreateDialog: Story = {
  play: async ({ canvas }) => {
    const dialog = await openCreate(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.getAllByText('This field is required')).toHaveLength(4));
    await userEvent.click(dialog.getByRole('combobox', { name: /^Smartfolio/ }));
    await userEvent.click(await screen().findByRole('option', { name: 'Core Growth' }, wait));
    await fill(dialog.getByRole('textbox', { name: /^Symbol/ }), 'zzzz');
    await fill(dialog.getByRole('textbox', { name: /^Weight/ }), '0.1');
    await fill(dialog.getByRole('textbox', { name: /^Reason/ }), 'Delisting');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('“ZZZZ” is not in the asset list.', {}, wait)).toBeVisible();
  },
};

/** A new override heads the list at once, with a success toast. */
export const Created: Story = {
  play: async ({ canvas }) => {
    const dialog = await openCreate(canvas);
    await userEvent.click(dialog.getByRole('combobox', { name: /^Smartfolio/ }));
    await userEvent.click(await screen().findByRole('option', { name: 'Innovation' }, wait));
    await fill(dialog.getByRole('textbox', { name: /^Symbol/ }), 'nvda');
    await fill(dialog.getByRole('textbox', { name: /^Weight/ }), '0.05');
    await fill(dialog.getByRole('textbox', { name: /^Reason/ }), 'Earnings blackout');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToast('Override created successfully');
    await expect(await canvas.findByText(/^1–16 of 16$/, {}, wait)).toBeVisible();
    const first = canvas.getByRole('table', { name: 'Weight overrides' }).querySelector('tbody tr');
    await expect(first).toHaveTextContent(/Innovation.*NVDA.*5%.*Earnings blackout/);
  },
};

/** Edit opens with the override's values. */
export const EditDialog: Story = {
  play: async ({ canvas }) => {
    const edits = await canvas.findAllByRole('button', { name: /^Edit the override of / }, wait);
    await userEvent.click(edits[0] as HTMLElement);
    const dialog = await findDialog('Edit the override');
    await expect(dialog.getByRole('textbox', { name: /^Symbol/ })).not.toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: /^Reason/ })).not.toHaveValue('');
  },
};

/** Delete asks first; confirming removes the row at once. */
export const DeleteConfirmation: Story = {
  play: async ({ canvas }) => {
    const deletes = await canvas.findAllByRole('button', { name: /^Delete the override of / }, wait);
    await userEvent.click(deletes[0] as HTMLElement);
    const confirm = await findDialog('Delete this override?', 'alertdialog');
    await waitFor(() => expect(confirm.getByText(/goes back to its strategy weight/)).toBeVisible(), wait);
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expectToast('Override deleted successfully');
    await expect(await canvas.findByText(/^1–14 of 14$/, {}, wait)).toBeVisible();
  },
};

/** A failed delete says so in the dialog, which stays open to try again. */
export const DeleteFailed: Story = {
  parameters: { msw: { handlers: { smartfolioOverrides: smartfolioOverridesHandlers.writeErrors } } },
  play: async ({ canvas }) => {
    const deletes = await canvas.findAllByRole('button', { name: /^Delete the override of / }, wait);
    await userEvent.click(deletes[0] as HTMLElement);
    const confirm = await findDialog('Delete this override?', 'alertdialog');
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await confirm.findByText(/^The override could not be deleted: /, {}, wait)).toBeVisible();
  },
};
