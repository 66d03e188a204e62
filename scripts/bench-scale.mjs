#!/usr/bin/env node
// Scale benchmark (issue 9): a user with five years of daily moods (1,825) and 500 goals, and a
// library of 10,000 resources, on the production build in Chromium with the CPU slowed 4x (CDP
// Emulation.setCPUThrottlingRate). Each figure is "action to painted result": from the input
// event's timestamp to the end of the first frame whose DOM shows the result (the frame's rAF,
// then a task after its paint). Median of 7 runs after a warm-up. Budget: 50 ms each.
// Prints a table, writes reports/bench.json, exits 1 when a median is over budget.
//
// Builds the app into dist-bench/ and the two benchmark pages (bench/) into dist-bench/bench/,
// serves them with `vite preview` on BENCH_PORT (4191) and stops the server at the end.
// `--no-build` reuses the last build.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';

import { chromium, devices } from 'playwright';

import { chromiumArgs, findChromium } from './find-chromium.mjs';

const port = Number(process.env.BENCH_PORT ?? 4191);
const origin = `http://localhost:${port}`;
const outDir = 'dist-bench';
const cpuSlowdown = 4;
const budgetMs = 50;
const runs = 7;
const userKey = 'kindred.user';
// The product is built for a cheap Android phone: its viewport and touch. Device scale factor 1:
// here pixels are rasterised in software on two shared cores, which a phone's GPU does not pay.
// Service workers are off so the offline cache does not fill in the middle of a measurement.
const phone = { ...devices['Pixel 7'], deviceScaleFactor: 1, serviceWorkers: 'block' };

function run(command, args) {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function serve() {
  const server = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'], {
    stdio: 'ignore',
    detached: true,
  });
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(origin)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop(server);
  throw new Error(`vite preview did not start on port ${port}`);
}

/** Stops the preview server and the process group npx started for it. */
function stop(server) {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (value) => Math.round(value * 10) / 10;

/**
 * Installed in every page before its scripts. `__bench.arm(type, conditions)` waits for the next
 * `type` event (capture phase, so before the app sees it) and resolves `__bench.result` with the
 * time from the event's timestamp to the end of the first frame painted with every condition
 * true. A condition is { selector, count?, text?, attr?: [name, value], value?, scope?: { selector, closest } }.
 */
function instrument() {
  const holds = (condition, scope) => {
    const elements = [...(scope ?? document).querySelectorAll(condition.selector)];
    if (condition.count !== undefined) return elements.length === condition.count;
    if (elements.length === 0) return false;
    if (condition.text !== undefined) return elements.some((element) => element.textContent?.trim() === condition.text);
    if (condition.attr !== undefined) return elements.some((element) => element.getAttribute(condition.attr[0]) === condition.attr[1]);
    if (condition.value !== undefined) return elements.some((element) => element.value === condition.value);
    return true;
  };
  const scopeOf = (condition) =>
    condition.scope ? document.querySelector(condition.scope.selector)?.closest(condition.scope.closest) : undefined;
  /** Resolves with performance.now() after the first frame painted once all conditions hold. */
  const painted = (conditions) => {
    const scopes = conditions.map(scopeOf);
    return new Promise((resolve) => {
      const poll = () => {
        // In a rAF callback: what the DOM holds now is what this frame paints; the task queued
        // here runs once that frame is done.
        if (conditions.every((condition, index) => holds(condition, scopes[index]))) {
          setTimeout(() => resolve(performance.now()), 0);
        } else {
          requestAnimationFrame(poll);
        }
      };
      requestAnimationFrame(poll);
    });
  };
  const bench = {
    painted,
    /** When the app first read the stored user: main.tsx's first statement that is not an import. */
    appStart: null,
    arm(type, conditions) {
      bench.result = new Promise((resolve) => {
        window.addEventListener(
          type,
          (event) => {
            const start = event.timeStamp;
            void painted(conditions).then((end) => resolve(end - start));
          },
          { capture: true, once: true },
        );
      });
    },
  };
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function (key) {
    if (key === 'kindred.user' && bench.appStart === null) bench.appStart = performance.now();
    return getItem.call(this, key);
  };
  window.__bench = bench;
}

async function newPage(browser, { record } = {}) {
  const context = await browser.newContext(phone);
  await context.addInitScript(instrument);
  if (record) {
    await context.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('bench-seeded')) {
          localStorage.setItem(key, value);
          sessionStorage.setItem('bench-seeded', '1');
        }
      },
      [userKey, record],
    );
  }
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page, errors };
}

