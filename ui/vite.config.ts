import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import react from '@vitejs/plugin-react';
import { type Connect, defineConfig, type Plugin } from 'vite';

import { cutRobotoFaces, firstLoadChunks, inlineUnlessFont, precompress, woff2Only } from './vite.plugins';
import { aliases, repoRoot, uiRoot } from './vite.shared';

/** Where `npm run dev` sends API calls: the mock server of `make start`. */
const mockServer = process.env.MOCK_SERVER_URL ?? 'http://127.0.0.1:8080';

/**
 * Offline, `/api-docs/openapi.json` answers every client (curl, a code
 * generator), not only the pages the service worker controls: the dev and
 * preview servers send `openapi/openapi.json` at that path, and the build
 * writes it there, so any static server serves it too.
 */
function apiDocument(): Plugin {
  const path = '/api-docs/openapi.json';
  const read = () => readFileSync(`${repoRoot}/openapi/openapi.json`, 'utf8');
  const serve: Connect.NextHandleFunction = (request, response, next) => {
    if (request.url?.split('?')[0] !== path || !['GET', 'HEAD'].includes(request.method ?? '')) return next();
    response.setHeader('Content-Type', 'application/json');
    response.end(request.method === 'HEAD' ? undefined : read());
  };
  return {
    name: 'api-document',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: path.slice(1), source: read() });
    },
  };
}

// The console: ui/ is the Vite root; the generated contract (openapi/, fixtures/)
// lives beside it at the repository root and is reached through aliases.
//
// `--mode offline` (`make offline`) answers the API in the browser with MSW:
// nothing is proxied, and the build adds an offline Swagger UI at /swagger-ui/
// (the mock server serves its own there) in `ui/dist-offline`.
export default defineConfig(({ mode }) => {
  const offline = mode === 'offline';
  return {
    root: uiRoot,
    publicDir: `${uiRoot}/public`,
    // The offline build is served by `vite preview`, which sends files as they are: no copies to compress.
    plugins: [
      react(),
      woff2Only(),
      cutRobotoFaces({ cacheDir: join(repoRoot, '.cache/console-fonts') }),
      firstLoadChunks({
        entry: join(uiRoot, 'src/main.tsx'),
        signIn: join(uiRoot, 'src/features/auth/pages/SignInPage.tsx'),
      }),
      ...(offline ? [apiDocument()] : [precompress()]),
    ],
    resolve: {
      alias: aliases,
    },
    server: {
      port: 5173,
      fs: { allow: [repoRoot] },
      proxy: offline
        ? {}
        : Object.fromEntries(
            ['/api', '/connect', '/meta.json', '/__mock', '/swagger-ui', '/api-docs', '/storybook'].map((path) => [
              path,
              { target: mockServer, changeOrigin: false },
            ]),
          ),
    },
    preview: { port: 4173 },
    // Module workers (the report's workbook), so a worker shares chunks with the page's build.
    worker: { format: 'es' },
    build: {
      outDir: offline ? `${uiRoot}/dist-offline` : `${uiRoot}/dist`,
      emptyOutDir: true,
      // The build `make start` serves publishes no source: no source maps
      // (`make dev` serves the sources, with their maps, from Vite).
      sourcemap: false,
      // Fonts stay files, fetched by unicode-range; never base64 in the stylesheet.
      assetsInlineLimit: inlineUnlessFont,
      // Every browser the console supports preloads modules itself: the polyfill was most of the entry's file.
      modulePreload: { polyfill: false },
      chunkSizeWarningLimit: offline ? 2000 : 700,
      rollupOptions: offline
        ? { input: { console: `${uiRoot}/index.html`, swagger: `${uiRoot}/swagger-ui/index.html` } }
        : undefined,
    },
  };
});
