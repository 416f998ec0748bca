// @vitest-environment node
import { aggressivenessLabelValues } from '@openapi/enums';
import { describe, expect, it } from 'vitest';

import { aggressivenessLabel } from './aggressiveness';

describe('aggressivenessLabel', () => {
  it('gives two steps to each label and 10 alone to Aggressive+, as the server does', () => {
    const labels = Array.from({ length: 11 }, (_, value) => aggressivenessLabel(value));
    expect(labels).toEqual([
      'Conservative',
      'Conservative',
      'Conservative+',
      'Conservative+',
      'Moderate',
      'Moderate',
      'Moderate+',
      'Moderate+',
      'Aggressive',
      'Aggressive',
      'Aggressive+',
    ]);
    expect(new Set(labels)).toEqual(new Set(aggressivenessLabelValues));
  });
});
