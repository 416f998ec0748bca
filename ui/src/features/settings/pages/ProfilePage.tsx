import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { PageHeading } from '@/components/PageHeading';
import { useRoleText } from '@/components/role-text';
import { formatList } from '@/lib/format';
import { useSession } from '@/lib/use-session';

/** /app/users/profiles: who is signed in, with their roles and permissions. */
export function ProfilePage() {
  const { t, i18n } = useTranslation('settings');
  const roleText = useRoleText();
  const session = useSession();
  if (!session) return null;
  const { user } = session;
  const rows: [string, string][] = [
    [t('fields.fullName'), user.FullName],
    [t('fields.userName'), user.UserName],
    [t('fields.email'), user.Email],
    [t('fields.roles'), formatList(user.Roles.map(roleText.name), i18n.language)],
  ];
  return (
    <>
      <PageHeading title={t('profileTitle')} />
      <Card variant="outlined">
        <CardContent>
          <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
            {rows.map(([label, value]) => (
              <div key={label}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </div>
            ))}
          </Stack>
          <Typography variant="subtitle2" component="h2" sx={{ mt: 3, mb: 1 }}>
            {t('permissions')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {user.Claims.map((claim) => (
              <Chip key={claim} label={claim} size="small" variant="outlined" />
            ))}
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
