// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PRICE_PER_MINUTE_MAX_EUR, PRICE_PER_MINUTE_MIN_EUR } from '@rufbereit/shared';
import { landingFaq } from '../../content/landing/faq';
import { FaqSection } from './faq-section';

/** An answer as Testing Library reads the page: every kind of space (also the no-break ones) as one space. */
const shown = (text: string): string => text.replace(/\s+/g, ' ');

afterEach(cleanup);

const [first, second] = landingFaq;
if (!first || !second) throw new Error('FAQ needs at least two questions');

describe('FaqSection', () => {
  it('opens one answer at a time and closes the open one on a second click', async () => {
    render(<FaqSection />);
    const q1 = screen.getByRole('button', { name: first.question });
    const q2 = screen.getByRole('button', { name: second.question });
    expect(q1).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(shown(first.answer))).not.toBeInTheDocument();

    await userEvent.click(q1);
    expect(q1).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(shown(first.answer))).toBeVisible();

    await userEvent.click(q2);
    expect(q2).toHaveAttribute('aria-expanded', 'true');
    expect(q1).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(shown(second.answer))).toBeVisible();
    expect(screen.queryByText(shown(first.answer))).not.toBeInTheDocument();

    await userEvent.click(q2);
    expect(q2).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(shown(second.answer))).not.toBeInTheDocument();
  });

  it('has 6 to 8 questions under the anchor faq, as h3 under the section heading', () => {
    const { container } = render(<FaqSection />);
    expect(landingFaq.length).toBeGreaterThanOrEqual(6);
    expect(landingFaq.length).toBeLessThanOrEqual(8);
    expect(container.querySelector('section#faq')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Häufig gestellte Fragen' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(landingFaq.length);
  });

  it('quotes the shared price range and puts every answer into FAQPage structured data', () => {
    const fmt = (v: number) => v.toLocaleString('de-DE', { minimumFractionDigits: 2 });
    expect(first.answer).toContain(`${fmt(PRICE_PER_MINUTE_MIN_EUR)}\u202F€ und ${fmt(PRICE_PER_MINUTE_MAX_EUR)}\u202F€`);
    const { container } = render(<FaqSection />);
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as { '@type': string; mainEntity: { acceptedAnswer: { text: string } }[] };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.map((q) => q.acceptedAnswer.text)).toEqual(landingFaq.map((q) => q.answer));
  });
});
