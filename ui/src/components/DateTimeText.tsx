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
    <span dir="ltr" style={ONE_LINE_LTR}>
      {formatDateTime(value, zone)}
    </span>
  );
}

// A plain style, not `sx`: a listing draws this in every row, and a page turn
// spent much of its time serialising the same styles (issue 12: click to rows).
const ONE_LINE_LTR = { whiteSpace: 'nowrap', unicodeBidi: 'isolate' } as const;
