// The built console (`ui/dist`, or BUILT_CONSOLE) keeps the first load small
// (issue 26): every text file has its brotli and gzip copies, no font is
// inlined, no `.woff` ships beside the `.woff2`, and the entry stylesheet
// names only the Latin face (the Arabic and Chinese faces come with their
// language); and a cold /signin keeps to its budget of bytes over the wire.
// `make test` runs it after the build (`vitest run --project build`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import process from 'node:process';

import { describe, expect, it } from 'vitest';

import {
  codePointsOf,
  COMPRESS_FROM_BYTES,
  COMPRESSIBLE,
  inlineUnlessFont,
  LATIN_BASIC,
  staticClosure,
  unicodeRangeOf,
  woff2Only,
} from '../ui/vite.plugins';
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

/**
 * What a cold /signin fetches, from the build alone: the document, what it
 * names (the entry, its preloads, its stylesheets), the sign-in page's chunk
 * (`sign-in`, or `SignInPage` without the first-load chunks) and the chunks
 * it imports, and the Latin face of the entry stylesheet that draws its
 * text: the face whose unicode range holds "A" and whose weights hold 400
 * (the page draws no light text, so the face of weight 300 stays unloaded).
 */
function signInFirstLoad(): string[] {
  const index = read(join(dist, 'index.html'));
  const named = [...index.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? '');
  const signIn = files.map(name).filter((file) => /^assets\/(sign-in|SignInPage)-[\w-]+\.js$/.test(file));
  const loaded = new Set(['index.html', ...named, ...signIn]);
  for (const file of loaded) {
    if (!file.endsWith('.js')) continue;
    for (const [, imported] of read(join(dist, file)).matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      loaded.add(`assets/${imported}`);
    }
  }
  for (const style of named.filter((file) => file.endsWith('.css'))) {
    for (const [, face] of read(join(dist, style)).matchAll(/@font-face\{([^}]*)\}/g)) {
      const url = /url\(\/?(assets\/[^)"']+\.woff2)/.exec(face ?? '')?.[1];
      const ranges = /unicode-range:([^;}]*)/.exec(face ?? '')?.[1] ?? 'U+0-10FFFF';
      const [lightest = 400, boldest = lightest] = (/font-weight:([^;}]*)/.exec(face ?? '')?.[1] ?? '400')
        .trim()
        .split(/\s+/)
        .map(Number);
      const regular = lightest <= 400 && 400 <= boldest;
      if (url && regular && ranges.split(',').some((range) => coversLatinA(range.trim()))) loaded.add(url);
    }
  }
  return [...loaded];
}

/** Whether a unicode-range item (`U+0-FF`, `U+41`, `U+0??`) holds "A" (U+0041). */
function coversLatinA(range: string): boolean {
  const [from = '', to] = range.replace(/^U\+/i, '').split('-');
  const low = parseInt(from.replace(/\?/g, '0'), 16);
  const high = parseInt((to ?? from).replace(/\?/g, 'F'), 16);
  return low <= 0x41 && 0x41 <= high;
}

/** The bytes a file costs over the wire: its brotli copy when it has one, with its response's headers. */
function wireBytes(file: string): number {
  const path = join(dist, file);
  const body = files.includes(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size;
  return body + RESPONSE_HEADER_BYTES;
}

/** About what the mock server's headers cost on each response (Chromium counted 600-640 bytes). */
const RESPONSE_HEADER_BYTES = 650;

/**
 * Issue 26's target is a cold /signin of at most 200 KB over the wire. It
 * reads 198.1 KB here (Chromium counted 198.1 KB: docs/benchmarks.md), so
 * the budget is that figure rounded up: the first load can only shrink.
 */
const SIGN_IN_BUDGET_KB = 199;
const SIGN_IN_BUDGET_BYTES = SIGN_IN_BUDGET_KB * 1024;

describe('the Roboto faces', () => {
  it('come in the same weights for every script, so that no weight leaves a script to a fallback font', () => {
    const index = read(join(dist, 'index.html'));
    const css = [...index.matchAll(/href="\/(assets\/[^"]+\.css)"/g)]
      .map((match) => read(join(dist, match[1] ?? '')))
      .join('\n');
    const weightsByScript = new Map<string, Set<string>>();
    for (const [, face = ''] of css.matchAll(/@font-face\{([^}]*Roboto Variable[^}]*)\}/g)) {
      const weight = /font-weight:([^;}]*)/.exec(face)?.[1]?.trim() ?? '';
      const script = /roboto-([a-z-]+?)-wght/.exec(face)?.[1]?.replace(/-(basic|rest)$/, '') ?? '';
      weightsByScript.set(script, (weightsByScript.get(script) ?? new Set()).add(weight));
    }
    expect(weightsByScript.size).toBeGreaterThan(5);
    const distinct = new Set([...weightsByScript.values()].map((weights) => [...weights].sort().join(' / ')));
    expect([...distinct]).toEqual(['300 / 400 700']);
  });
});

