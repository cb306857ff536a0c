import { describe, expect, it } from 'vitest';
import { adminListMessages } from './admin-list-messages';
import { countText } from './common-messages';
import { dashboardTexts } from '../dashboard/dashboard-messages';

describe('counts in German texts', () => {
  it('use the singular for exactly one and the plural otherwise (0 too), with German digit grouping', () => {
    expect(countText(1, 'Minute', 'Minuten')).toBe('1 Minute');
    expect(countText(0, 'Minute', 'Minuten')).toBe('0 Minuten');
    expect(countText(2, 'Minute', 'Minuten')).toBe('2 Minuten');
    expect(countText(1000, 'Anfrage', 'Anfragen')).toBe('1.000 Anfragen');
  });

  it("say 'Median: 1 Minute' and 'aus 1 bearbeiteten Anfrage' on the dashboard", () => {
    expect(dashboardTexts.medianText(1, 1)).toBe('Median: 1 Minute (aus 1 bearbeiteten Anfrage)');
    expect(dashboardTexts.medianText(5, 12)).toBe('Median: 5 Minuten (aus 12 bearbeiteten Anfragen)');
  });

  it('name one request, one demo and one intro call in the singular in the summaries', () => {
    expect(dashboardTexts.requestsSummary(1, 1, 1)).toBe('In den letzten 90 Tagen: 1 Kontaktanfrage, 1 Demo-Anfrage und 1 Kennenlerngespräch.');
    expect(dashboardTexts.requestsSummary(2, 0, 3)).toBe('In den letzten 90 Tagen: 2 Kontaktanfragen, 0 Demo-Anfragen und 3 Kennenlerngespräche.');
    expect(dashboardTexts.funnelSummary(1, 1, '100 %')).toBe('Von 1 Demo-Anfrage wurde 1 gewonnen (100 %).');
    expect(dashboardTexts.funnelSummary(4, 0, '0 %')).toBe('Von 4 Demo-Anfragen wurden 0 gewonnen (0 %).');
  });

  it("read '1 Eintrag angezeigt' under a paged list", () => {
    expect(adminListMessages.shownCount(1)).toBe('1 Eintrag angezeigt');
    expect(adminListMessages.shownCount(25)).toBe('25 Einträge angezeigt');
  });
});
