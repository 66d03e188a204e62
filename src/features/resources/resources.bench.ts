import { bench, describe } from 'vitest';

import { englishText } from '../../i18n/enUS';
import { generateResources } from './data';
import { filterResources, indexResources, noFilters } from './model';
import type { ResourceFilters } from './model';

// Issue 6: filtering 10,000 resources must fit in one frame (16 ms) per keystroke. Each iteration
// is one keystroke: the query is normalized and the whole list filtered again.
const resources = generateResources(10_000, englishText, 6);
const typed = 'Ansiedád en familia';
const keystrokes = Array.from({ length: typed.length }, (_, index) => typed.slice(0, index + 1));

function typer(base: Omit<ResourceFilters, 'query'>) {
  let next = 0;
  return () => {
    const query = keystrokes[next % keystrokes.length] ?? '';
    next += 1;
    filterResources(resources, { ...base, query });
  };
}

describe('filter 10,000 resources per keystroke', () => {
  // The searchable text is normalized once per resource, on the first search.
  filterResources(resources, { ...noFilters, query: 'warm-up' });

  bench('search only', typer({ category: 'all', culture: 'all' }));
  bench('search + category + culture', typer({ category: 'audio', culture: 'lgbtq' }));
  bench('a one-letter query (most results)', () => {
    filterResources(resources, { ...noFilters, query: 'e' });
  });
});

describe('indexing a fresh library (the screen does it in idle time, before the first keystroke)', () => {
  bench(
    'normalise every resource once',
    () => {
      // Copies are new objects, so none of them has its search text cached yet.
      const fresh = resources.map((resource) => ({ ...resource }));
      indexResources(fresh);
    },
    { iterations: 20 },
  );
});
