// Checks every message catalogue against en-US, the source: the same keys (none missing, none
// unknown), valid ICU, the same arguments (a translation that drops {name} or renames {count}
// would show a blank or crash), and no English left behind in a message that has words to
// translate. Run by `npm test`; `node scripts/check-catalogues.mjs es-ES` checks one locale.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/i18n/messages');
const read = (locale) => JSON.parse(readFileSync(path.join(folder, `${locale}.json`), 'utf8'));

/** The words of a message outside its {arguments}: what a translator translates. */
function literalText(elements) {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.tag) return literalText(element.children);
      if (element.options) return Object.values(element.options).map((option) => literalText(option.value)).join(' ');
      return '';
    })
    .join(' ');
}

/** The argument names of a message and their types, e.g. { count: 'plural', name: 'argument' }. */
function argumentsOf(elements, found = {}) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      found[`<${element.value}>`] = 'tag';
      argumentsOf(element.children, found);
      continue;
    }
    const kind = { [TYPE.plural]: 'plural', [TYPE.select]: 'select', [TYPE.number]: 'number', [TYPE.date]: 'date', [TYPE.time]: 'time' }[element.type] ?? 'argument';
    found[element.value] = kind;
    if (element.options) for (const option of Object.values(element.options)) argumentsOf(option.value, found);
  }
  return found;
}

const source = read('en-US');
const only = process.argv[2];
const locales = readdirSync(folder)
  .filter((file) => file.endsWith('.json') && file !== 'en-US.json')
  .map((file) => file.replace(/\.json$/, ''))
  .filter((locale) => !only || locale === only);

// Words that stay the same in every language: names, numbers, short codes.
const untranslatable = /^[\s\d{}#%+,.:;!?'"()\-–—/…·•|]*$|^(OK|SMS|988|741741|HOME|Kindred)$/;

const problems = [];
for (const locale of ['en-US', ...locales]) {
  const messages = read(locale);
  const parsed = {};
  for (const [key, message] of Object.entries(messages)) {
    try {
      parsed[key] = parse(message, { requiresOtherClause: true, shouldParseSkeletons: true });
    } catch (error) {
      problems.push(`${locale}: "${key}" is not valid ICU (${error.message})`);
    }
  }
  if (locale === 'en-US') continue;
  for (const key of Object.keys(source)) {
    if (!(key in messages)) problems.push(`${locale}: missing "${key}"`);
  }
  for (const key of Object.keys(messages)) {
    if (!(key in source)) problems.push(`${locale}: "${key}" is not in en-US (unused)`);
  }
  for (const [key, message] of Object.entries(messages)) {
    if (!(key in source) || !parsed[key]) continue;
    const expected = argumentsOf(parse(source[key], { requiresOtherClause: true }));
    const actual = argumentsOf(parsed[key]);
    const want = JSON.stringify(Object.entries(expected).sort());
    const got = JSON.stringify(Object.entries(actual).sort());
    if (want !== got) problems.push(`${locale}: "${key}" has arguments ${got}, en-US has ${want}`);
    const words = literalText(parsed[key]);
    // One word may be the same in both languages (Menu, Question, Audio); a phrase is not.
    const phrase = words.trim().split(/\s+/).filter((word) => /[a-z]{2}/i.test(word)).length > 1;
    if (message === source[key] && phrase && !untranslatable.test(words.trim())) {
      problems.push(`${locale}: "${key}" is still in English`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Catalogue check: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Catalogue check: ${locales.length + 1} catalogues, ${Object.keys(source).length} messages each, all consistent.`);
