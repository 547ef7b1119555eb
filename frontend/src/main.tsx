import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadPage } from './app/router';
import { startLanguage } from './lib/i18n/runtime';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('SueGo: #root element missing from index.html');

// Draw the page itself first, not its skeleton: wait for its code (already on its way) and, on a Spanish page, for
// the Spanish catalog (ADR 200), but never more than 1 s.
const pageCode = Promise.all([
  preloadPage(window.location.pathname).catch(() => undefined),
  startLanguage().catch(() => undefined),
]);
void Promise.race([pageCode, new Promise((resolve) => setTimeout(resolve, 1000))]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
