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
    // Recording a trace of every journey (to keep the failures') costs the suite about a fifth of
    // its time; to debug a failure, run `npx playwright test --trace retain-on-failure`.
    trace: 'off',
    // The offline cache fills in the background after the first load: work every journey but the
    // offline one (which allows it) would pay for. Blocked here, so journeys measure the app.
    serviceWorkers: 'block',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [
    // @phone journeys need the phone layout, @desktop ones run on desktop only. The phone runs the journeys
    // of the shell (drawer, bottom bar), onboarding, the dashboard and the companion, where a
    // young person in distress lands first. Every other screen has phone-width stories with
    // interaction tests and screenshots, and its journeys do not depend on the viewport, so they
    // run once, on desktop, to keep the suite inside its time budget.
    { name: 'desktop', grepInvert: /@phone/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      testMatch: /(shell|onboarding|dashboard|chat)\.spec\.ts$/,
      // Device scale factor 1: the layout is the Pixel 7's (CSS pixels), without rasterising 2.6² times
      // the pixels in software on a CI machine with no GPU.
      use: { ...devices['Pixel 7'], deviceScaleFactor: 1, channel: undefined },
    },
  ],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
