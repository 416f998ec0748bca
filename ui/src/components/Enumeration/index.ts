export { EnumerationChip, EnumerationValue, useEnumerationLabel } from './EnumerationValue';
export { type EnumerationName, enumerationKey, type LabelValues, labelValues, spelt } from './labels';
export { englishLabel, type Tone, toneOf } from './tones';
