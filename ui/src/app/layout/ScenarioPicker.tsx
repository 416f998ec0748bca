import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { type Scenario, useMockScenarios, useMockSession, useSetMockScenario } from '@/lib/mock-control';

/**
 * The mock server's named scenarios (`GET /__mock/scenarios`), beside the Env
 * label in non-production environments: a designer or tester picks one and
 * the console shows that state at once, at the route where it shows (the
 * session starts over in it, as `PUT /__mock/scenario` does). Against a real
 * backend there are no scenarios, and the picker stays away.
 */
export function ScenarioPicker() {
  const { t } = useTranslation('offline');
  const scenarios = useMockScenarios();
  const session = useMockSession();
  const choose = useSetMockScenario();
  const navigate = useNavigate();
  if (!scenarios.data || !session.data) return null;
  const pick = (name: Scenario) => {
    const route = scenarios.data.find((entry) => entry.name === name)?.route;
    choose.mutate(name, {
      // Sign-in shows a scenario once signed out; every other route opens at once.
      onSuccess: () => void (route?.startsWith('/app') && navigate(route)),
    });
  };
  return (
    <TextField
      select
      size="small"
      label={t('scenario.label')}
      value={session.data.scenario}
      disabled={choose.isPending}
      error={choose.isError}
      helperText={choose.isError ? t('scenario.failed') : undefined}
      onChange={(event) => pick(event.target.value as Scenario)}
      sx={{ minWidth: 220, maxWidth: '100%' }}
    >
      {scenarios.data.map((entry) => (
        <MenuItem key={entry.name} value={entry.name}>
          {t(`scenario.names.${entry.name}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
