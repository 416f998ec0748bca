import type { ParseKeys } from 'i18next';

import { paths } from '@/config/paths';
import type { ClaimName } from '@/lib/session';

export interface NavItem {
  /** The shell translation key of the label. */
  label: ParseKeys<'shell'>;
  to: string;
  /** Shown only to users carrying this claim (spec 6); absent means always shown. */
  claim?: ClaimName;
}

/** The side menu (spec 2, 6). */
export const navItems: NavItem[] = [
  { label: 'menu.tradingAccounts', to: paths.tradingAccounts.listing, claim: 'tradingAccount.viewList' },
];
