// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { ApiProblem } from '@/lib/api-client';

import { isMissing, parseRecordId, retryUnlessMissing } from './record-id';

describe('parseRecordId: the one id parser of every detail screen', () => {
  it('takes a positive whole number', () => {
    expect(parseRecordId('1')).toEqual({ ok: true, id: 1 });
    expect(parseRecordId('400000')).toEqual({ ok: true, id: 400000 });
    expect(parseRecordId('999999999999999')).toEqual({ ok: true, id: 999999999999999 });
  });

  it('refuses zero, which no record has (the customer-details copy took it)', () => {
    expect(parseRecordId('0')).toEqual({ ok: false, raw: '0' });
  });

  it('refuses what is not a plain positive number, keeping the text to name it', () => {
    for (const raw of ['abc', '-1', '+1', '1.5', '1e3', ' 1', '01', '1234567890123456']) {
      expect(parseRecordId(raw)).toEqual({ ok: false, raw });
    }
  });

  it('tells a missing id apart by its empty text', () => {
    expect(parseRecordId(null)).toEqual({ ok: false, raw: '' });
    expect(parseRecordId('')).toEqual({ ok: false, raw: '' });
  });
});

describe('isMissing and retryUnlessMissing', () => {
  it('count a 404 and a refused id (400) as a missing record, and never retry them', () => {
    for (const status of [404, 400]) {
      const error = new ApiProblem(status, { error: 'no' });
      expect(isMissing(error)).toBe(true);
      expect(retryUnlessMissing(0, error)).toBe(false);
    }
  });

  it('retry any other failure twice', () => {
    const error = new ApiProblem(503, { error: 'busy' });
    expect(isMissing(error)).toBe(false);
    expect(retryUnlessMissing(0, error)).toBe(true);
    expect(retryUnlessMissing(1, error)).toBe(true);
    expect(retryUnlessMissing(2, error)).toBe(false);
  });
});
