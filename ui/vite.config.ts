import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { aliases, repoRoot, uiRoot } from './vite.shared';

/** Where `npm run dev` sends API calls: the mock server of `make start`. */
const mockServer = process.env.MOCK_SERVER_URL ?? 'http://127.0.0.1:8080';

// The console: ui/ is the Vite root; the generated contract (openapi/, fixtures/)
// lives beside it at the repository root and is reached through aliases.
export default defineConfig({
  root: uiRoot,
  publicDir: `${uiRoot}/public`,
  plugins: [react()],
  resolve: {
    alias: aliases,
  },
  server: {
    port: 5173,
    fs: { allow: [repoRoot] },
    proxy: Object.fromEntries(
      ['/api', '/connect', '/meta.json', '/__mock', '/swagger-ui', '/api-docs'].map((path) => [
        path,
        { target: mockServer, changeOrigin: false },
      ]),
    ),
  },
  build: {
    outDir: `${uiRoot}/dist`,
    emptyOutDir: true,
    // The build `make start` serves publishes no source: no source maps
    // (`make dev` serves the sources, with their maps, from Vite).
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
});
