import { formatDay } from '@/lib/format';

import type { SignUpInterval } from '../api/get-sign-up-report';

/** A bucket's name: its day (MM/DD/YYYY), the Monday of its week, or its month (MM/YYYY). */
export function periodText(start: string, interval: SignUpInterval): string {
  if (interval === 'month') {
    const match = /^(\d{4})-(\d{2})/.exec(start);
    return match ? `${match[2]}/${match[1]}` : start;
  }
  return formatDay(start);
}
