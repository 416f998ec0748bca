// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { periodText } from './period';

describe('periodText', () => {
  it('names a day or a week by its first day, and a month by month and year', () => {
    expect(periodText('2026-03-02', 'day')).toBe('03/02/2026');
    expect(periodText('2026-03-02', 'week')).toBe('03/02/2026');
    expect(periodText('2026-03-01', 'month')).toBe('03/2026');
  });
});
