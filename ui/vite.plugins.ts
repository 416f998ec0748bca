import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import process from 'node:process';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** Files worth compressing: text. Fonts and images are compressed formats already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, the encoding's headers cost about what compression saves. */
export const COMPRESS_FROM_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip, best level)
 * beside every text file of the build, so the mock server sends the smallest
 * copy the browser accepts with no work per request (tower-http's
 * `ServeDir::precompressed_br/gzip`). Best quality is affordable once per
 * build; no server could spend it on every answer.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'console:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < COMPRESS_FROM_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              },
            }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * The @fontsource stylesheets name a `.woff` after each `.woff2`, for
 * browsers older than any the console supports: every browser that runs it
 * takes the `.woff2`. Dropping the `.woff` keeps those files out of the build.
 */
export function woff2Only(): Plugin {
  return {
    name: 'console:woff2-only',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@fontsource[\\/].*\.css$/.test(id)) return null;
      return { code: code.replace(/,\s*url\([^)]*\.woff\)\s*format\(['"]woff['"]\)/g, ''), map: null };
    },
  };
}

/**
 * What an English page draws: ASCII and the typographic characters the
 * English texts and the console's own separators use (– — ‘ ’ “ ” … • · ×
 * ± ©), the no-break and thin spaces Intl puts in numbers and times, the
 * minus sign, and the zero-width space MUI puts in an empty helper text or
 * an outline's legend (a character, so a font is fetched for it too).
 * Roboto's Latin face is split at this line: an English page fetches only
 * this part, and a French, Spanish or Italian page fetches the rest of Latin
 * as soon as it draws an é or a ç.
 */
export const LATIN_BASIC: readonly number[] = [
  ...Array.from({ length: 0x7f }, (_, code) => code),
  0xa0,
  0xa9,
  0xb1,
  0xb7,
  0xd7,
  0x2009,
  0x200b,
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2026,
  0x202f,
  0x2212,
];

/**
 * The weights the console draws, as the faces of the Latin subsets: 400 to
 * 700 (`app/theme.ts`, MUI's typography) in one face that varies, and 300
 * (MUI's h2, on a few screens) pinned in a face of its own, so the pages
 * that draw no light text (the sign-in page among them) fetch only the
 * first. Each keeps only its part of Roboto's weight axis (100-900), which
 * draws these weights exactly as the whole axis does.
 */
export const ROBOTO_WEIGHTS: readonly { min: number; max: number }[] = [
  { min: 400, max: 700 },
  { min: 300, max: 300 },
];

/** Code points of a CSS `unicode-range` list (`U+0000-00FF,U+0131`). */
export function codePointsOf(ranges: string): number[] {
  return ranges.split(',').flatMap((range) => {
    const [from = '', to] = range.trim().replace(/^U\+/i, '').split('-');
    const low = parseInt(from.replace(/\?/g, '0'), 16);
    const high = parseInt((to ?? from).replace(/\?/g, 'F'), 16);
    return Array.from({ length: high - low + 1 }, (_, offset) => low + offset);
  });
}

/** A CSS `unicode-range` list of code points, runs joined (`U+0-7E,U+A0`). */
export function unicodeRangeOf(codes: readonly number[]): string {
  const sorted = [...new Set(codes)].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const code of sorted) {
    const last = runs.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else runs.push([code, code]);
  }
  const hex = (code: number) => code.toString(16).toUpperCase();
  return runs.map(([low, high]) => (low === high ? `U+${hex(low)}` : `U+${hex(low)}-${hex(high)}`)).join(',');
}

/** One @font-face rule of a @fontsource stylesheet, with its comment. */
const FACE_RULE = /\/\* ([\w-]+) \*\/\s*@font-face\s*\{([^}]*)\}/g;

/**
 * Rewrites Roboto's faces (`@fontsource-variable/roboto/wght.css`, one file
 * per script for every weight from 100 to 900): the Latin face (43 KB) is
 * split in two, each with its `unicode-range`: `LATIN_BASIC` for English, and
 * the rest of Latin, which a browser fetches only for a page that draws one
 * of its characters; and every face, of every script, comes in the weights of
 * `ROBOTO_WEIGHTS`. Every face must: a browser first picks the faces whose
 * weights suit the text best and only then looks among them for the
 * character, so a Cyrillic face left at 100-900 beside a Latin one at 400-700
 * would leave one of the two scripts to a fallback font. The subsets are made
 * with HarfBuzz's subsetter (subset-font, WebAssembly: nothing to install)
 * when the console is built or served, and kept in `cacheDir` under a name
 * hashed from the source face and the cut, so a build makes them once.
 */
