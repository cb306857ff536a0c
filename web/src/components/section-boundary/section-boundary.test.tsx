// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sectionFallback } from '@rufbereit/shared';
import { HYDRATED_ATTR } from '../../lib/hydrated-attr';
import { requestedCrashes } from './crash-request';
import { SectionBoundary } from './section-boundary';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

beforeEach(() => {
  // React and the boundary log caught errors; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function expectFallback() {
  expect(screen.getByRole('heading', { name: sectionFallback.heading })).toBeInTheDocument();
  expect(screen.getByText(sectionFallback.text)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: sectionFallback.retry })).toBeInTheDocument();
  // Rendered in the browser only: marked live, so a tap on 'Erneut versuchen' is never held as an early click.
  expect(screen.getByRole('button', { name: sectionFallback.retry }).closest(`[${HYDRATED_ATTR}]`)).not.toBeNull();
}

describe('SectionBoundary', () => {
  it('shows the fallback when a child throws, leaves siblings alone, and recovers on retry', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('kaputt');
      return <p>Abschnitt wieder da</p>;
    }
    render(
      <>
        <SectionBoundary sectionId="faq">
          <Flaky />
        </SectionBoundary>
        <p>Rest der Seite</p>
      </>,
    );
    expectFallback();
    expect(screen.getByText('Rest der Seite')).toBeInTheDocument();

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: sectionFallback.retry }));
    expect(screen.getByText('Abschnitt wieder da')).toBeInTheDocument();
    expect(screen.queryByText(sectionFallback.heading)).not.toBeInTheDocument();
  });

  it('shows the loading spinner while a lazy section loads, then the section', async () => {
    let resolve: (m: { default: () => React.JSX.Element }) => void = () => undefined;
    const Lazy = lazy(() => new Promise<{ default: () => React.JSX.Element }>((r) => (resolve = r)));
    render(
      <SectionBoundary sectionId="testimonials">
        <Lazy />
      </SectionBoundary>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(sectionFallback.loading);
    await act(async () => resolve({ default: () => <p>Geladen</p> }));
    expect(await screen.findByText('Geladen')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('crashes only the section named in ?crash= and recovers it on retry', async () => {
    window.history.replaceState(null, '', '/?crash=faq');
    render(
      <>
        <SectionBoundary sectionId="faq">
          <p>FAQ-Inhalt</p>
        </SectionBoundary>
        <SectionBoundary sectionId="features">
          <p>Funktionen-Inhalt</p>
        </SectionBoundary>
      </>,
    );
    expectFallback();
    // The fallback keeps the section's anchor, so links to #faq still land on it.
    expect(document.getElementById('faq')).toContainElement(screen.getByRole('button', { name: sectionFallback.retry }));
    expect(screen.queryByText('FAQ-Inhalt')).not.toBeInTheDocument();
    expect(screen.getByText('Funktionen-Inhalt')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: sectionFallback.retry }));
    expect(screen.getByText('FAQ-Inhalt')).toBeInTheDocument();
    expect(screen.queryByText(sectionFallback.heading)).not.toBeInTheDocument();
  });
});

describe('requestedCrashes', () => {
  it('reads one or several section ids and ignores blanks', () => {
    expect(requestedCrashes('?crash=faq')).toEqual(['faq']);
    expect(requestedCrashes('?section=x&crash=faq,%20features,')).toEqual(['faq', 'features']);
    expect(requestedCrashes('?crash=')).toEqual([]);
    expect(requestedCrashes('')).toEqual([]);
  });
});
