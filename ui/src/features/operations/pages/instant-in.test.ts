// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { instantIn } from './OperationsPages';

describe('instantIn', () => {
  it('reads a wall-clock time in the chosen zone offset', () => {
    expect(instantIn('2026-11-20', '09:00', '+00:00')).toBe('2026-11-20T09:00:00Z');
    expect(instantIn('2026-11-20', '09:00', '+05:30')).toBe('2026-11-20T03:30:00Z');
    expect(instantIn('2026-11-20', '21:15', '-08:00')).toBe('2026-11-21T05:15:00Z');
  });

  it('refuses an incomplete time', () => {
    expect(instantIn('2026-11-20', '', '+00:00')).toBeNull();
  });
});