export function cutRobotoFaces({ cacheDir }: { cacheDir: string }): Plugin {
  return {
    name: 'console:cut-roboto-faces',
    enforce: 'pre',
    async transform(code, id) {
      if (!/[\\/]@fontsource-variable[\\/]roboto[\\/]wght\.css$/.test(id)) return null;
      const rules = [...code.matchAll(FACE_RULE)];
      if (!rules.some((rule) => rule[1] === 'roboto-latin-wght-normal')) {
        this.error(`${id}: no Latin face (roboto-latin-wght-normal) to split`);
      }
      const rewritten = await Promise.all(
        rules.map(async ([whole, name = '', body = '']) => {
          const source = /url\(([^)]+)\)/.exec(body)?.[1];
          const ranges = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
          if (!source || !ranges) this.error(`${id}: the face ${name} has no url or no unicode-range`);
          const font = await readFile(resolve(dirname(id), source));
          const all = codePointsOf(ranges);
          const script = name.replace(/-wght-normal$/, '');
          const parts =
            name === 'roboto-latin-wght-normal'
              ? [
                  { part: `${script}-basic`, codes: LATIN_BASIC.filter((code) => all.includes(code)) },
                  { part: `${script}-rest`, codes: all.filter((code) => !LATIN_BASIC.includes(code)) },
                ]
              : [{ part: script, codes: all }];
          const faces = await Promise.all(
            parts
              .flatMap((part) => ROBOTO_WEIGHTS.map((weights) => ({ ...part, weights })))
              .map(async ({ part, codes, weights }) => {
                const weight = weights.min === weights.max ? `${weights.min}` : `${weights.min} ${weights.max}`;
                const face = `${part}-wght-${weight.replace(' ', '-')}`;
                const file = await cachedSubset(font, codes, weights, face, cacheDir);
                const url = relative(dirname(id), file).split('\\').join('/');
                const rule = body
                  .replace(/url\([^)]+\)/, `url(${url})`)
                  .replace(/font-weight:[^;]+;/, `font-weight: ${weight};`)
                  .replace(/unicode-range:[^;]+;/, `unicode-range: ${unicodeRangeOf(codes)};`);
                return `/* ${face} */\n@font-face {${rule}}`;
              }),
          );
          return { whole, faces: faces.join('\n\n') };
        }),
      );
      const css = rewritten.reduce((text, { whole, faces }) => text.replace(whole, faces), code);
      return { code: css, map: null };
    },
  };
}

/** The subset of `font` for `codes` and `weights`, made once and kept in `cacheDir`. */
export async function cachedSubset(
  font: Buffer,
  codes: readonly number[],
  weights: { min: number; max: number },
  name: string,
  cacheDir: string,
) {
  const key = createHash('sha256')
    .update(font)
    .update(JSON.stringify({ codes, weights, version: 1 }))
    .digest('hex')
    .slice(0, 12);
  const file = join(cacheDir, key, `${name}.woff2`);
  // Whether it is there, not what it holds: the build reads it once, when it emits the asset.
  try {
    await access(file);
    return file;
  } catch {
    // Not made yet.
  }
  const subset = await subsetFont(font, String.fromCodePoint(...codes), {
    targetFormat: 'woff2',
    variationAxes: { wght: weights.min === weights.max ? weights.min : { ...weights } },
  });
  await mkdir(dirname(file), { recursive: true });
  // Written aside and moved in place, so a build running beside this one never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, subset);
  await rename(partial, file);
  return file;
}

/**
 * Vite inlines small assets as base64 in the stylesheet. A font must stay a
 * file: inlined, every subset of every face weighs on every page, render
 * blocking, instead of being fetched when its `unicode-range` is on the page.
 */
export function inlineUnlessFont(file: string): boolean | undefined {
  return /\.(woff2?|ttf|otf)$/.test(file) ? false : undefined;
}

/** What the chunking asks of the module graph. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module `roots` import statically, directly or through others, the roots included. */
export function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * The first load in two chunks rather than thirty: `console` holds what the
 * entry imports (React, the router, MUI's core, i18next: every page needs
 * it), `sign-in` what the sign-in page adds (its form, react-hook-form). By
 * default the bundler splits every module that a lazy screen shares with
 * them into a chunk of its own, and a cold /signin made 33 requests, each
 * with its headers and each compressed alone (issue 26). What a later
 * screen shares with them it takes from these, already loaded; the rest of
 * the console stays split by screen.
 */
export function firstLoadChunks({ entry, signIn }: { entry: string; signIn: string }): Plugin {
  let closures: { console: Set<string>; signIn: Set<string> } | undefined;
  const of = (graph: ModuleGraph) =>
    (closures ??= { console: staticClosure(graph, [entry]), signIn: staticClosure(graph, [signIn]) });
  return {
    name: 'console:first-load-chunks',
    apply: 'build',
    buildStart() {
      closures = undefined;
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: (id, graph) => (of(graph).console.has(id) ? 'console' : null),
                  debugName: 'console',
                  priority: 2,
                },
                {
                  name: (id, graph) => (of(graph).signIn.has(id) ? 'sign-in' : null),
                  debugName: 'sign-in',
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    }),
  };
}
