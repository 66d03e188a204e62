import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { contentSecurityPolicy } from './build/csp.ts';
import { icuCatalogues } from './build/icu-catalogues.ts';

// The app build. Tests live in vitest.config.ts so the production config stays minimal.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [
      react(),
      icuCatalogues(),
      contentSecurityPolicy({ endpoint: env.VITE_COMPANION_ENDPOINT }),
      VitePWA({
        // A waiting version never reloads the page by itself: src/app/pwa asks the user first.
        registerType: 'prompt',
        injectRegister: false,
        // The home-screen icons are made from the one SVG at build time.
        pwaAssets: {
          image: 'public/favicon.svg',
          preset: 'minimal-2023',
          overrideManifestIcons: true,
          injectThemeColor: false,
        },
        manifest: {
          name: 'Kindred: mental health support',
          short_name: 'Kindred',
          description: 'Free, private mental-health support for young people. Everything stays on your device.',
          lang: 'en-US',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'any',
          // The light theme's canvas; index.html gives browsers the dark one by media query.
          theme_color: '#f6f4fb',
          background_color: '#f6f4fb',
          categories: ['health', 'lifestyle'],
        },
        workbox: {
          // The app shell and every lazy chunk (each screen, each language), so a second visit
          // works with the network off. Source maps stay out: nobody needs them offline. (The
          // plugin adds the web manifest itself; listing it here too breaks the install.)
          globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
          navigateFallback: 'index.html',
          cleanupOutdatedCaches: true,
        },
      }),
    ],
    build: {
      target: 'es2022',
      manifest: true,
      sourcemap: true,
    },
    preview: { port: 4173, strictPort: true },
    server: { port: 5173 },
  };
});
