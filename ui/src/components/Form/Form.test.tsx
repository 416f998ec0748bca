import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { initI18n } from '@/i18n';
import { ApiProblem } from '@/lib/api-client';

import { FormDateField } from './FormDateField';
import { FormDialog } from './FormDialog';
import { FormReadOnlyField } from './FormReadOnlyField';
import { FormSelectField } from './FormSelectField';
import { FormSwitchField } from './FormSwitchField';
import { FormTextField } from './FormTextField';
import { chosen } from './chosen';
import { useServerErrors } from './use-server-errors';
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
  const serverErrors = useServerErrors(form.setError, ['name']);
  const [refused, setRefused] = useState(false);
  return (
    <FormDialog
      title="Example"
      submitLabel="Save"
      cancelLabel="Cancel"
      onClose={vi.fn()}
      problem={refused && !serverErrors.placed ? 'Refused as a whole' : null}
      onSubmit={form.handleSubmit((values) => {
        if (!refusal) return onValid(values);
        setRefused(true);
        serverErrors.onError(refusal);
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
    expect(screen.queryByText('Refused as a whole')).not.toBeInTheDocument();
  });

  it('shows a refusal as a whole when none of its messages concerns a field of the form', async () => {
    const refusal = new ApiProblem(400, { errors: { Elsewhere: ['Not here.'] } });
    render(<Example onValid={vi.fn()} refusal={refusal} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.click(screen.getByRole('combobox', { name: 'Level' }));
    await userEvent.click(await screen.findByRole('option', { name: 'One' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Refused as a whole')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid', 'true');
  });
});

const flags = z
  .object({ since: z.string().min(1, 'common:errors.required'), black: z.boolean(), white: z.boolean() })
  .refine((value) => !(value.black && value.white), { path: ['white'], message: 'common:errors.required' });

/** A form of the kit with a date kept as an instant, and two switches that exclude each other. */
function FlagsExample({ onValid, loading }: { onValid: (values: z.output<typeof flags>) => void; loading?: string }) {
  const form = useZodForm(flags, { defaultValues: { since: '', black: true, white: true } });
  return (
    <FormDialog
      title="Flags"
      submitLabel="Save"
      cancelLabel="Cancel"
      onClose={vi.fn()}
      loading={loading}
      onSubmit={form.handleSubmit(onValid)}
    >
      <FormDateField
        control={form.control}
        name="since"
        label="Since"
        today="2026-11-23"
        toDay={(instant) => instant.slice(0, 10)}
        fromDay={(day) => `${day}T00:00:00Z`}
      />
      <FormSwitchField control={form.control} name="black" label="Black" revalidates={['white']} />
      <FormSwitchField control={form.control} name="white" label="White" look="checkbox" />
    </FormDialog>
  );
}

describe('the form kit’s other fields', () => {
  it('focuses a wrong date field on a failed submit, and keeps the day a user types as the form’s value', async () => {
    const onValid = vi.fn();
    render(<FlagsExample onValid={onValid} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'White' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const since = screen.getByRole('group', { name: /^Since/ });
    expect(await within(since).findByRole('spinbutton', { name: 'Month' })).toHaveFocus();
    await userEvent.keyboard('11202026');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ since: '2026-11-20T00:00:00Z', black: true, white: false });
  });

  it('shows a switch’s or a checkbox’s message under it, as its description, and focuses it', async () => {
    render(<FlagsExample onValid={vi.fn()} />);
    const dates = screen.getByRole('group', { name: /^Since/ });
    await userEvent.click(within(dates).getByRole('spinbutton', { name: 'Month' }));
    await userEvent.keyboard('11202026');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const white = screen.getByRole('checkbox', { name: 'White' });
    await waitFor(() => expect(white).toHaveFocus());
    expect(white).toHaveAttribute('aria-invalid', 'true');
    expect(white).toHaveAccessibleDescription('This field is required');
    await userEvent.click(screen.getByRole('switch', { name: 'Black' }));
    await userEvent.click(white);
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it('checks a field a rule ties to a switch again when the switch changes, clearing its message', async () => {
    const onValid = vi.fn();
    render(<FlagsExample onValid={onValid} />);
    await userEvent.click(
      within(screen.getByRole('group', { name: /^Since/ })).getByRole('spinbutton', { name: 'Month' }),
    );
    await userEvent.keyboard('11202026');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const white = screen.getByRole('checkbox', { name: 'White' });
    await waitFor(() => expect(white).toHaveAttribute('aria-invalid', 'true'));
    // Only Black changes: White's message goes, as the rule now holds.
    await userEvent.click(screen.getByRole('switch', { name: 'Black' }));
    await waitFor(() => expect(white).toHaveAttribute('aria-invalid', 'false'));
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('waits for the record a dialog edits: a placeholder instead of the fields, and no Submit', () => {
    render(<FlagsExample onValid={vi.fn()} loading="Loading the flags" />);
    expect(screen.getByRole('status', { name: 'Loading the flags' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('switch', { name: 'Black' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});

/** A form of the kit that shows a value of its record it does not edit. */
function ReadOnlyExample({ onValid }: { onValid: (values: { name: string }) => void }) {
  const form = useZodForm(z.object({ name: z.string() }), { defaultValues: { name: 'Apple Inc.' } });
  return (
    <FormDialog
      title="Asset"
      submitLabel="Save"
      cancelLabel="Cancel"
      onClose={vi.fn()}
      onSubmit={form.handleSubmit(onValid)}
    >
      <FormReadOnlyField label="Symbol" value="AAPL" helperText="It identifies the asset." />
      <FormReadOnlyField label="CUSIP" value="037833100" />
      <FormTextField control={form.control} name="name" label="Name" />
    </FormDialog>
  );
}

describe('the form kit’s read-only field', () => {
  it('shows a value by its label and its line, readable and reachable but not editable, and sends nothing', async () => {
    const onValid = vi.fn();
    render(<ReadOnlyExample onValid={onValid} />);
    const symbol = screen.getByRole('textbox', { name: 'Symbol' });
    expect(symbol).toHaveValue('AAPL');
    expect(symbol).toHaveAttribute('readonly');
    expect(symbol).toBeEnabled();
    expect(symbol).toHaveAccessibleDescription('It identifies the asset.');
    expect(symbol).toHaveAttribute('dir', 'auto');
    // Reached with the keyboard, in the form's order; typing changes nothing.
    await userEvent.tab();
    expect(symbol).toHaveFocus();
    await userEvent.keyboard('MSFT');
    expect(symbol).toHaveValue('AAPL');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'CUSIP' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Apple Inc.' });
  });
});
