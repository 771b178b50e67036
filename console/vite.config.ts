import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { mapUrlsOf } from './src/workplaces/map-config.ts';
import { cspSourcesOf } from './src/workplaces/map-sources.ts';

// The API paths the console calls; in development Vite forwards them to the embedded app.
const backend = 'http://localhost:3000';
const proxied = ['/account', '/api', '/profile', '/menu-items', '/health', '/password'];

/** dist/csp-sources.json: the foreign origins this build's map loads from, for the server's CSP. */
function cspSources(env: Record<string, string>): Plugin {
  const { tileUrl, geocoderUrl } = mapUrlsOf(env);
  return {
    name: 'rollcall-csp-sources',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'csp-sources.json',
        source: `${JSON.stringify(cspSourcesOf(tileUrl, geocoderUrl))}\n`,
      });
    },
  };
}

export default defineConfig(({ mode }) => ({
  // Relative asset URLs, so the build can be served from any path by the gateway.
  base: './',
  plugins: [react(), tailwindcss(), cspSources(loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_'))],
  resolve: {
    // Bundle the api client from its TypeScript source (its package entry points at a dist/ built for Node).
    alias: {
      '@rollcall/api-client': fileURLToPath(new URL('../libs/api-client/src/index.ts', import.meta.url)),
      // the pure roster rules shared with the scheduling service (overlap, timeline, cost, copy window, shift order)
      '@rollcall/contracts/roster': fileURLToPath(new URL('../libs/contracts/src/roster/index.ts', import.meta.url)),
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: Object.fromEntries(proxied.map((path) => [path, backend])) },
  preview: { proxy: Object.fromEntries(proxied.map((path) => [path, backend])) },
}));
