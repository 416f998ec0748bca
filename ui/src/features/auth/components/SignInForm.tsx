import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

// The field and the hook themselves, not the Form barrel: it would bring the date pickers and the
// dialogs into the sign-in page's first load (issue 26: a cold /signin at most 200 KB).
import { FormTextField } from '@/components/Form/FormTextField';
import { type FormCheck, useCheckedForm } from '@/components/Form/use-console-form';
import { parseUsername } from '@/lib/environment';

import type { SignInInput } from '../api/sign-in';

export interface SignInFormProps {
  onSubmit: (input: SignInInput) => void;
  submitting?: boolean;
  /** The server's or the console's message after a failed attempt. */
  error?: string | null;
}

/**
 * Spec 5: both fields non-empty after trimming; each says so when left empty.
 * A plain check, not a schema: the sign-in page is every visit's first load,
 * and two required fields do not need a validator's weight (issue 26).
 */
const check: FormCheck<SignInInput> = ({ username, password }) => {
  const trimmed = username.trim();
  if (trimmed !== '' && password.trim() !== '') return { values: { username: trimmed, password } };
  return {
    problems: {
      username: trimmed === '' ? 'auth:usernameRequired' : undefined,
      password: password.trim() === '' ? 'auth:passwordRequired' : undefined,
    },
  };
};

/**
 * The sign-in fields with the spec 5 rules: both must be non-empty after
 * trimming, each marks an error when left empty on blur, and a submission
 * with either empty shows the spec's message and sends nothing.
 */
export function SignInForm({ onSubmit, submitting = false, error = null }: SignInFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const form = useCheckedForm(check, { defaultValues: { username: '', password: '' } });
  const [bothRequired, setBothRequired] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const environment = parseUsername(form.watch('username')).environment;
  const typed = (text: string) => {
    if (text.trim() !== '') setBothRequired(false);
  };

  const submit = form.handleSubmit(
    (values) => {
      if (!submitting) onSubmit(values);
    },
    () => setBothRequired(true),
  );
  const message = bothRequired ? t('auth:bothRequired') : error;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={t('auth:title')}>
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
      <FormTextField
        control={form.control}
        name="username"
        label={t('auth:username')}
        autoComplete="username"
        // The page has one task; starting in its first field is what staff expect.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        onValueChange={typed}
        helperText={t('auth:environmentHint')}
        // Required without MUI's asterisk, so the accessible name is exactly the label.
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none', 'aria-required': true } }}
      />
      {environment.name !== 'production' && (
        <Chip
          color="warning"
          variant="outlined"
          label={t('auth:environment', { name: t(`common:environments.${environment.name}`) })}
          sx={{ alignSelf: 'flex-start' }}
        />
      )}
      <FormTextField
        control={form.control}
        name="password"
        label={t('auth:password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        onValueChange={typed}
        slotProps={{
          htmlInput: { 'aria-required': true },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={showPassword ? t('auth:hidePassword') : t('auth:showPassword')}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((shown) => !shown)}
                  edge="end"
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={submitting}
        startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {submitting ? t('auth:submitting') : t('auth:submit')}
      </Button>
    </Stack>
  );
}