describe("the sign-in page's first load", () => {
  it(`fits its budget of ${SIGN_IN_BUDGET_KB} KB over the wire (brotli, with headers)`, () => {
    const loaded = signInFirstLoad();
    expect(loaded.some((file) => /^assets\/(sign-in|SignInPage)-/.test(file))).toBe(true);
    expect(loaded.some((file) => file.endsWith('.woff2'))).toBe(true);
    const bytes = loaded.reduce((sum, file) => sum + wireBytes(file), 0);
    expect(bytes, `${Math.round(bytes / 1024)} KB: ${loaded.join(', ')}`).toBeLessThanOrEqual(SIGN_IN_BUDGET_BYTES);
  });
});

describe('what the sign-in page leaves for later', () => {
  const firstLoadScript = () =>
    signInFirstLoad()
      .filter((file) => file.endsWith('.js'))
      .map((file) => read(join(dist, file)))
      .join('\n');

  it('loads no menu, popover or modal (the language menu comes when opened; the text fields need none)', () => {
    expect(firstLoadScript()).not.toMatch(/MuiPopover|MuiModal|MuiMenu-/);
    expect(files.some((file) => /Mui(Popover|Modal)/.test(read(file)) && file.endsWith('.js'))).toBe(true);
  });

  it('loads no right-to-left styling (it comes with Arabic) and no validator library', () => {
    const script = firstLoadScript();
    expect(script).not.toContain('mui-rtl');
    expect(files.some((file) => file.endsWith('.js') && read(file).includes('mui-rtl'))).toBe(true);
    // zod's error maps name their issue codes; the sign-in form checks its two fields itself.
    expect(script).not.toContain('invalid_union');
  });
});

describe('the build steps behind it', () => {
  it('puts in a first-load chunk every module its root imports statically, through any depth, and nothing else', () => {
    const imports: Record<string, string[]> = {
      main: ['react', 'routes'],
      routes: ['paths', 'react'],
      paths: ['main'],
      lazy: ['charts'],
      charts: [],
    };
    const graph = { getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id] ?? [] } : null) };
    expect([...staticClosure(graph, ['main'])].sort()).toEqual(['main', 'paths', 'react', 'routes']);
    expect([...staticClosure(graph, ['lazy'])].sort()).toEqual(['charts', 'lazy']);
  });

  it("draws every character of the English texts from the basic Latin face (the languages' own names aside)", () => {
    const english = join(repoRoot, 'ui/src/i18n/en');
    const texts = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(texts);
    const characters = new Set(
      readdirSync(english)
        .filter((file) => file.endsWith('.json'))
        .flatMap((file) => {
          const { languages: _ownNames, ...rest } = JSON.parse(read(join(english, file))) as Record<string, unknown>;
          return texts(rest);
        })
        .flatMap((text) => [...text]),
    );
    const missing = [...characters].filter((character) => !LATIN_BASIC.includes(character.codePointAt(0) ?? 0));
    expect(missing).toEqual([]);
    // MUI's empty helper text and outline legend hold a zero-width space: a character a font is fetched for.
    expect(LATIN_BASIC).toContain(0x200b);
  });

  it('writes a unicode range that holds exactly the code points it was given', () => {
    const codes = [0x41, 0x42, 0x43, 0xa0, 0x2013, 0x2014];
    expect(unicodeRangeOf(codes)).toBe('U+41-43,U+A0,U+2013-2014');
    expect(codePointsOf(unicodeRangeOf(codes))).toEqual(codes);
    expect(codePointsOf('U+0-7E,U+A0')).toHaveLength(0x80);
  });

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
