import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { icuCatalogues } from './build/icu-catalogues.ts';
import { chromiumArgs, findChromium } from './scripts/find-chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// One browser set-up (a fresh object per project: Vitest names the instances in place) for the story tests and the screenshot tests: Debian's Chromium (see
// scripts/find-chromium.mjs), a fixed viewport and device scale so screenshots are stable.
const browser = (contextOptions: { reducedMotion?: 'reduce' } = {}) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    contextOptions,
  }),
  instances: [{ browser: 'chromium' as const, viewport: { width: 1024, height: 768 } }],
  screenshotFailures: false,
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      // Anti-aliasing differs by a few pixels between Chromium builds; layout shifts do not.
      comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
      resolveScreenshotPath: ({ arg, browserName, ext }: { arg: string; browserName: string; ext: string }) =>
        path.join(dirname, 'visual-baselines', `${arg}-${browserName}${ext}`),
      resolveDiffPath: ({ arg, browserName, ext }: { arg: string; browserName: string; ext: string }) =>
        path.join(dirname, 'reports', 'visual-diffs', `${arg}-${browserName}${ext}`),
    },
  },
});

export default defineConfig({
  plugins: [react(), icuCatalogues()],
  resolve: {
    alias: { 'virtual:pwa-register': path.join(dirname, 'src/app/pwa/register.test-stub.ts') },
  },
  test: {
    // The browser provider can take long to close after the last test; results are in by then.
    teardownTimeout: 1000,
    // At least three story pages side by side (Vitest's default is one page fewer than the cores,
    // so one on 2 cores): while a page waits for its screenshot to be decoded and compared in
    // Node, another renders. Each page is its own browser context, so their storage never meets.
    // On 2 cores the story stage went from about 265 s with one page to 155 s with two and 140 s
    // with three.
    maxWorkers: Math.max(3, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // publicDir serves msw's service worker to the stories under test.
        publicDir: path.join(dirname, '.storybook/public'),
        // Each story's light-theme screenshot is taken in this run (.storybook/screenshot.setup.ts).
        // isolate: false runs every story file in one page instead of a fresh iframe per file,
        // which halves the run (Storybook's preview, msw and React load once); each story still
        // gets a fresh render, and the setup file clears storage before every story.
        test: { name: 'storybook', isolate: false, browser: browser(), setupFiles: ['.storybook/screenshot.setup.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'visual',
          include: ['src/**/*.visual.test.tsx'],
          isolate: false,
          setupFiles: ['.storybook/vitest.setup.ts'],
          // Screenshots show the resting state: reduced motion makes every animation end at once.
          browser: browser({ reducedMotion: 'reduce' }),
        },
      },
    ],
  },
});
