import enumerations from '@/i18n/en/enums.json';

import type { EnumerationName } from './labels';

/** What a value means to the reader, and so its chip's colour. */
export type Tone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

// By the English label's words, so every enumeration is toned by one rule and
// a new value of a known kind ("Funding pending") needs no entry.
const toneWords: readonly (readonly [Tone, RegExp])[] = [
  ['error', /\b(error|rejected|failed|break)\b/i],
  ['neutral', /\b(cancelled|canceled|skipped|unknown|not set|replaced|closed)\b/i],
  ['warning', /\b(pending|reviewing|hold|waiting|required|partial|partially)\b/i],
  ['info', /\b(submitted|enqueued|running|on open|new|open)\b/i],
  ['success', /\b(complete|completed|passed|approved|verified|invested|filled|fill|matched)\b/i],
];

/** The English label of an enumeration value, or the value itself when it has none. */
export function englishLabel(enumeration: EnumerationName, value: string): string {
  const labels: Record<string, string> = enumerations[enumeration];
  return labels[value] ?? value;
}

/** The tone of an enumeration value: the first rule its English label matches. */
export function toneOf(enumeration: EnumerationName, value: string): Tone {
  const label = englishLabel(enumeration, value);
  return toneWords.find(([, words]) => words.test(label))?.[0] ?? 'neutral';
}
