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
    // @phone journeys need the phone layout, @desktop ones the sidebar. The phone runs the journeys
    // whose screens change with the layout (shell, onboarding, dashboard, chat, community,
    // languages, offline); storage, settings, security and the smoke checks do not depend on the
    // viewport, so they run once, on desktop, to keep the suite inside its time budget.
    { name: 'desktop', grepInvert: /@phone/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      testMatch: /(shell|onboarding|dashboard|chat|community|languages|offline|goals|resources|robustness)\.spec\.ts$/,
      use: { ...devices['Pixel 7'], channel: undefined },
    },
  ],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
