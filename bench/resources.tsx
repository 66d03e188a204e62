// The Resources screen as the app renders it (same providers and styles), given a library of
// 10,000 seeded resources instead of the 24 samples: the app has no other way to hold that many.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { generateResources } from '../src/features/resources/data';
import { filterResources, noFilters } from '../src/features/resources/model';
import { ResourcesScreen } from '../src/features/resources/ResourcesScreen';
import { I18nProvider } from '../src/i18n';
import { englishText } from '../src/i18n/enUS';
import { globalStyles, ThemeProvider } from '../src/styles';

const count = Number(new URLSearchParams(window.location.search).get('count') ?? 10_000);
const resources = generateResources(count, englishText);

declare global {
  interface Window {
    /** How many resources a query should leave, so the benchmark knows the result it waits for. */
    benchMatches?: (query: string) => number;
  }
}

window.benchMatches = (query) => filterResources(resources, { ...noFilters, query }).length;

globalStyles();
const container = document.getElementById('root');
if (!container) throw new Error('resources.html lost its #root element');
createRoot(container).render(
  <StrictMode>
    <ThemeProvider preference="light">
      <I18nProvider locale="en-US">
        <main>
          <h1>Resources</h1>
          <ResourcesScreen culturalBackground="" resources={resources} />
        </main>
      </I18nProvider>
    </ThemeProvider>
  </StrictMode>,
);
