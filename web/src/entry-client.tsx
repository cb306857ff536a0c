import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { PRERENDERED_PATH_ATTR, isPrerenderedHere } from './lib/prerendered-path';

const container = document.getElementById('root');

if (!container) {
  console.error('Failed to find the root element');
} else {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  try {
    if (isPrerenderedHere()) {
      // app-entry.ts loads this module only after the first paint. Hydrating as a transition yields to
      // the browser between chunks of work, so input and scrolling stay responsive meanwhile.
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else {
      // 404 page, client-only routes, dev server: nothing (or another path) was prerendered here.
      container.removeAttribute(PRERENDERED_PATH_ATTR);
      createRoot(container).render(app);
    }
  } catch (error) {
    console.error('Failed to render the app', error);
  }
}
