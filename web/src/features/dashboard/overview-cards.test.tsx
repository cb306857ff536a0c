// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FirstActionCard } from './overview-cards';

afterEach(cleanup);

describe('the dashboard card of the time to the first action', () => {
  it("says 'Median: 1 Minute' in the singular", () => {
    render(<FirstActionCard firstAction={{ medianMinutes: 1, count: 1 }} />);
    expect(screen.getByTestId('first-action')).toHaveTextContent('Median: 1 Minute (aus 1 bearbeiteten Anfrage)');
  });

  it('uses the plural for more than one', () => {
    render(<FirstActionCard firstAction={{ medianMinutes: 12, count: 1200 }} />);
    expect(screen.getByTestId('first-action')).toHaveTextContent('Median: 12 Minuten (aus 1.200 bearbeiteten Anfragen)');
  });
});
