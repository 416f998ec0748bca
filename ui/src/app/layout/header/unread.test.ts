// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { BADGE_MAX, unreadShown } from './unread';

describe('unreadShown', () => {
  it('shows nothing at none', () => {
    expect(unreadShown(0)).toBeUndefined();
  });

  it('shows the count up to the badge’s maximum, then the maximum and a plus', () => {
    expect(unreadShown(1)).toBe('1');
    expect(unreadShown(BADGE_MAX)).toBe('99');
    expect(unreadShown(BADGE_MAX + 1)).toBe('99+');
  });
});
