import { defineConfig, devices } from '@playwright/test';

import { chromiumArgs, findChromium } from './scripts/find-chromium.mjs';

const port = 4173;

// Journeys run against the production build served by `vite preview` (built by `npm run test:e2e`).
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  outputDir: 'test-results',
  snapshotPathTemplate: 'visual-baselines/e2e/{arg}{ext}',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [
    // @phone journeys need the phone layout, @desktop ones the sidebar; the rest run on both.
    { name: 'desktop', grepInvert: /@phone/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'mobile', grepInvert: /@desktop/, use: { ...devices['Pixel 7'], channel: undefined } },
  ],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
