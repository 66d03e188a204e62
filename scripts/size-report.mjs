#!/usr/bin/env node
// Size budgets over the Vite manifest of the production build (`vite build` first).
// Initial JS = the entry chunk and everything it imports statically; lazy chunks are counted alone.
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const budgets = {
  initialJsKb: 95,
  lazyChunkKb: 40,
  cssKb: 15,
};

const dist = 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
if (!entry) throw new Error('The manifest has no entry chunk');

const initial = new Set();
const visit = (key) => {
  if (initial.has(key)) return;
  initial.add(key);
  for (const next of manifest[key].imports ?? []) visit(next);
};
visit(entry[0]);

const initialFiles = [...initial].map((key) => manifest[key].file);
const initialJs = initialFiles.reduce((sum, file) => sum + gz(file), 0);
const lazy = Object.entries(manifest)
  .filter(([key, chunk]) => !initial.has(key) && chunk.file.endsWith('.js'))
  .map(([key, chunk]) => ({ name: chunk.name ?? key, file: chunk.file, kb: gz(chunk.file) }));
const cssFiles = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))];
const css = cssFiles.reduce((sum, file) => sum + gz(file), 0);

const failures = [];
if (initialJs > budgets.initialJsKb) failures.push(`initial JS ${initialJs.toFixed(1)} KB > ${budgets.initialJsKb} KB`);
for (const chunk of lazy) {
  if (chunk.kb > budgets.lazyChunkKb) failures.push(`lazy chunk ${chunk.file} ${chunk.kb.toFixed(1)} KB > ${budgets.lazyChunkKb} KB`);
}
if (css > budgets.cssKb) failures.push(`CSS ${css.toFixed(1)} KB > ${budgets.cssKb} KB`);

const report = { budgets, initialJsKb: +initialJs.toFixed(2), initialFiles, lazy, cssKb: +css.toFixed(2), failures };
mkdirSync('reports', { recursive: true });
writeFileSync('reports/size.json', JSON.stringify(report, null, 2));

console.log(`initial JS  ${initialJs.toFixed(1).padStart(6)} KB gzip  (budget ${budgets.initialJsKb})`);
for (const chunk of lazy) console.log(`lazy        ${chunk.kb.toFixed(1).padStart(6)} KB gzip  ${chunk.file}`);
console.log(`CSS         ${css.toFixed(1).padStart(6)} KB gzip  (budget ${budgets.cssKb})`);
if (failures.length) {
  console.error(`Size budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
