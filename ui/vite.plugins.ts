import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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
