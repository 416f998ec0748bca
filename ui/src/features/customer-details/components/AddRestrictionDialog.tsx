import { accountPermissionValues } from '@openapi/enums';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { EnumerationValue } from '@/components/Enumeration';
import { chosen, FormDialog, FormSelectField, FormTextField, useServerErrors, useZodForm } from '@/components/Form';
import { errorText } from '@/lib/api-client';

import { useAddUserRestriction } from '../api/add-user-restriction';

const REASON_MAX = 200;

/** A restriction as the server takes it (`SelectiveRestrictionPayload`): a permission and a reason of at most 200 characters. */
const schema = z.object({
  permission: chosen(z.literal(accountPermissionValues), 'customerDetails:restrictions.permissionRequired'),
  reason: z
    .string()
    .trim()
    .min(1, 'customerDetails:restrictions.reasonRequired')
    .max(REASON_MAX, 'customerDetails:restrictions.reasonTooLong'),
});

/** The fields the server may name in a refusal (`errors`). */
const FIELDS = ['permission', 'reason'] as const;

/**
 * Add a restriction: a permission and a reason. A refusal shows on the field
 * it concerns (a reason too long), else above the fields (the permission is
 * already restricted), and keeps what was chosen and typed.
 */
export function AddRestrictionDialog(props: { userId: number; onClose: () => void; onAdded: () => void }) {
  const { t } = useTranslation('customerDetails');
  const form = useZodForm(schema, { defaultValues: { permission: '', reason: '' } });
  const add = useAddUserRestriction(props.userId);
  const serverErrors = useServerErrors(form.setError, FIELDS);
  const close = () => {
    add.reset();
    props.onClose();
  };
  return (
    <FormDialog
      title={t('restrictions.addTitle')}
      onSubmit={form.handleSubmit((values) =>
        add.mutate(values, {
          onSuccess: props.onAdded,
          onError: serverErrors.onError,
        }),
      )}
      onClose={close}
      submitLabel={t('restrictions.save')}
      cancelLabel={t('restrictions.cancel')}
      pending={add.isPending}
      problem={add.isError && !serverErrors.placed ? errorText(add.error, t('restrictions.failed')) : null}
    >
      <FormSelectField
        control={form.control}
        name="permission"
        label={t('restrictions.permission')}
        required
        options={accountPermissionValues.map((value) => ({
          value,
          label: <EnumerationValue enumeration="AccountPermission" value={value} />,
        }))}
      />
      <FormTextField
        control={form.control}
        name="reason"
        label={t('restrictions.reason')}
        required
        multiline
        minRows={2}
        helperText={t('restrictions.reasonHelp')}
      />
    </FormDialog>
  );
}
