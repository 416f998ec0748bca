import { MembershipLevel, membershipLevelValues } from '@openapi/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';

import { ConfirmDialog } from '@/components/dialogs';
import { EnumerationValue } from '@/components/Enumeration';
import { FormPage, FormSelectField, FormTextField, useZodForm } from '@/components/Form';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/field-errors';
import { showToast } from '@/lib/toast';

import { useCreateUser } from '../api/create-user';

/** The server's rules (`CreateUserPayload`), checked first in the browser; messages are `create` keys. */
const schema = z.object({
  FirstName: z.string().trim().min(1, 'create:required').max(50, 'create:user.errors.tooLong'),
  LastName: z.string().trim().min(1, 'create:required').max(50, 'create:user.errors.tooLong'),
  Email: z
    .string()
    .trim()
    .min(1, 'create:required')
    .max(254, 'create:user.errors.email')
    .regex(/^[^\s@]+@[^\s@.][^\s@]*\.[^\s@]*[^\s@.]$/, 'create:user.errors.email'),
  UserName: z.string().regex(/^([A-Za-z0-9._-]{3,32})?$/, 'create:user.errors.userName'),
  Phone: z.string().regex(/^[0-9 +\-()]{0,20}$/, 'create:user.errors.phone'),
  MembershipLevel: z.literal(membershipLevelValues),
});

type Form = z.input<typeof schema>;
const FIELDS = ['FirstName', 'LastName', 'Email', 'UserName', 'Phone', 'MembershipLevel'] as const;
const EMPTY: Form = {
  FirstName: '',
  LastName: '',
  Email: '',
  UserName: '',
  Phone: '',
  MembershipLevel: MembershipLevel.Free,
};

/**
 * /app/userAccounts/createUser (users.manage): Create New User. Then spec 4:
 * 'User Created Successfully', followed by 'Do you want to create another
 * user?'; yes gives an empty form, no opens the new user's details.
 */
export function CreateUserPage() {
  const { t } = useTranslation(['create', 'shell', 'userAccounts', 'common']);
  const navigate = useNavigate();
  const [created, setCreated] = useState<number | null>(null);
  const form = useZodForm(schema, { defaultValues: EMPTY });
  const mutation = useCreateUser();
  const text = (name: Exclude<(typeof FIELDS)[number], 'MembershipLevel'>, required = false, type?: string) => (
    <FormTextField
      control={form.control}
      name={name}
      label={t(`user.${name}`)}
      required={required}
      type={type}
      autoComplete="off"
      messageValues={{ max: 50 }}
    />
  );

  return (
    <>
      <FormPage
        title={t('shell:screens.createUser')}
        intro={t('user.intro')}
        submitLabel={t('user.submit')}
        claim="users.manage"
        mutation={mutation}
        fieldErrors={form.formState.errors}
        onSubmit={form.handleSubmit((values) =>
          mutation.mutate(
            // Empty optional fields are left out (spec 4: empty fields are stripped before sending).
            { ...values, UserName: values.UserName || undefined, Phone: values.Phone || undefined },
            {
              onSuccess: (user) => {
                showToast(t('user.created'));
                setCreated(user.UserId);
              },
              onError: (error) => applyServerErrors(error, FIELDS, form.setError),
            },
          ),
        )}
      >
        {text('FirstName', true)}
        {text('LastName', true)}
        {text('Email', true, 'email')}
        {text('UserName')}
        {text('Phone', false, 'tel')}
        <FormSelectField
          control={form.control}
          name="MembershipLevel"
          label={t('user.MembershipLevel')}
          options={membershipLevelValues.map((level) => ({
            value: level,
            label: <EnumerationValue enumeration="MembershipLevel" value={level} />,
          }))}
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
