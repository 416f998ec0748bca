import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { FOOTER_YEAR } from '@/config/constants';
import { environments, type EnvironmentName } from '@/lib/environment';

import { ScenarioPicker } from './ScenarioPicker';

/** The company legal line (2019) and the Env label (spec 1); elsewhere than production, the scenario picker beside it. */
export function Footer({ environment }: { environment: EnvironmentName }) {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        justifyContent: 'space-between',
        px: 3,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('companyLegal', { year: FOOTER_YEAR })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {/* The mock server's scenarios, where the Env label says this is not production. */}
        {environment !== 'production' && <ScenarioPicker />}
        <Chip
          size="small"
          variant="outlined"
          label={`${t('envLabel')}: ${environments[environment].code}`}
          title={t(`environments.${environment}`)}
        />
      </Box>
    </Box>
  );
}
