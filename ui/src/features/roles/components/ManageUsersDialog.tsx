import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MessageDialog } from '@/components/dialogs';
import { useRoleText } from '@/components/role-text';
import { errorText } from '@/lib/api-client';

import { roleChanges, useAssignUserRoles } from '../api/assign-user-roles';
import { type RoleUser, useRoleUsers } from '../api/get-role-users';
import { useRoles } from '../api/get-roles';
import { useUserSearch } from '../api/search-users';
import { TransferList } from './TransferList';

export interface ManageUsersDialogProps {
  onClose: () => void;
}

const byId = (users: readonly RoleUser[]) => new Set(users.map((user) => user.id));

/**
 * Manage Users (spec 2, 4, 7): pick a role, find users (debounced 200 ms, at
 * most ten), move them between 'Unassigned users' list' and 'Assgined users
 * list', and save. A failure is shown here, not in a browser alert.
 */
export function ManageUsersDialog({ onClose }: ManageUsersDialogProps) {
  const { t } = useTranslation('roles');
  const roleText = useRoleText();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const roles = useRoles();
  const [role, setRole] = useState('');
  const [search, setSearch] = useState('');
  // The assigned list as the user arranged it; null until they move someone.
  const [assigned, setAssigned] = useState<RoleUser[] | null>(null);
  const [noRole, setNoRole] = useState(false);
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

  const chooseRole = (next: string) => {
    setRole(next);
    setAssigned(null);
    setNoRole(false);
    assign.reset();
  };
  const close = () => {
    assign.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec 5: nothing is sent without a role.
    if (!role) {
      setNoRole(true);
      return;
    }
    assign.mutate(roleChanges(role, before, right), { onSuccess: () => setAssigned(null) });
  };

  const userLabel = (user: RoleUser) => user.userName;
  const userDetail = (user: RoleUser) => (user.customer ? t('users.customer', { name: user.fullName }) : user.fullName);

  return (
    <>
      <Dialog
        open
        onClose={assign.isPending ? undefined : close}
        aria-labelledby={titleId}
        maxWidth="md"
        fullScreen={phone}
      >
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{t('users.title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <TextField
                select
                label={t('users.role')}
                value={role}
                onChange={(event) => chooseRole(event.target.value)}
                error={noRole}
                helperText={noRole ? t('messages.selectRole') : ' '}
                sx={{ maxWidth: { sm: 320 } }}
              >
                <MenuItem value="">
                  <em>{t('users.none')}</em>
                </MenuItem>
                {(roles.data ?? []).map((option) => (
                  <MenuItem key={option.id} value={option.name}>
                    {roleText.name(option.name)}
                  </MenuItem>
                ))}
              </TextField>
              {noRole && <Alert severity="warning">{t('messages.selectRole')}</Alert>}
              {members.isError && (
                <Alert severity="error">{t('messages.membersFailed', { error: errorText(members.error, '') })}</Alert>
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
                  <TextField
                    size="small"
                    type="search"
                    fullWidth
                    label={t('users.search')}
                    value={search}
                    onChange={(event) => setSearch(event.target.value)}
                    sx={{ mt: 1 }}
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
                }
              />
              <Typography variant="caption" color="text.secondary">
                {t('users.hint')}
              </Typography>
              {assign.isError && (
                <Alert severity="error" role="alert">
                  <AlertTitle>{t('messages.failedToUpdate')}</AlertTitle>
                  {errorText(assign.error, '')}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={assign.isPending}>
              {t('actions.close')}
            </Button>
            <Button type="submit" variant="contained" loading={assign.isPending}>
              {t('actions.update')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <MessageDialog
        open={assign.isSuccess}
        message={t('messages.listUpdated')}
        okLabel={t('actions.ok')}
        onClose={() => assign.reset()}
      />
    </>
  );
}
