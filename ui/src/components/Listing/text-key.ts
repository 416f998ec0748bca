import type { ParseKeys } from 'i18next';

import type { Namespace } from '@/i18n/resources';

/** A translation key with its namespace, checked at compile time: `trades:columns.Symbol`. */
export type TextKey = ParseKeys<Namespace[]>;
