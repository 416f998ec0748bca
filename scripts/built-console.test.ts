// The built console (`ui/dist`, or BUILT_CONSOLE) keeps the first load small
// (issue 26): every text file has its brotli and gzip copies, no font is
// inlined, no `.woff` ships beside the `.woff2`, and the entry stylesheet
// names only the Latin face (the Arabic and Chinese faces come with their
// language). `make test` runs it after the build (`vitest run --project build`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import process from 'node:process';

import { describe, expect, it } from 'vitest';

import { COMPRESS_FROM_BYTES, COMPRESSIBLE, inlineUnlessFont, woff2Only } from '../ui/vite.plugins';
import { repoRoot } from '../ui/vite.shared';

const dist = process.env.BUILT_CONSOLE ?? join(repoRoot, 'ui/dist');
const files = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name));
const name = (file: string) => relative(dist, file);
const read = (file: string) => readFileSync(file, 'utf8');

describe(`the built console in ${dist}`, () => {
  const texts = files.filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= COMPRESS_FROM_BYTES);

  it('has a brotli and a gzip copy, each smaller, of every text file', () => {
    expect(texts.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(10);
    const missing = texts.flatMap((file) =>
      ['.br', '.gz']
        .filter((suffix) => !files.includes(file + suffix) || statSync(file + suffix).size >= statSync(file).size)
        .map((suffix) => name(file) + suffix),
    );
    expect(missing).toEqual([]);
  });

  it('inlines no font: every face is a file, fetched by its unicode range', () => {
    const inlined = /data:(font\/|application\/(x-)?font)[^;,)]*[;,]/;
    const offenders = files.filter((file) => /\.(css|js|html)$/.test(file) && inlined.test(read(file)));
    expect(offenders.map(name)).toEqual([]);
    expect(files.some((file) => file.endsWith('.woff2'))).toBe(true);
  });

  it('ships no .woff beside the .woff2', () => {
    expect(files.filter((file) => file.endsWith('.woff')).map(name)).toEqual([]);
  });

  it('loads only the Latin face with the page; Arabic and Chinese come with their language', () => {
    const index = read(join(dist, 'index.html'));
    const styles = [...index.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((match) => match[1] ?? '');
    expect(styles).not.toEqual([]);
    const css = styles.map((style) => read(join(dist, style))).join('\n');
    expect(css).toMatch(/font-family:\s*"?Roboto Variable/);
    expect(css).not.toMatch(/Noto Sans (Arabic|SC)/);
    // They are still built, as stylesheets of their own.
    const lazy = files.filter((file) => file.endsWith('.css') && !styles.some((style) => file.endsWith(style)));
    expect(lazy.some((file) => /Noto Sans Arabic/.test(read(file)))).toBe(true);
    expect(lazy.some((file) => /Noto Sans SC/.test(read(file)))).toBe(true);
  });
});

describe('the build steps behind it', () => {
  it('never inlines a font, and leaves other assets to the size limit', () => {
    expect(inlineUnlessFont('/x/roboto-latin-wght-normal.woff2')).toBe(false);
    expect(inlineUnlessFont('/x/a.woff')).toBe(false);
    expect(inlineUnlessFont('/x/logo.svg')).toBeUndefined();
  });

  it('drops the .woff fallback of a @fontsource stylesheet, keeping the .woff2', () => {
    const css = "src: url(./files/a-400-normal.woff2) format('woff2'), url(./files/a-400-normal.woff) format('woff');";
    const plugin = woff2Only();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    expect(transform(css, '/n/node_modules/@fontsource/noto-sans-sc/400.css')?.code).toBe(
      "src: url(./files/a-400-normal.woff2) format('woff2');",
    );
    expect(transform(css, '/n/ui/src/app.css')).toBeNull();
  });
});
