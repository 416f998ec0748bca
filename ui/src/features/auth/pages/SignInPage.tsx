import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';

import { useDocumentTitle } from '@/components/document-title';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';

import { SignInError, useSignIn } from '../api/sign-in';
import { SignInForm } from '../components/SignInForm';

const demoAccounts = ['admin', 'analyst', 'compliance', 'customer'] as const;

/** /signin (spec 2, 4, 5). */
export function SignInPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const session = useSession();
  const signIn = useSignIn();
  useDocumentTitle(t('auth:title'));

  if (session && !signIn.isPending) return <Navigate to={paths.root} replace />;

  const error = (() => {
    if (!signIn.error) return null;
    if (signIn.error instanceof SignInError) {
      if (signIn.error.reason === 'notAuthorized') return t('auth:notAuthorized');
      return signIn.error.message || t('auth:failed');
    }
    // fetch rejects with a TypeError when the server cannot be reached.
    return t('common:errors.network');
  })();

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <LanguageSwitcher />
        </Box>
        <Card variant="outlined">
          <CardContent sx={{ p: 4 }}>
            <Typography variant="overline" color="primary" component="p">
              {t('common:appName')}
            </Typography>
            <Typography variant="h1" component="h1" gutterBottom>
              {t('auth:title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {t('auth:subtitle')}
            </Typography>
            <SignInForm
              submitting={signIn.isPending}
              error={error}
              onSubmit={(input) => signIn.mutate(input, { onSuccess: () => navigate(paths.root, { replace: true }) })}
            />
            <Divider sx={{ my: 3 }} />
            <Box component="section" aria-labelledby="demo-accounts">
              <Typography id="demo-accounts" variant="subtitle2" component="h2">
                {t('auth:demoTitle')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('auth:demoIntro')}
              </Typography>
              <Box component="ul" sx={{ m: 0, mt: 1, ps: 2.5 }}>
                {demoAccounts.map((account) => (
                  <Typography component="li" variant="body2" key={account}>
                    <Box component="code" sx={{ fontWeight: 600 }}>
                      {account}
                    </Box>
                    {' — '}
                    {t(`auth:demo.${account}`)}
                  </Typography>
                ))}
              </Box>
            </Box>
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
}
