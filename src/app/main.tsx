import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { loadCatalogue } from '../i18n';
import { globalStyles } from '../styles';
import { App } from './App';
import { registerServiceWorker } from './pwa/updates';
import { loadMainApp, loadOnboarding } from './screens';
import { hasStoredUser, storedLanguage } from './user/storage';

globalStyles();

// Start fetching the first screen's chunk and the text now, in parallel with React's first render.
void (hasStoredUser() ? loadMainApp() : loadOnboarding());
void loadCatalogue(storedLanguage());

const container = document.getElementById('root');
if (!container) throw new Error('index.html lost its #root element');

// The offline cache fills after the app has loaded, never competing with the first screen.
window.addEventListener('load', () => {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
  idle(registerServiceWorker);
});

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
