import type { ReactNode } from 'react';

import { formatDay, formatNumber, formatUsd } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

// Plain styles, not `sx`: listings draw these in every row (issue 12: click to rows).
const ONE_LINE = { whiteSpace: 'nowrap' } as const;
const WRAPPING = {} as const;

/**
 * The one way the console shows a number, an amount, a date, an id or a code
 * inside text of either direction: a left-to-right isolate (`<bdi dir="ltr">`),
 * so in Arabic "$-2,637.63 US" reads "-2,637.63 US$" and a date keeps its
 * order; on one line unless `wrap`, so a currency never breaks from its digits.
 * Plain-text places (accessible names, chart labels, translated templates)
 * use `isolateLtr` from `lib/format` instead.
 */
export function Ltr({ children, wrap = false }: { children: ReactNode; wrap?: boolean }) {
  return (
    <bdi dir="ltr" style={wrap ? WRAPPING : ONE_LINE}>
      {children}
    </bdi>
  );
}

/** US dollars in the reader's format, thousands always grouped (deviation I3), as a left-to-right run. */
export function Money({ amount }: { amount: number }) {
  const language = useLanguage();
  return <Ltr>{formatUsd(amount, language)}</Ltr>;
}

/** A count or quantity in the reader's format, as a left-to-right run. */
export function Count({ value }: { value: number }) {
  const language = useLanguage();
  return <Ltr>{formatNumber(value, language)}</Ltr>;
}

/** A calendar day as MM/DD/YYYY (spec 9), as a left-to-right run; empty for none. */
export function Day({ value }: { value: string | null | undefined }) {
  return <Ltr>{formatDay(value)}</Ltr>;
}
