import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { globalStyles } from '../styles';
import { App } from './App';

globalStyles();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lost its #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
