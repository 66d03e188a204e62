import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { icuCatalogues } from './build/icu-catalogues.ts';

// The app build. Tests live in vitest.config.ts so the production config stays minimal.
export default defineConfig({
  plugins: [react(), icuCatalogues()],
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: true,
  },
  preview: { port: 4173, strictPort: true },
  server: { port: 5173 },
});
