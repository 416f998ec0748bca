import Box from '@mui/material/Box';

import { formatDateTime } from '@/lib/format';
import { useTimeZone } from '@/lib/time-zone-store';

/**
 * A date and time as the console shows them (MM/DD/YYYY hh:mm A in the
 * chosen zone, spec 9), kept left to right and on one line, so that in
 * Arabic the parts do not swap places.
 */
export function DateTimeText({ value }: { value: string | null | undefined }) {
  const zone = useTimeZone();
  return (
    <Box component="span" dir="ltr" sx={{ whiteSpace: 'nowrap', unicodeBidi: 'isolate' }}>
      {formatDateTime(value, zone)}
    </Box>
  );
}
