import path from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { icuCatalogues } from '../build/icu-catalogues.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

// The two pages only the scale benchmark uses (scripts/bench-scale.mjs): the seeded record, and
// the Resources screen with 10,000 items. Built on their own into dist-bench/bench/, beside an
// unchanged production build of the app in dist-bench/, so the app's chunks are the real ones.
export default defineConfig({
  root: here,
  base: '/bench/',
  plugins: [react(), icuCatalogues()],
  build: {
    target: 'es2022',
    outDir: path.join(here, '../dist-bench/bench'),
    emptyOutDir: true,
    rolldownOptions: {
      input: { record: path.join(here, 'record.html'), resources: path.join(here, 'resources.html') },
      // The page loads the English catalogue directly (sample text); the app's lazy catalogues do
      // not matter here, so Rolldown's note that the dynamic import cannot split is noise.
      checks: { ineffectiveDynamicImport: false },
    },
  },
});
