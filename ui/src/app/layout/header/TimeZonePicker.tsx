import PublicIcon from '@mui/icons-material/Public';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { setTimeZone, useTimeZone } from '@/lib/time-zone-store';
import { offsetTextOf, searchTimeZones, timeZoneChoices, timeZoneLabel } from '@/lib/time-zones';
import { showToast } from '@/lib/toast';

import { useDropdowns } from './dropdowns';
import { HeaderDropdown } from './HeaderDropdown';

/** How long the list stays open after a choice, so the highlight is seen (spec 9). */
export const TIME_ZONE_CLOSE_DELAY_MS = 500;

/** The list and its search; mounted while open, so each opening starts with an empty search. */
function TimeZonePanel() {
  const { t, i18n } = useTranslation('shell');
  const { dispatch } = useDropdowns();
  const current = useTimeZone();
  const [search, setSearch] = useState('');
  const searchBox = useRef<HTMLInputElement>(null);
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    // Keyboard users land in the search box when the panel opens.
    searchBox.current?.focus();
    return () => clearTimeout(closing.current);
  }, []);

  const entries = useMemo(
    () => timeZoneChoices.map((choice) => ({ ...choice, label: timeZoneLabel(choice, i18n.language) })),
    [i18n.language],
  );
  const matches = searchTimeZones(entries, search);

  const choose = (entry: (typeof entries)[number]) => {
    // The offset text is characters 3 to 9 of the entry (spec 2).
    setTimeZone({ zone: entry.zone, offset: offsetTextOf(entry.label) });
    showToast(t('timeZone.changed', { zone: entry.label }));
    clearTimeout(closing.current);
    closing.current = setTimeout(() => dispatch({ type: 'close', id: 'timeZone' }), TIME_ZONE_CLOSE_DELAY_MS);
  };

  return (
    <>
      <Box sx={{ p: 1.5, pb: 0.5 }}>
        <TextField
          size="small"
          fullWidth
          inputRef={searchBox}
          label={t('timeZone.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Box>
      <List dense aria-label={t('timeZone.list')} sx={{ maxHeight: 360, overflow: 'auto' }}>
        {matches.map((entry) => {
          const active = entry.zone === current.zone;
          return (
            <ListItem key={entry.zone} disablePadding>
              <ListItemButton
                selected={active}
                aria-current={active ? 'true' : undefined}
                onClick={() => choose(entry)}
              >
                <ListItemText
                  primary={
                    <>
                      {/* The offset stays left to right inside an Arabic entry. */}
                      <Box component="span" dir="ltr" sx={{ unicodeBidi: 'isolate' }}>
                        {entry.label.slice(0, 9)}
                      </Box>
                      {entry.label.slice(9)}
                    </>
                  }
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {matches.length === 0 && (
        <Typography color="text.secondary" sx={{ px: 2, pb: 1.5 }}>
          {t('timeZone.noMatch')}
        </Typography>
      )}
    </>
  );
}

/** The header's time-zone picker (spec 2, 9). */
export function TimeZonePicker() {
  const { t } = useTranslation('shell');
  const current = useTimeZone();
  return (
    <HeaderDropdown
      id="timeZone"
      label={t('timeZone.button', { offset: `UTC${current.offset}` })}
      popupRole="dialog"
      width={380}
      button={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <PublicIcon />
          <Typography variant="body2" component="span" sx={{ display: { xs: 'none', md: 'inline' } }} dir="ltr">
            UTC{current.offset}
          </Typography>
        </Box>
      }
    >
      <TimeZonePanel />
    </HeaderDropdown>
  );
}
