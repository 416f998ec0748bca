import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';
import { useNetworkError, networkErrorStore } from '@/lib/network-status';
import { endImpersonation, type Session } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { checkVersion, clearBrowserCaches, type VersionState } from '@/lib/version';

import { useStableNavigate } from './stable-navigate';

/**
 * A visible banner while impersonating, naming the customer, with the way
 * back (spec 6) to where the impersonation started: that customer's details,
 * or whichever page was open (the landing page if none was kept).
 */
export function ImpersonationBanner({ session }: { session: Session }) {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const navigate = useStableNavigate();
  if (!session.staff) return null;
  return (
    <Alert
      severity="warning"
      variant="filled"
      sx={{ borderRadius: 0, color: 'common.black' }}
      action={
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          onClick={() => {
            const returnTo = endImpersonation(session);
            queryClient.clear();
            void navigate(returnTo?.startsWith(`${paths.app}/`) ? returnTo : paths.root, { replace: true });
            showToast(t('impersonation.ended'));
          }}
        >
          {t('impersonation.stop')}
        </Button>
      }
    >
      {t('impersonation.banner', {
        name: session.user.FullName,
        userName: session.user.UserName,
        staff: session.user.Impersonator?.FullName ?? session.staff.user.FullName,
      })}
    </Alert>
  );
}

/** The network-error state (spec 4): shown while calls cannot reach the server. */
export function NetworkErrorBanner() {
  const { t } = useTranslation();
  const failing = useNetworkError();
  const queryClient = useQueryClient();
  if (!failing) return null;
  return (
    <Alert
      severity="error"
      sx={{ borderRadius: 0 }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            networkErrorStore.set(false);
            void queryClient.refetchQueries({ type: 'active' });
          }}
        >
          {t('actions.retry')}
        </Button>
      }
    >
      {t('errors.network')}
    </Alert>
  );
}

/**
 * The version check (spec 4): when /meta.json names a newer version, advise a
 * refresh; the action clears the browser caches and leaves the reload to the user.
 */
export function VersionNotice({ check = checkVersion }: { check?: typeof checkVersion }) {
  const { t } = useTranslation('shell');
  const [state, setState] = useState<VersionState>('loading');
  const [deployed, setDeployed] = useState<string>();
  const [cleared, setCleared] = useState(false);
  useEffect(() => {
    let live = true;
    void check().then((result) => {
      if (!live) return;
      setState(result.state);
      setDeployed(result.deployed);
    });
    return () => {
      live = false;
    };
  }, [check]);
  if (state !== 'outdated') return null;
  return (
    <Alert
      severity="info"
      sx={{ borderRadius: 0 }}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={cleared}
          onClick={() =>
            void clearBrowserCaches().then(() => {
              setCleared(true);
              showToast(t('version.cleared'), 'info');
            })
          }
        >
          {t('version.refresh')}
        </Button>
      }
    >
      {cleared ? t('version.reload') : t('version.outdated', { version: deployed })}
    </Alert>
  );
}
