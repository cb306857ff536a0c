// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { roiMessages } from './roi';
import { RoiCalculatorSection } from './roi-calculator-section';

afterEach(cleanup);

const result = () => screen.getByTestId('roi-result');
// Intl puts a non-breaking space before the euro sign; toHaveTextContent normalises it to a space.

describe('RoiCalculatorSection', () => {
  it('shows the default example with German currency formatting in a live region', () => {
    render(<RoiCalculatorSection />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'roi-heading');
    expect(result()).toHaveAttribute('aria-live', 'polite');
    expect(result()).toHaveTextContent('2.080,00 €');
    // 86,7 calls a month × 1,5 minutes = 130 minutes × 0,32 € … 0,45 €
    expect(result()).toHaveTextContent(`41,60 € – 58,50 €`);
    expect(result()).toHaveTextContent(`2.021,50 € – 2.038,40 €`);
  });

  it('starts with a call length that agrees with its own hint (under 2 minutes)', () => {
    render(<RoiCalculatorSection />);
    const minutes = screen.getByLabelText('Durchschnittliche Gesprächsdauer (Minuten)');
    expect(minutes).toHaveAccessibleDescription('Ein Anruf ist mit dem Assistenten meist in unter 2 Minuten erledigt.');
    expect(Number((minutes as HTMLInputElement).value)).toBeLessThan(2);
    expect(Number((minutes as HTMLInputElement).value)).toBeGreaterThan(0);
  });

  it('recalculates when an input changes', async () => {
    render(<RoiCalculatorSection />);
    const missed = screen.getByLabelText('Verpasste Anrufe pro Woche');
    await userEvent.clear(missed);
    await userEvent.type(missed, '12');
    // 12 a week = 52 a month; 40 % book at 60 € = 1.248,00 €
    expect(result()).toHaveTextContent('1.248,00 €');
  });

  it('explains invalid input in German, clamps, and marks the field invalid', async () => {
    render(<RoiCalculatorSection />);
    const rate = screen.getByLabelText('Anteil der Anrufer, die buchen (%)');
    await userEvent.clear(rate);
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(rate).toHaveAccessibleDescription(expect.stringContaining(roiMessages.required));

    await userEvent.type(rate, '150');
    expect(screen.getByText('Der Wert darf höchstens 100 betragen. Wir rechnen mit 100.')).toBeInTheDocument();
    // 100 % of 86,67 calls at 60 € = 5.200,00 €
    expect(result()).toHaveTextContent('5.200,00 €');
  });
});
