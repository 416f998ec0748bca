import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type Asset, useAssetSearch } from '@/entities/assets';
import { errorText } from '@/lib/api-client';

export interface SymbolPickerProps {
  value: string;
  onChange: (symbol: string) => void;
}

/**
 * The symbol picker: a combobox over the asset search (spec 7), matching
 * the typed symbol or company name; Enter or a click picks a symbol.
 */
export function SymbolPicker({ value, onChange }: SymbolPickerProps) {
  const { t } = useTranslation('marketing');
  const [input, setInput] = useState(value);
  const term = useDeferredValue(input === value ? '' : input.trim());
  const search = useAssetSearch(term);
  const options = search.data ?? [];
  // One value object per symbol: Autocomplete resets the typed text whenever its value changes
  // identity, so a value rebuilt on each search answer would wipe what the user is typing.
  const chosen = useMemo(() => ({ symbol: value, name: '' }) as Asset, [value]);

  return (
    <Autocomplete
      sx={{ width: { xs: '100%', sm: 340 } }}
      options={options}
      value={chosen}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      onChange={(_, next) => {
        if (next) onChange(next.symbol);
      }}
      filterOptions={(found) => found}
      isOptionEqualToValue={(option, current) => option.symbol === current.symbol}
      getOptionLabel={(option) => option.symbol}
      getOptionKey={(option) => option.symbol}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <strong>{option.symbol}</strong>
          <span style={{ marginInlineStart: 8, opacity: 0.75 }} dir="auto">
            {option.name}
          </span>
        </li>
      )}
      loading={search.isFetching}
      loadingText={t('marketData.searching')}
      noOptionsText={
        search.isError
          ? t('marketData.searchFailed', { error: errorText(search.error, '') })
          : t('marketData.noSymbols')
      }
      disableClearable
      autoHighlight
      renderInput={(params) => (
        <TextField {...params} label={t('marketData.symbol')} helperText={t('marketData.symbolHelp')} />
      )}
    />
  );
}
