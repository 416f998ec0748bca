import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { aliases, repoRoot, uiRoot } from './vite.shared';

/** Where `npm run dev` sends API calls: the mock server of `make start`. */
const mockServer = process.env.MOCK_SERVER_URL ?? 'http://127.0.0.1:8080';

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
    plugins: [react()],
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
    build: {
      outDir: offline ? `${uiRoot}/dist-offline` : `${uiRoot}/dist`,
      emptyOutDir: true,
      sourcemap: !offline,
      chunkSizeWarningLimit: offline ? 2000 : 700,
      rollupOptions: offline
        ? { input: { console: `${uiRoot}/index.html`, swagger: `${uiRoot}/swagger-ui/index.html` } }
        : undefined,
    },
  };
});
