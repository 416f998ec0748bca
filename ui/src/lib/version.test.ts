// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

import { checkVersion, compareVersions } from './version';

describe('compareVersions', () => {
  it.each([
    ['0.1.91', '0.1.90', 1],
    ['0.1.100', '0.1.90', 1],
    ['0.2.0', '0.1.90', 1],
    ['0.1.90', '0.1.90', 0],
    ['0.1.90.0', '0.1.90', 0],
    ['0.1.9', '0.1.90', -1],
    ['0.0.99', '0.1.90', -1],
  ])('compares %s with %s numerically, part by part', (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
  });
});

const answer = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('checkVersion', () => {
  it('is outdated when the deployed version is newer and advises a refresh in the log', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await expect(checkVersion(answer({ version: '0.1.91' }), '0.1.90')).resolves.toEqual({
      state: 'outdated',
      deployed: '0.1.91',
    });
    expect(info).toHaveBeenCalledWith(expect.stringContaining('Refresh'));
    info.mockRestore();
  });

  it('is latest when the deployed version is the same or older', async () => {
    await expect(checkVersion(answer({ version: '0.1.90' }), '0.1.90')).resolves.toMatchObject({ state: 'latest' });
    await expect(checkVersion(answer({ version: '0.1.89' }), '0.1.90')).resolves.toMatchObject({ state: 'latest' });
  });

  it('logs a failed read and ends loading', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(checkVersion(answer({}, 500), '0.1.90')).resolves.toEqual({ state: 'latest' });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
