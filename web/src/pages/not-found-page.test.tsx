// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import NotFoundPage from './not-found-page';

afterEach(cleanup);

it('names the requested path and offers the way home and to /terminvergabe', () => {
  render(
    <MemoryRouter initialEntries={['/gibt-es-nicht/%C3%BCber']}>
      <NotFoundPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
  expect(screen.getByText('/gibt-es-nicht/über')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'KI-Terminvergabe entdecken' })).toHaveAttribute('href', '/terminvergabe');
  expect(document.title).toBe('Seite nicht gefunden | Rufbereit');
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
});
