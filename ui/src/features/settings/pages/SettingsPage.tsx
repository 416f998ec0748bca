import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { PageHeading } from '@/components/PageHeading';
import { type Settings, updateSettings, useSettings } from '@/lib/settings';

/** /app/users/settings: the light/dark switch and the navigation style, kept across visits. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const settings = useSettings();
  return (
    <>
      <PageHeading title={t('settingsTitle')} />
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={3}>
            <FormControl>
              <FormLabel id="mode-label">{t('mode.label')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="mode-label"
                value={settings.mode}
                onChange={(event) => updateSettings({ mode: event.target.value as Settings['mode'] })}
              >
                <FormControlLabel value="dark" control={<Radio />} label={t('mode.dark')} />
                <FormControlLabel value="light" control={<Radio />} label={t('mode.light')} />
              </RadioGroup>
            </FormControl>
            <FormControl>
              <FormLabel id="nav-label">{t('navigation.label')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="nav-label"
                value={settings.navigationStyle}
                onChange={(event) =>
                  updateSettings({ navigationStyle: event.target.value as Settings['navigationStyle'] })
                }
              >
                <FormControlLabel value="vertical" control={<Radio />} label={t('navigation.vertical')} />
                <FormControlLabel value="horizontal" control={<Radio />} label={t('navigation.horizontal')} />
              </RadioGroup>
            </FormControl>
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
