import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API paths the console calls; in development Vite forwards them to the embedded app.
const backend = 'http://localhost:3000';
const proxied = ['/account', '/api', '/profile', '/menu-items', '/health', '/password'];

export default defineConfig({
  // Relative asset URLs, so the build can be served from any path by the gateway.
  base: './',
  plugins: [react(), tailwindcss()],
  resolve: {
    // Bundle the api client from its TypeScript source (its package entry points at a dist/ built for Node).
    alias: {
      '@rollcall/api-client': fileURLToPath(new URL('../libs/api-client/src/index.ts', import.meta.url)),
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: Object.fromEntries(proxied.map((path) => [path, backend])) },
  preview: { proxy: Object.fromEntries(proxied.map((path) => [path, backend])) },
});
