// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import { sectionFallback } from '@rufbereit/shared';
import { SectionBoundary } from './section-boundary';

function FaqContent() {
  return <p>Alle Antworten auf einen Blick</p>;
}

// A fresh lazy component per render pass, as on the server and in a newly loaded browser page.
const makePage = () => {
  const LazyFaq = lazy(async () => ({ default: FaqContent }));
  return function Page() {
    return (
      <main>
        <SectionBoundary sectionId="faq">
          <LazyFaq />
        </SectionBoundary>
      </main>
    );
  };
};

async function prerenderToString(): Promise<string> {
  const Page = makePage();
  const { prelude } = await prerender(<Page />);
  return new Response(prelude).text();
}

// Unit files share their worker (isolate: false): a hydrated root is unmounted, not left running.
const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('SectionBoundary with prerendering', () => {
  it('puts the lazy section’s full text into the static HTML, not the spinner', async () => {
    const html = await prerenderToString();
    expect(html).toContain('Alle Antworten auf einen Blick');
    expect(html).not.toContain(sectionFallback.loading);
  });

  it('hydrates without mismatch, even with ?crash= for another section in the URL', async () => {
    const html = await prerenderToString();
    window.history.replaceState(null, '', '/?crash=features');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);

    const recoverable: unknown[] = [];
    const Page = makePage();
    await act(async () => {
      roots.push(hydrateRoot(container, <Page />, { onRecoverableError: (error) => recoverable.push(error) }));
    });
    await act(async () => new Promise((r) => setTimeout(r, 10)));

    expect(recoverable).toEqual([]);
    expect(container.textContent).toContain('Alle Antworten auf einen Blick');
  });

  it('keeps the prerendered HTML free of the crash and crashes only after hydration', async () => {
    const html = await prerenderToString();
    window.history.replaceState(null, '', '/?crash=faq');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);

    const recoverable: unknown[] = [];
    const errors: unknown[] = [];
    const Page = makePage();
    await act(async () => {
      roots.push(hydrateRoot(container, <Page />, {
        onRecoverableError: (error) => recoverable.push(error),
        onCaughtError: (error) => errors.push(error),
      }));
    });
    // The crash comes with the lazy section's chunk, however long its import takes.
    await waitFor(() => expect(container.textContent).toContain(sectionFallback.heading));

    expect(recoverable).toEqual([]);
    expect(errors).toHaveLength(1);
  });
});
