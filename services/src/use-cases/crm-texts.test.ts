import { describe, expect, it } from 'vitest';
import { buildCrmPayload } from '@rufbereit/shared';
import { noteContent } from './crm-texts';

const payload = buildCrmPayload({ firstname: 'Zora', lastname: 'Zuordnung', email: 'zora@beispiel.de', service_preference: 'consultation', privacy_accepted: true, contact_type: 'contact_form' });

describe("the CRM note's attribution", () => {
  it('names the entry page, source, medium, campaign and referring site of the visit, escaped, and leaves out what the visit had not', () => {
    const note = noteContent(payload, { entryPath: '/branchen/friseursalons', source: 'newsletter', campaign: 'herbst <b>', referrerHost: 'mail.example.org' });
    expect(note).toContain('<p><strong>Einstiegsseite:</strong> /branchen/friseursalons</p>');
    expect(note).toContain('<p><strong>Quelle:</strong> newsletter</p>');
    expect(note).toContain('<p><strong>Kampagne:</strong> herbst &lt;b&gt;</p>');
    expect(note).toContain('<p><strong>Verweisende Website:</strong> mail.example.org</p>');
    expect(note).not.toContain('Medium:');
  });

  it('says so when no visit was found', () => {
    expect(noteContent(payload)).toContain('<p><strong>Herkunft des Besuchs:</strong> Kein Besuch zugeordnet');
  });
});
