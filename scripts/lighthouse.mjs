#!/usr/bin/env node
// Lighthouse on the production build (`dist/`), with Lighthouse's own mobile settings: a
// simulated slow 4G connection and a 4x slower CPU. Two pages: the onboarding a new visitor sees,
// and the dashboard of a signed-in user. Fails when a score is under its budget; the scores go to
// reports/lighthouse.json. Uses system Chromium (CHROME_PATH, else scripts/find-chromium.mjs).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

import { chromiumArgs, findChromium } from './find-chromium.mjs';

const port = 4175;
const origin = `http://localhost:${port}`;
const budgets = { performance: 95, accessibility: 100, 'best-practices': 100 };

const signedIn = {
  schemaVersion: 1,
  id: '1700000000000',
  name: 'Ade',
  age: 19,
  preferences: { language: 'en-US', culturalBackground: '', communicationStyle: 'supportive', theme: 'system', country: 'US' },
  moodHistory: [{ id: 'm1', date: '2026-11-20T08:00:00.000Z', mood: 4, emotions: ['calm'] }],
  goals: [],
};

async function serve() {
  const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], { stdio: 'ignore', detached: true });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(origin)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('vite preview did not start');
}

async function audit(name, { seed }) {
  // A fresh browser per page: nothing cached from the run before.
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? findChromium(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    return await run(chrome, name, { seed });
  } finally {
    await chrome.kill();
  }
}

async function run(chrome, name, { seed }) {
  if (seed) {
    // Put the user in localStorage from a page of the origin that does not start the app, so no
    // service worker is installed before Lighthouse loads the dashboard "cold".
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((value) => localStorage.setItem('kindred.user', value), JSON.stringify(seed));
    await page.close();
    await browser.disconnect();
  }
  const result = await lighthouse(`${origin}/`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(budgets),
    // Keep the seeded user for the dashboard; the onboarding run starts from a clean slate.
    disableStorageReset: Boolean(seed),
  });
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(Object.keys(budgets).map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)]));
  const metrics = {
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
  };
  const failing = Object.values(result.lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => `${a.id} (${(a.details?.items ?? []).map((item) => item.node?.snippet ?? '').join(' ')})`);
  return { name, scores, metrics, failingAudits: failing };
}

const server = await serve();
let pages;
try {
  pages = [await audit('onboarding', {}), await audit('dashboard (signed in)', { seed: signedIn })];
} finally {
  process.kill(-server.pid);
}

mkdirSync('reports', { recursive: true });
writeFileSync('reports/lighthouse.json', `${JSON.stringify({ budgets, pages }, null, 2)}\n`);
let failed = false;
for (const page of pages) {
  const misses = Object.entries(budgets).filter(([key, min]) => page.scores[key] < min);
  failed ||= misses.length > 0;
  console.log(
    `${misses.length ? '✗' : '✓'} ${page.name}: ${Object.entries(page.scores).map(([k, v]) => `${k} ${v}`).join(', ')}; ` +
      `LCP ${page.metrics.lcpMs} ms, FCP ${page.metrics.fcpMs} ms, TBT ${page.metrics.tbtMs} ms, CLS ${page.metrics.cls}` +
      (page.failingAudits.length ? `; failing audits: ${page.failingAudits.join(', ')}` : ''),
  );
}
process.exit(failed ? 1 : 0);
