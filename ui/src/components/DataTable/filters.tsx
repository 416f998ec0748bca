import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long typing pauses before a listing's search is sent. */
export const LISTING_SEARCH_DEBOUNCE_MS = 400;

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  /** How long typing pauses before `onChange` hears it (spec 9's user search: 200 ms). */
  delay?: number;
  fullWidth?: boolean;
}

/**
 * The listing search box. Empty text after trimming means no search, any
 * other text is sent as typed and matched literally (deviation row 8).
 */
export function SearchField({
  value,
  onChange,
  label,
  delay = LISTING_SEARCH_DEBOUNCE_MS,
  fullWidth,
}: SearchFieldProps) {
  const { t } = useTranslation('listing');
  const [text, setText] = useState(value);
  // A new value from outside (a link, a reset) replaces the text.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    const term = text.trim();
    if (term === value) return undefined;
    const timer = setTimeout(() => onChange(term), delay);
    return () => clearTimeout(timer);
  }, [text, value, onChange, delay]);
  return (
    <TextField
      size="small"
      type="search"
      fullWidth={fullWidth}
      label={label ?? t('search')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onChange(text.trim());
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /** The text of the empty value (no filter); "Any" unless given. */
  anyLabel?: string;
}

/** One typed filter of a listing; the empty value sends no filter. */
export function FilterSelect({ label, value, options, onChange, anyLabel }: FilterSelectProps) {
  const { t } = useTranslation('listing');
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      // Wide enough for the label beside the arrow ("Onboarding status" ran under it at 160 px).
      sx={{ minWidth: Math.max(160, label.length * 8 + 56) }}
    >
      <MenuItem value="">{anyLabel ?? t('any')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export interface PresetToggleProps {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}

/** Mutually exclusive presets (spec 4); clicking the chosen one clears it. */
export function PresetToggle({ label, value, options, onChange }: PresetToggleProps) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      aria-label={label}
      value={value || null}
      onChange={(_, next: string | null) => onChange(next ?? '')}
    >
      {options.map((option) => (
        <ToggleButton key={option.value} value={option.value}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