/** Runs `action` with the page armed for `type`; returns ms from the event to the painted result. */
async function measure(page, type, conditions, action) {
  await page.evaluate(([eventType, wanted]) => window.__bench.arm(eventType, wanted), [type, conditions]);
  await action();
  return page.evaluate(() => window.__bench.result);
}

/** The seeded records from bench/record.html (the features' generators), checked against the schema. */
async function seededRecords(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/bench/record.html`);
  await page.waitForFunction(() => window.benchReadRecord);
  const records = await page.evaluate(() => {
    const dropped = window.benchReadRecord('scale').dropped + window.benchReadRecord('week').dropped;
    return { scale: window.benchRecord, week: window.benchWeekRecord, dropped };
  });
  await context.close();
  if (records.dropped !== 0) throw new Error('the benchmark records do not match the schema');
  return records;
}

/** The dashboard with its Recent moods strip: the week's entries (at most seven) read from the record. */
const dashboardShown = (moods) => [
  { selector: 'h1', text: 'Dashboard' },
  { selector: 'ol time[datetime]', count: Math.min(7, moods) },
];

async function dashboardFirstRender(browser, record) {
  const { moodHistory, goals } = JSON.parse(record);
  const moods = moodHistory.length;
  const fromStart = [];
  const fromNavigation = [];
  for (let index = 0; index <= runs; index += 1) {
    const { context, page, errors } = await newPage(browser, { record });
    // Armed before any of the app's scripts run: polls from the first frame.
    await page.addInitScript((conditions) => {
      window.__bench.firstRender = window.__bench.painted(conditions);
    }, dashboardShown(moods));
    await page.goto(origin);
    const painted = await page.evaluate(() => window.__bench.firstRender);
    const appStart = await page.evaluate(() => window.__bench.appStart);
    if (index === 0) {
      const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), userKey);
      if (stored?.moodHistory?.length !== moods || stored?.goals?.length !== goals.length) {
        throw new Error('the app did not keep the seeded record as it was');
      }
    } else {
      fromStart.push(painted - appStart);
      fromNavigation.push(painted);
    }
    if (errors.length) throw new Error(`errors on the dashboard: ${errors.join('; ')}`);
    await context.close();
  }
  return { fromStart, fromNavigation };
}

async function logMood(browser, record) {
  const { context, page, errors } = await newPage(browser, { record });
  await page.goto(origin);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  const times = [];
  for (let index = 0; index <= runs; index += 1) {
    await page.getByRole('button', { name: 'Log Mood' }).click();
    const form = page.getByRole('form', { name: 'Log your mood' });
    await form.getByText(index % 2 ? 'Good' : 'Great', { exact: true }).click();
    const save = form.getByRole('button', { name: 'Save Mood' });
    await save.waitFor();
    const ms = await measure(
      page,
      'click',
      [
        { selector: '[role="status"]', text: 'Mood saved' },
        { selector: 'form[aria-label="Log your mood"]', count: 0 },
      ],
      () => save.click(),
    );
    if (index > 0) times.push(ms);
  }
  // The last entry is written after its frame: the next frame has passed once this returns.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  const expected = JSON.parse(record).moodHistory.length + runs + 1;
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null').moodHistory.length, userKey);
  if (stored !== expected) throw new Error(`expected ${expected} stored moods, found ${stored}`);
  if (errors.length) throw new Error(`errors while logging moods: ${errors.join('; ')}`);
  await context.close();
  return times;
}

async function openGoals(page) {
  const nav = page.getByRole('navigation', { name: /Main|Quick navigation/ }).filter({ visible: true }).first();
  const button = nav.getByRole('button', { name: 'Goals' });
  if (await button.count()) {
    await button.click();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Goals' }).click();
  }
  await page.getByRole('heading', { level: 1, name: 'Goals & Progress' }).waitFor();
}

async function goalStep(browser, record) {
  const { context, page, errors } = await newPage(browser, { record });
  await page.goto(origin);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await openGoals(page);
  // Active goals that stay active after +10%: each run steps a different one.
  const goals = JSON.parse(record).goals.filter((goal) => !goal.completed && goal.progress <= 80).slice(0, runs + 1);
  if (goals.length < 4) throw new Error(`only ${goals.length} active goals to step in the benchmark record`);
  const times = [];
  for (const [index, goal] of goals.entries()) {
    const label = `Increase progress of ${goal.title} by 10%`;
    const button = page.getByRole('button', { name: label, exact: true });
    await button.scrollIntoViewIfNeeded();
    const ms = await measure(
      page,
      'click',
      [
        {
          selector: '[role="progressbar"]',
          attr: ['aria-valuenow', String(goal.progress + 10)],
          scope: { selector: `button[aria-label="${label}"]`, closest: 'article' },
        },
      ],
      () => button.click(),
    );
    if (index > 0) times.push(ms);
  }
  if (errors.length) throw new Error(`errors on the goals screen: ${errors.join('; ')}`);
  await context.close();
  return times;
}

const resultsText = (count) => `${count.toLocaleString('en-US')} ${count === 1 ? 'resource' : 'resources'}`;

async function searchResources(browser) {
  const { context, page, errors } = await newPage(browser);
  await page.goto(`${origin}/bench/resources.html`);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.waitFor({ timeout: 120_000 });
  await page.getByText(resultsText(10_000), { exact: true }).waitFor();
  const query = 'anxious';
  const perKeystroke = [];
  const perRun = [];
  for (let index = 0; index <= runs; index += 1) {
    await search.focus();
    const keystrokes = [];
    for (let length = 1; length <= query.length; length += 1) {
      const typed = query.slice(0, length);
      const expected = await page.evaluate((text) => window.benchMatches(text), typed);
      const ms = await measure(
        page,
        'keydown',
        [
          { selector: 'input[type="search"]', value: typed },
          { selector: '[role="status"]', text: resultsText(expected) },
        ],
        () => page.keyboard.press(typed.at(-1)),
      );
      keystrokes.push(ms);
    }
    // Back to the whole library, unmeasured, for the next run.
    await search.fill('');
    await page.getByText(resultsText(10_000), { exact: true }).waitFor({ timeout: 120_000 });
    if (index > 0) {
      perKeystroke.push(...keystrokes);
      perRun.push(median(keystrokes));
    }
  }
  if (errors.length) throw new Error(`errors on the resources page: ${errors.join('; ')}`);
  await context.close();
  return { perKeystroke, perRun, query };
}

/** The start-up read of the record (JSON.parse + the schema), cold, once per fresh page. */
async function recordRead(browser) {
  const times = [];
  for (let index = 0; index <= runs; index += 1) {
    const { context, page } = await newPage(browser);
    await page.goto(`${origin}/bench/record.html`);
    await page.waitForFunction(() => window.benchReadRecord);
    const { ms } = await page.evaluate(() => window.benchReadRecord('scale'));
    if (index > 0) times.push(ms);
    await context.close();
  }
  return times;
}

async function recordWrite(browser, record) {
  const { context, page } = await newPage(browser, { record });
  await page.goto(origin);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  const result = await page.evaluate(
    ([key, count]) => {
      const user = JSON.parse(localStorage.getItem(key) ?? 'null');
      const times = [];
      let written = '';
      for (let index = 0; index <= count; index += 1) {
        const start = performance.now();
        written = JSON.stringify(user);
        localStorage.setItem(key, written);
        if (index > 0) times.push(performance.now() - start);
      }
      return { times, bytes: new TextEncoder().encode(written).length, characters: written.length };
    },
    [userKey, runs],
  );
  await context.close();
  return result;
}

async function main() {
  const build = !process.argv.includes('--no-build');
  if (build) {
    run('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn']);
    run('npx', ['vite', 'build', '--config', 'bench/vite.config.ts', '--logLevel', 'warn']);
  }
  const server = await serve();
  // Other work on the machine slows every figure: the load average is kept with them.
  const loadAtStart = os.loadavg().map(round);
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const chromiumVersion = browser.version();
    const { scale: record, week } = await seededRecords(browser);
    // `--only=mood,goals` measures only those steps (names as logged below); the rest are left out.
    const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
    const step = async (name, measureIt) => {
      if (only && !only.includes(name)) return null;
      const started = Date.now();
      const result = await measureIt();
      console.log(`${name} measured in ${Math.round((Date.now() - started) / 1000)} s`);
      return result;
    };
    const dashboard = await step('dashboard', () => dashboardFirstRender(browser, record));
    const dashboardWeek = await step('dashboard, one week', () => dashboardFirstRender(browser, week));
    const mood = await step('mood', () => logMood(browser, record));
    const moodWeek = await step('mood, one week', () => logMood(browser, week));
    const goals = await step('goals', () => goalStep(browser, record));
    const goalsWeek = await step('goals, one week', () => goalStep(browser, week));
    const search = await step('search', () => searchResources(browser));
    const read = await step('record read', () => recordRead(browser));
    const write = await step('record write', () => recordWrite(browser, record));

    const rows = [
      { what: 'Dashboard first render (app start → dashboard painted)', times: dashboard?.fromStart, budget: budgetMs },
      { what: 'The same with one week of moods, 12 goals (for comparison)', times: dashboardWeek?.fromStart, budget: null },
      { what: 'Dashboard from navigation (download, parse, render; no budget)', times: dashboard?.fromNavigation, budget: null },
      { what: 'Log a mood (Save → painted), 1,825 stored', times: mood, budget: budgetMs },
      { what: 'The same with one week of moods (for comparison)', times: moodWeek, budget: null },
      { what: '+10% on a goal (click → painted), 500 goals', times: goals, budget: budgetMs },
      { what: 'The same with 12 goals (for comparison)', times: goalsWeek, budget: null },
      { what: `Search 10,000 resources, per keystroke ("${search?.query}")`, times: search?.perKeystroke, budget: budgetMs },
      { what: 'Read the record at start-up (JSON.parse + schema)', times: read, budget: budgetMs },
      { what: 'Write the record (JSON.stringify + setItem)', times: write?.times, budget: budgetMs },
    ].filter((row) => row.times).map((row) => ({ ...row, median: round(median(row.times)), max: round(Math.max(...row.times)) }));

    const machine = {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      chromium: chromiumVersion,
      node: process.version,
      cpuSlowdown,
      viewport: 'Pixel 7 (412×915, touch) at device scale factor 1',
      loadAverage: { start: loadAtStart, end: os.loadavg().map(round) },
    };
    const report = {
      date: new Date().toISOString(),
      machine,
      runs,
      budgetMs,
      record: { bytes: write?.bytes, characters: write?.characters, moods: 1825, goals: 500 },
      results: rows.map(({ what, median: m, max, budget, times }) => ({ what, medianMs: m, maxMs: max, budgetMs: budget, timesMs: times.map(round) })),
    };
    mkdirSync('reports', { recursive: true });
    writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);

    console.log(
      `\nScale benchmark: Chromium ${chromiumVersion}, CPU ${cpuSlowdown}x slower, ${machine.cpus} cores (${machine.cpuModel}), ` +
        `load average ${loadAtStart[0]} → ${machine.loadAverage.end[0]}, median of ${runs} after a warm-up`,
    );
    console.table(
      Object.fromEntries(
        rows.map((row) => [
          row.what,
          { 'median ms': row.median, 'max ms': row.max, budget: row.budget === null ? '-' : `${row.budget} ms`, ok: row.budget === null || row.median <= row.budget ? 'yes' : 'NO' },
        ]),
      ),
    );
    if (write) console.log(`Stored record: ${write.bytes.toLocaleString('en-US')} bytes of JSON (${write.characters.toLocaleString('en-US')} characters)`);
    console.log('Written to reports/bench.json');
    const over = rows.filter((row) => row.budget !== null && row.median > row.budget);
    if (over.length) {
      console.error(`Over ${budgetMs} ms: ${over.map((row) => row.what).join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    stop(server);
  }
}

await main();
