// The font subsets the console's build makes (ui/vite.plugins.ts, `cutRobotoFaces`) are kept in a
// cache so that a build makes each once; finding one there must not cost reading it whole.
import type * as fsPromises from 'node:fs/promises';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { repoRoot } from '../ui/vite.shared';

const reads = vi.hoisted(() => ({ files: [] as string[] }));

vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof fsPromises>();
  const spied = (async (file: Parameters<typeof fs.readFile>[0], ...rest: unknown[]) => {
    reads.files.push(String(file));
    return (fs.readFile as (...args: unknown[]) => Promise<unknown>)(file, ...rest);
  }) as typeof fs.readFile;
  return { ...fs, default: { ...fs, readFile: spied }, readFile: spied };
});

const { cachedSubset } = await import('../ui/vite.plugins');

describe('the font subset cache', () => {
  let cacheDir = '';
  beforeEach(async () => {
    cacheDir ||= await mkdtemp(join(tmpdir(), 'font-cache-'));
    reads.files = [];
  });
  afterAll(() => rm(cacheDir, { recursive: true, force: true }));

  it('makes a subset once, and finds it again without reading it', async () => {
    const font = await readFile(
      join(repoRoot, 'node_modules/@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2'),
    );
    const codes = [0x41, 0x42, 0x43];
    const weights = { min: 400, max: 400 };
    const made = await cachedSubset(font, codes, weights, 'abc', cacheDir);
    const first = await stat(made);
    expect(first.size).toBeGreaterThan(0);

    reads.files = [];
    const found = await cachedSubset(font, codes, weights, 'abc', cacheDir);
    expect(found).toBe(made);
    expect(reads.files).toEqual([]);
    expect((await stat(found)).mtimeMs).toBe(first.mtimeMs);
  });
});
