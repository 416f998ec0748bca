// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

import { ApiProblem, errorText } from './api-client';
import { applyServerErrors, serverFieldErrors } from './field-errors';

const refused = (errors: Record<string, string[]>) =>
  new ApiProblem(400, { title: 'Bad Request', detail: 'One or more fields are invalid.', errors });

describe('serverFieldErrors', () => {
  it('reads a 400 problem’s field messages, each field’s as one sentence', () => {
    expect(serverFieldErrors(refused({ Email: ['Too long.', 'Not an email.'], Phone: ['Digits only.'] }))).toEqual({
      Email: 'Too long. Not an email.',
      Phone: 'Digits only.',
    });
  });

  it('reads nothing from other failures', () => {
    expect(serverFieldErrors(new ApiProblem(404, { errors: { Email: ['x'] } }))).toEqual({});
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
    expect(serverFieldErrors(null)).toEqual({});
  });

  it('shows a value the server quoted in backticks in quotation marks', () => {
    expect(serverFieldErrors(refused({ symbol: ['`ZZZZ` is not in the asset list.'] })).symbol).toBe(
      '“ZZZZ” is not in the asset list.',
    );
  });
});

describe('errorText', () => {
  it('shows a whole refusal in plain words too', () => {
    expect(errorText(new ApiProblem(409, { error: 'There is no role `Ops`.' }), 'fallback')).toBe(
      'There is no role “Ops”.',
    );
    expect(errorText({ detail: '`a` and `b` differ.' }, 'fallback')).toBe('“a” and “b” differ.');
    expect(errorText(undefined, 'fallback')).toBe('fallback');
  });
});

describe('applyServerErrors', () => {
  it('puts each message on its field, focusing the first, and says whether any landed', () => {
    const setError = vi.fn();
    const placed = applyServerErrors(
      refused({ Email: ['Taken.'], UserName: ['Taken too.'] }),
      ['Email', 'UserName'],
      setError,
    );
    expect(placed).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['Email', { type: 'server', message: 'Taken.' }, { shouldFocus: true }],
      ['UserName', { type: 'server', message: 'Taken too.' }, { shouldFocus: false }],
    ]);
  });

  it('maps the server’s field names onto the form’s where they differ', () => {
    const setError = vi.fn();
    expect(
      applyServerErrors(refused({ symbol: ['`ZZZZ` is not in the asset list.'] }), { symbol: 'Symbol' }, setError),
    ).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      'Symbol',
      { type: 'server', message: '“ZZZZ” is not in the asset list.' },
      { shouldFocus: true },
    );
  });

  it('places nothing for a field the form does not show', () => {
    const setError = vi.fn();
    expect(applyServerErrors(refused({ Other: ['No.'] }), ['Email'], setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
