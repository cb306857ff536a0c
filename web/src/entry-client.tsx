import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { PRERENDERED_PATH_ATTR, normalizePath } from './app/prerendered-path';

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
    const rendered = container.getAttribute(PRERENDERED_PATH_ATTR);
    if (rendered !== null && rendered === normalizePath(window.location.pathname)) {
      // Paint the prerendered HTML first (next frame), then hydrate as a transition, which yields
      // to the browser between chunks of work: a large page's hydration otherwise runs before the
      // first paint and delays it by seconds on a slow phone.
      requestAnimationFrame(() => {
        setTimeout(() => {
          startTransition(() => {
            hydrateRoot(container, app);
          });
        }, 0);
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
