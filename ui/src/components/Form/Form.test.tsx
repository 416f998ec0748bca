import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { initI18n } from '@/i18n';
import { ApiProblem } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/field-errors';

import { FormDialog } from './FormDialog';
import { FormSelectField } from './FormSelectField';
import { FormTextField } from './FormTextField';
import { chosen } from './chosen';
import { useZodForm } from './use-zod-form';

afterEach(cleanup);
beforeAll(async () => {
  await initI18n('en');
});

const schema = z.object({
  name: z.string().trim().min(1, 'common:errors.required'),
  level: chosen(z.literal([1, 2])),
});

/** A small form of the kit: a text field and a select of numbers, in a dialog. */
function Example({ onValid, refusal }: { onValid: (values: z.output<typeof schema>) => void; refusal?: unknown }) {
  const form = useZodForm(schema, { defaultValues: { name: '', level: '' } });
  return (
    <FormDialog
      title="Example"
      submitLabel="Save"
      cancelLabel="Cancel"
      onClose={vi.fn()}
      onSubmit={form.handleSubmit((values) => {
        if (refusal) applyServerErrors(refusal, ['name'], form.setError);
        else onValid(values);
      })}
    >
      <FormTextField control={form.control} name="name" label="Name" required helperText="Who it is" />
      <FormSelectField
        control={form.control}
        name="level"
        label="Level"
        options={[
          { value: 1, label: 'One' },
          { value: 2, label: 'Two' },
        ]}
      />
    </FormDialog>
  );
}

describe('the form kit', () => {
  it('says what is wrong with a field once it is left, and clears it as it is put right', async () => {
    render(<Example onValid={vi.fn()} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(screen.getByText('Who it is')).toBeInTheDocument();
    await userEvent.click(name);
    await userEvent.tab();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Who it is')).toBeNull();
    await userEvent.type(name, 'Ada');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Who it is')).toBeInTheDocument();
  });

  it('keeps Submit enabled; a submit with wrong fields marks each, focuses the first, and sends nothing', async () => {
    const onValid = vi.fn();
    render(<Example onValid={onValid} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
    expect(save).toBeEnabled();
  });

  it('hands over the checked values: trimmed text, and a chosen number as a number', async () => {
    const onValid = vi.fn();
    render(<Example onValid={onValid} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '  Ada ');
    await userEvent.click(screen.getByRole('combobox', { name: 'Level' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Two' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada', level: 2 });
  });

  it('shows the server’s words on the field they concern, as sent', async () => {
    const refusal = new ApiProblem(400, { errors: { name: ['`Ada` is taken.'] } });
    render(<Example onValid={vi.fn()} refusal={refusal} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.click(screen.getByRole('combobox', { name: 'Level' }));
    await userEvent.click(await screen.findByRole('option', { name: 'One' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Ada” is taken.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  });
});
