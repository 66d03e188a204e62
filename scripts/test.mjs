#!/usr/bin/env node
// `npm test`: the one command that proves the project. Runs every stage even when one fails, so a
// single run shows everything that is wrong, then prints `N passed, N failed` over the tests.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

import { findChromium } from './find-chromium.mjs';

try {
  findChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

// Stages in groups, one group after the other. The short Node stages of a group run at the same
// time, their output printed whole when each ends so logs do not interleave; the browser stages
// run alone and stream their output (together they only share the same two cores, and timing
// checks such as "the crisis reply within a second" should not compete). Lighthouse runs last:
// its performance score needs a quiet machine.
const groups = [
  [
    ['typecheck', 'npx', ['tsc', '--noEmit']],
    ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
    ['production build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
    // The component library as designers and Chromatic get it: the story tests run on the dev
    // server and would not notice a broken static build (as happened when the PWA arrived).
    ['storybook build', 'npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']],
  ],
  [
    ['size budgets', 'node', ['scripts/size-report.mjs']],
    ['catalogues', 'node', ['scripts/check-catalogues.mjs']],
  ],
  [
    [
      'unit, story and screenshot tests',
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json'],
    ],
  ],
  [['e2e journeys', 'npx', ['playwright', 'test']]],
  [['lighthouse', 'node', ['scripts/lighthouse.mjs']]],
];

const failedStages = [];
const timings = [];

/** Runs one stage; `alone` streams its output, otherwise it is kept until the stage ends. */
function runStage([name, command, args], alone) {
  const started = performance.now();
  console.log(`\n▶ ${name}${alone ? '' : ' (started)'}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: alone ? 'inherit' : 'pipe',
      env: { ...process.env, FORCE_COLOR: '1' },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      timings.push(`${name}: ${seconds} s`);
      console.log(`${alone ? '' : '\n'}▶ ${name} ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
      if (!alone) process.stdout.write(Buffer.concat(output));
      if (status !== 0) failedStages.push(name);
      resolve(status);
    });
  });
}

const suiteStarted = performance.now();
for (const group of groups) {
  await Promise.all(group.map((stage) => runStage(stage, group.length === 1)));
}
const suiteSeconds = ((performance.now() - suiteStarted) / 1000).toFixed(0);

function count(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  return read(JSON.parse(readFileSync(file, 'utf8')));
}

const vitest = count('reports/vitest.json', (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));
const e2e = count('reports/e2e.json', (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky }));
// A stage with no per-test report (typecheck, lint, the builds, budgets) counts as one test.
const otherStages = ['typecheck', 'lint', 'production build', 'storybook build', 'size budgets', 'catalogues', 'lighthouse'];
const stagePassed = otherStages.filter((s) => !failedStages.includes(s)).length;
const stageFailed = otherStages.length - stagePassed;
// A runner that crashed before writing its report is still a failure.
const crashed = failedStages.filter(
  (s) => !otherStages.includes(s) && (s.startsWith('e2e') ? e2e.failed === 0 : vitest.failed === 0),
).length;

const passed = vitest.passed + e2e.passed + stagePassed;
const failed = vitest.failed + e2e.failed + stageFailed + crashed;

console.log(`\nStage times: ${timings.join(', ')}; whole suite ${suiteSeconds} s`);
if (failedStages.length) console.log(`\nFailed stages: ${failedStages.join(', ')}`);
const summary = `${passed} passed, ${failed} failed`;
writeFileSync('reports/summary.txt', `${summary}\n`);
console.log(summary);
process.exit(failedStages.length ? 1 : 0);
