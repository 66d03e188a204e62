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

// Stages in groups: a group's stages run at the same time (two cores: a browser-bound stage
// waits on timers and paints while the other computes), and each stage's output is printed whole
// when it ends, so logs do not interleave. Lighthouse runs alone, last: its performance score
// needs a quiet machine.
const groups = [
  [
    ['typecheck', 'npx', ['tsc', '--noEmit']],
    ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
    ['production build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
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
    ['e2e journeys', 'npx', ['playwright', 'test']],
  ],
  [['lighthouse', 'node', ['scripts/lighthouse.mjs']]],
];

const failedStages = [];
const timings = [];

/** Runs one stage, its output kept until it ends; resolves with its exit status. */
function runStage([name, command, args]) {
  const started = performance.now();
  console.log(`▶ ${name} (started)`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      timings.push(`${name}: ${seconds} s`);
      console.log(`\n▶ ${name} (${status === 0 ? 'passed' : 'FAILED'}, ${seconds} s)`);
      process.stdout.write(Buffer.concat(output));
      if (status !== 0) failedStages.push(name);
      resolve(status);
    });
  });
}

const suiteStarted = performance.now();
for (const group of groups) {
  await Promise.all(group.map(runStage));
}
const suiteSeconds = ((performance.now() - suiteStarted) / 1000).toFixed(0);

function count(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  return read(JSON.parse(readFileSync(file, 'utf8')));
}

const vitest = count('reports/vitest.json', (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));
const e2e = count('reports/e2e.json', (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky }));
// A stage with no per-test report (typecheck, lint, build, budgets) counts as one test.
const otherStages = ['typecheck', 'lint', 'production build', 'size budgets', 'catalogues', 'lighthouse'];
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
