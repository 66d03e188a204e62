import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { defaultLocale, loadCatalogue } from '../i18n';
import { globalStyles } from '../styles';
import { App } from './App';
import { loadMainApp, loadOnboarding } from './screens';
import { hasStoredUser } from './user/storage';

globalStyles();

// Start fetching the first screen's chunk and the text now, in parallel with React's first render.
void (hasStoredUser() ? loadMainApp() : loadOnboarding());
void loadCatalogue(defaultLocale);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lost its #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
