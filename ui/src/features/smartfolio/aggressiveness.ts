import type { AggressivenessLabel } from '@openapi/enums';

/** Spec 9: aggressiveness runs from 0 to 10. */
export const AGGRESSIVENESS_MIN = 0;
export const AGGRESSIVENESS_MAX = 10;

/** Spec 9's sample minimum invested, USD: what a new figure starts from and the field suggests. */
export const SAMPLE_MINIMUM_INVESTED = 500;

/**
 * The label of an aggressiveness (spec 3), two steps to a label, as the
 * server derives it (`AggressivenessLabel::of`), so the edit form shows the
 * label the save will store before it is sent.
 */
export function aggressivenessLabel(aggressiveness: number): AggressivenessLabel {
  const labels: readonly AggressivenessLabel[] = [
    'Conservative',
    'Conservative+',
    'Moderate',
    'Moderate+',
    'Aggressive',
    'Aggressive+',
  ];
  const step = Math.min(Math.max(Math.floor(aggressiveness / 2), 0), labels.length - 1);
  return labels[step] ?? 'Conservative';
}
