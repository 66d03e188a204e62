// Finds a Chromium for Vitest browser mode, Playwright e2e and Lighthouse.
// Order: CHROMIUM_PATH, Debian's packages, then Playwright's own download (elsewhere).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Flags that keep headless Chromium quiet on a machine with a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--font-render-hinting=none',
];

function playwrightChromium() {
  try {
    const { chromium } = require('playwright');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** @returns {string} absolute path of a Chromium executable; throws with install advice when none. */
export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean);
  const found = candidates.find((path) => existsSync(path)) ?? playwrightChromium();
  if (!found) {
    throw new Error(
      [
        'No Chromium found for the browser tests.',
        'Install one of:',
        '  Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium',
        '  anywhere with network: npx playwright install chromium',
        'or point CHROMIUM_PATH at an existing Chromium or Chrome executable.',
      ].join('\n'),
    );
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(findChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
