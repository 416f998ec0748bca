import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { parseUsername } from '@/lib/environment';

import type { SignInInput } from '../api/sign-in';

export interface SignInFormProps {
  onSubmit: (input: SignInInput) => void;
  submitting?: boolean;
  /** The server's or the console's message after a failed attempt. */
  error?: string | null;
}

type Field = keyof SignInInput;

/**
 * The sign-in fields with the spec 5 rules: both must be non-empty after
 * trimming, each marks an error when left empty on blur, and a submission
 * with either empty shows the spec's message and sends nothing.
 */
export function SignInForm({ onSubmit, submitting = false, error = null }: SignInFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const [values, setValues] = useState<SignInInput>({ username: '', password: '' });
  const [blurredEmpty, setBlurredEmpty] = useState<Record<Field, boolean>>({ username: false, password: false });
  const [bothRequired, setBothRequired] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  const isEmpty = (field: Field) => values[field].trim() === '';
  const environment = parseUsername(values.username).environment;

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (value.trim() !== '') {
      setBlurredEmpty((current) => ({ ...current, [field]: false }));
      setBothRequired(false);
    }
  };
  const blur = (field: Field) => () => setBlurredEmpty((current) => ({ ...current, [field]: isEmpty(field) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (isEmpty('username') || isEmpty('password')) {
      setBothRequired(true);
      setBlurredEmpty({ username: isEmpty('username'), password: isEmpty('password') });
      return;
    }
    onSubmit({ username: values.username.trim(), password: values.password });
  };

  const message = bothRequired ? t('auth:bothRequired') : error;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={t('auth:title')}>
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
      <TextField
        label={t('auth:username')}
        name="username"
        autoComplete="username"
        // The page has one task; starting in its first field is what staff expect.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        value={values.username}
        onChange={change('username')}
        onBlur={blur('username')}
        error={blurredEmpty.username}
        helperText={blurredEmpty.username ? t('auth:usernameRequired') : t('auth:environmentHint')}
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
      <TextField
        label={t('auth:password')}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        value={values.password}
        onChange={change('password')}
        onBlur={blur('password')}
        error={blurredEmpty.password}
        helperText={blurredEmpty.password ? t('auth:passwordRequired') : ' '}
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
