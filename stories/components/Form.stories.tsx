import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';

import { chosen, FormDialog, FormSelectField, FormTextField, useZodForm } from '@/components/Form';
import { ApiProblem } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/field-errors';

const schema = z.object({
  name: z.string().trim().min(1, 'common:errors.required'),
  level: chosen(z.literal([1, 2, 3, 4])),
});

/** A form of the kit in a dialog: what every form of the console is made of. */
function Demo(props: { refusal?: unknown; problem?: string; pending?: boolean; onValid: (values: unknown) => void }) {
  const form = useZodForm(schema, { defaultValues: { name: '', level: '' } });
  return (
    <FormDialog
      title="Create a role"
      submitLabel="Save"
      cancelLabel="Cancel"
      onClose={() => undefined}
      pending={props.pending}
      problem={props.problem}
      onSubmit={form.handleSubmit((values) => {
        if (props.refusal) applyServerErrors(props.refusal, ['name'], form.setError);
        else props.onValid(values);
      })}
    >
      <FormTextField control={form.control} name="name" label="Name" required helperText="As staff will see it" />
      <FormSelectField
        control={form.control}
        name="level"
        label="Membership level"
        required
        options={[
          { value: 1, label: 'Free' },
          { value: 2, label: 'Lite' },
          { value: 3, label: 'Advanced' },
          { value: 4, label: 'Pro' },
        ]}
      />
    </FormDialog>
  );
}

const meta = {
  title: 'Components/Form',
  component: Demo,
  tags: ['autodocs'],
  args: { onValid: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog, once it has opened (it fades in). */
const dialog = async () => {
  const found = await within(document.body).findByRole('dialog', { name: 'Create a role' });
  await waitFor(() => expect(found).toBeVisible());
  return within(found);
};

export const Empty: Story = {
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(d.getByText('As staff will see it')).toBeVisible();
  },
};

/** Submit with wrong fields: each says why, the first takes the focus, nothing is sent. */
export const FieldErrors: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(await d.findAllByText('This field is required')).toHaveLength(2);
    await expect(d.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await expect(args.onValid).not.toHaveBeenCalled();
  },
};

/** The server refuses a field: its words show on that field. */
export const ServerFieldError: Story = {
  args: { refusal: new ApiProblem(400, { errors: { name: ['`Auditors` already exists.'] } }) },
  play: async () => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: 'Name' }), 'Auditors');
    await userEvent.click(d.getByRole('combobox', { name: 'Membership level' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Pro' }));
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(await d.findByText('“Auditors” already exists.')).toBeVisible();
  },
};

/** A refusal no field explains, above the fields. */
export const Problem: Story = {
  args: { problem: 'The role could not be created: the server is busy.' },
  play: async () => {
    await expect((await dialog()).getByRole('alert')).toHaveTextContent('the server is busy');
  },
};

export const Pending: Story = { args: { pending: true } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(await d.findAllByText('هذا الحقل مطلوب')).toHaveLength(2);
  },
};
