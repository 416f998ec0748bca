import { formatDateTime } from '@/lib/format';
import { useTimeZone } from '@/lib/time-zone-store';
import { useLanguage } from '@/lib/use-language';

import { Ltr } from './Ltr';

/**
 * A date and time as the console shows them (MM/DD/YYYY hh:mm A in the
 * chosen zone, spec 9, with the language's own AM/PM marker), a
 * left-to-right run on one line, so that in Arabic the parts keep their order.
 */
export function DateTimeText({ value }: { value: string | null | undefined }) {
  const zone = useTimeZone();
  const language = useLanguage();
  return <Ltr>{formatDateTime(value, zone, language)}</Ltr>;
}
