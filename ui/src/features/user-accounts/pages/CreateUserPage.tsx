import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membershipLevelValues } from '@openapi/enums';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';

import { ConfirmDialog } from '@/components/dialogs';
import { EnumerationValue } from '@/components/Enumeration';
import { FormPage } from '@/components/FormPage';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/field-errors';
import { hasClaim } from '@/lib/session';
import { useSession } from '@/lib/use-session';
import { showToast } from '@/lib/toast';

import { createUser } from '../api/create-user';

/** The server's rules (`CreateUserPayload`), checked first in the browser; messages are `create` keys. */
const schema = z.object({
  FirstName: z.string().trim().min(1, 'required').max(50, 'user.errors.tooLong'),
  LastName: z.string().trim().min(1, 'required').max(50, 'user.errors.tooLong'),
  Email: z
    .string()
    .trim()
    .min(1, 'required')
    .max(254, 'user.errors.email')
    .regex(/^[^\s@]+@[^\s@.][^\s@]*\.[^\s@]*[^\s@.]$/, 'user.errors.email'),
  UserName: z.string().regex(/^([A-Za-z0-9._-]{3,32})?$/, 'user.errors.userName'),
  Phone: z.string().regex(/^[0-9 +\-()]{0,20}$/, 'user.errors.phone'),
  MembershipLevel: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
});

type Form = z.infer<typeof schema>;
const FIELDS = ['FirstName', 'LastName', 'Email', 'UserName', 'Phone', 'MembershipLevel'] as const;
const EMPTY: Form = { FirstName: '', LastName: '', Email: '', UserName: '', Phone: '', MembershipLevel: 1 };

/**
 * /app/userAccounts/createUser (users.manage): Create New User. Then spec 4:
 * 'User Created Successfully', followed by 'Do you want to create another
 * user?'; yes gives an empty form, no opens the new user's details.
 */
export function CreateUserPage() {
  const { t } = useTranslation(['create', 'shell', 'userAccounts', 'common']);
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<number | null>(null);
  const form = useForm<Form>({ resolver: zodResolver(schema), defaultValues: EMPTY, mode: 'onTouched' });
  const mutation = useMutation({
    mutationFn: (values: Form) =>
      createUser({
        ...values,
        // Empty optional fields are left out (spec 4: empty fields are stripped before sending).
        UserName: values.UserName || undefined,
        Phone: values.Phone || undefined,
      }),
    onSuccess: (user) => {
      void queryClient.invalidateQueries({ queryKey: ['listUsers'] });
      showToast(t('user.created'));
      setCreated(user.UserId);
    },
    onError: (error) => applyServerErrors(error, FIELDS, form.setError),
  });
  const fieldProblem = mutation.error && !Object.keys(form.formState.errors).length ? mutation.error : null;
  const message = (error?: { message?: string; type?: string }) =>
    error?.message && (error.type === 'server' ? error.message : t(error.message as 'required', { max: 50 }));

  const text = (
    name: Exclude<(typeof FIELDS)[number], 'MembershipLevel'>,
    extra: { required?: boolean; type?: string; autoComplete?: string },
  ) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          inputRef={field.ref}
          label={t(`user.${name}`)}
          required={extra.required}
          type={extra.type}
          autoComplete={extra.autoComplete}
          error={Boolean(fieldState.error)}
          helperText={message(fieldState.error)}
          fullWidth
        />
      )}
    />
  );

  return (
    <>
      <FormPage
        title={t('shell:screens.createUser')}
        intro={t('user.intro')}
        formLabel={t('shell:screens.createUser')}
        submitLabel={t('user.submit')}
        pending={mutation.isPending}
        forbidden={hasClaim(session, 'users.manage') ? null : t('forbidden', { claim: 'users.manage' })}
        problem={
          fieldProblem ? t('serverFailed', { error: errorText(fieldProblem, t('common:errors.generic')) }) : null
        }
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        {text('FirstName', { required: true, autoComplete: 'off' })}
        {text('LastName', { required: true, autoComplete: 'off' })}
        {text('Email', { required: true, type: 'email', autoComplete: 'off' })}
        {text('UserName', { autoComplete: 'off' })}
        {text('Phone', { type: 'tel', autoComplete: 'off' })}
        <Controller
          name="MembershipLevel"
          control={form.control}
          render={({ field }) => (
            <TextField
              select
              label={t('user.MembershipLevel')}
              value={field.value}
              onChange={(event) => field.onChange(Number(event.target.value) as Form['MembershipLevel'])}
              onBlur={field.onBlur}
              inputRef={field.ref}
              fullWidth
            >
              {membershipLevelValues.map((level) => (
                <MenuItem key={level} value={level}>
                  <EnumerationValue enumeration="MembershipLevel" value={level} />
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </FormPage>
      <ConfirmDialog
        open={created !== null}
        title={t('user.anotherTitle')}
        message={t('user.another')}
        confirmLabel={t('actions.yes')}
        cancelLabel={t('actions.no')}
        onConfirm={() => {
          setCreated(null);
          mutation.reset();
          form.reset(EMPTY);
        }}
        onClose={() => {
          if (created !== null) void navigate(paths.details.user(created));
        }}
      />
    </>
  );
}
