import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { SearchField } from '@/components/DataTable';
import { MessageDialog } from '@/components/dialogs';
import { FormDialog, FormSelectField, useZodForm } from '@/components/Form';
import { RetryAlert } from '@/components/RetryAlert';
import { useRoleText } from '@/components/role-text';
import { errorText } from '@/lib/api-client';
import { SEARCH_DEBOUNCE_MS } from '@/lib/use-debounced';

import { roleChanges, useAssignUserRoles } from '../api/assign-user-roles';
import { type RoleUser, useRoleUsers } from '../api/get-role-users';
import { useRoles } from '../api/get-roles';
import { useUserSearch } from '../api/search-users';
import { TransferList } from './TransferList';

export interface ManageUsersDialogProps {
  onClose: () => void;
}

const schema = z.object({ role: z.string().min(1, 'roles:messages.selectRole') });

const byId = (users: readonly RoleUser[]) => new Set(users.map((user) => user.id));

/**
 * Manage Users (spec 2, 4, 7): pick a role, find users (debounced 200 ms by the search box, at
 * most ten), move them between 'Unassigned users' list' and 'Assgined users
 * list', and save. A failure is shown here, not in a browser alert.
 */
export function ManageUsersDialog({ onClose }: ManageUsersDialogProps) {
  const { t } = useTranslation('roles');
  const roleText = useRoleText();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const roles = useRoles();
  const form = useZodForm(schema, { defaultValues: { role: '' } });
  const role = form.watch('role');
  const [search, setSearch] = useState('');
  // The assigned list as the user arranged it; null until they move someone.
  const [assigned, setAssigned] = useState<RoleUser[] | null>(null);
  const members = useRoleUsers(role);
  const found = useUserSearch(search, true);
  const assign = useAssignUserRoles();

  const before = role ? (members.data?.users ?? []) : [];
  const right = assigned ?? before;
  const inRight = byId(right);
  // Members taken off the list stay in sight on the left, ahead of the search results.
  const removed = before.filter((user) => !inRight.has(user.id));
  const left = [
    ...removed,
    ...(found.data ?? []).filter((user) => !inRight.has(user.id) && !byId(removed).has(user.id)),
  ];

  const close = () => {
    assign.reset();
    onClose();
  };
  // Spec 5: nothing is sent without a role ('Please select a Role', once, on the field).
  const submit = form.handleSubmit((values) =>
    assign.mutate(roleChanges(values.role, before, right), { onSuccess: () => setAssigned(null) }),
  );

  const userLabel = (user: RoleUser) => user.userName;
  const userDetail = (user: RoleUser) => (user.customer ? t('users.customer', { name: user.fullName }) : user.fullName);

  return (
    <>
      <FormDialog
        title={t('users.title')}
        onSubmit={submit}
        onClose={close}
        submitLabel={t('actions.update')}
        cancelLabel={t('actions.close')}
        pending={assign.isPending}
        problem={
          assign.isError && (
            <>
              <AlertTitle>{t('messages.failedToUpdate')}</AlertTitle>
              {errorText(assign.error, '')}
            </>
          )
        }
        maxWidth="md"
        fullScreen={phone}
      >
        <FormSelectField
          control={form.control}
          name="role"
          label={t('users.role')}
          options={[
            { value: '', label: <em>{t('users.none')}</em> },
            ...(roles.data ?? []).map((option) => ({ value: option.name, label: roleText.name(option.name) })),
          ]}
          onValueChange={() => {
            setAssigned(null);
            assign.reset();
          }}
          sx={{ maxWidth: { sm: 320 } }}
        />
        {members.isError && (
          <RetryAlert onRetry={members.refetch} error={members.error}>
            {t('messages.membersFailed', { error: errorText(members.error, '') })}
          </RetryAlert>
        )}
        {members.data && members.data.total > members.data.users.length && (
          <Alert severity="info">
            {t('users.firstMembers', { shown: members.data.users.length, total: members.data.total })}
          </Alert>
        )}
        <TransferList
          leftTitle={t('users.unassigned')}
          rightTitle={t('users.assigned')}
          left={left}
          right={right}
          itemKey={(user) => user.id}
          primary={userLabel}
          secondary={userDetail}
          onChange={(_, next) => setAssigned(next)}
          leftEmpty={found.isError ? t('messages.searchFailed') : t('users.noMatches')}
          rightEmpty={role ? t('users.noMembers') : t('users.chooseRole')}
          leftLoading={found.isPending}
          rightLoading={role !== '' && members.isPending}
          disabled={assign.isPending}
          leftHeader={
            <Box sx={{ mt: 1 }}>
              <SearchField
                value={search}
                onChange={setSearch}
                label={t('users.search')}
                delay={SEARCH_DEBOUNCE_MS}
                fullWidth
              />
            </Box>
          }
        />
        <Typography variant="caption" color="text.secondary">
          {t('users.hint')}
        </Typography>
      </FormDialog>
      <MessageDialog
        open={assign.isSuccess}
        message={t('messages.listUpdated')}
        okLabel={t('actions.ok')}
        onClose={() => assign.reset()}
      />
    </>
  );
}
