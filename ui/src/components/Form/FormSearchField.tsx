import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, type QueryKey, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';

import { useDebounced } from '@/lib/use-debounced';

import { useFormField } from './field-message';

export interface FormSearchFieldProps<
  T extends FieldValues,
  O extends FieldValues,
  Option,
  Answer,
  Key extends QueryKey,
> {
  control: Control<T, unknown, O>;
  /** The field holding the chosen record (null while none is). */
  name: Path<T>;
  label: string;
  required?: boolean;
  /** The choices for a search term (debounced 200 ms, spec 9): the query options of the search's api file. */
  search: (term: string) => UseQueryOptions<Answer, Error, Option[], Key>;
  optionKey: (option: Option) => string | number;
  optionLabel: (option: Option) => string;
  renderOption?: (option: Option) => ReactNode;
  /** Shown before anything is typed, and as the placeholder. */
  hint: string;
  noMatches: string;
  searching: string;
  /** Called after a choice (to reset a server answer). */
  onValueChange?: (option: Option | null) => void;
}

/**
 * A record chosen by searching as one types (a customer, a trading account),
 * bound to one field of a `useZodForm` form. The search waits until typing
 * pauses; the previous choices stay while the next load.
 */
export function FormSearchField<T extends FieldValues, O extends FieldValues, Option, Answer, Key extends QueryKey>(
  props: FormSearchFieldProps<T, O, Option, Answer, Key>,
) {
  const { control, name, label, required, search, optionKey, optionLabel, renderOption, hint } = props;
  const { field, message } = useFormField(control, name);
  const [input, setInput] = useState('');
  const term = useDebounced(input.trim());
  const choices = useQuery({ ...search(term), enabled: term.length > 0, placeholderData: keepPreviousData });
  return (
    <Autocomplete<Option>
      options={term ? (choices.data ?? []) : []}
      value={(field.value as Option | null) ?? null}
      onChange={(_, chosen) => {
        field.onChange(chosen);
        props.onValueChange?.(chosen);
      }}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      onBlur={field.onBlur}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, value) => optionKey(option) === optionKey(value)}
      filterOptions={(options) => options}
      loading={choices.isFetching}
      loadingText={props.searching}
      noOptionsText={term ? props.noMatches : hint}
      renderOption={
        renderOption &&
        (({ key, ...itemProps }, option) => (
          <li key={key} {...itemProps}>
            {renderOption(option)}
          </li>
        ))
      }
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={label}
          required={required}
          placeholder={hint}
          error={Boolean(message)}
          helperText={message}
        />
      )}
    />
  );
}
