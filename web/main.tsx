import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { ErrorPageBoundary } from './errors/error-page-boundary';
import { describeError, reportError } from './errors/report-error';
import { initI18n } from './i18n';
import './styles/base.css';
import './styles/shell.css';
import './styles/search.css';
import './styles/pages.css';
import './styles/estimate.css';

initI18n();

// Uncaught errors and rejected promises go to POST /log (report-error.ts makes sure this cannot loop).
window.addEventListener('error', (event) => {
  reportError({ task: location.pathname, message: describeError(event.error ?? event.message) });
});
window.addEventListener('unhandledrejection', (event) => {
  reportError({ task: location.pathname, message: `Unhandled rejection: ${describeError(event.reason)}` });
});

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <ErrorPageBoundary>
        <App />
      </ErrorPageBoundary>
    </StrictMode>,
  );
}
