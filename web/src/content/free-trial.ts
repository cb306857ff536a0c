import { TRIAL_DAYS } from '@rufbereit/shared';
import type { AgentInfo } from './landing/test-agents';
import { pagePath } from '../lib/page-path';

/** Copy of /kostenlos-testen and its success page (spec: screens "Demo page"). */
export const freeTrialContent = {
  hero: {
    eyebrow: `${TRIAL_DAYS} Tage kostenlos testen – ohne Risiko`,
    title: 'Testen Sie Ihren KI-Telefonassistenten kostenlos',
    subtitle:
      `Hören Sie sich Beispielgespräche unserer Demo-Assistenten an und fordern Sie Ihre persönliche Demo an. Wir richten den Assistenten für Ihr Unternehmen ein – Sie testen ihn ${TRIAL_DAYS} Tage lang kostenlos.`,
    primary: 'Jetzt kostenlose Demo buchen',
    secondary: 'Mehr über den KI-Telefonassistenten',
    secondaryHref: pagePath('aiPhoneAssistant'),
    trustNotes: [`${TRIAL_DAYS} Tage kostenlos`, '24/7 Erreichbarkeit', '100% DSGVO-konform', 'Gehostet in deutschen Rechenzentren'],
  },
  agents: {
    id: 'demo-agents',
    eyebrow: 'Demo-Assistenten',
    heading: 'Erleben Sie den Assistenten in Ihrer Branche',
    intro:
      'Drei Demo-Assistenten zeigen, wie der KI-Telefonassistent Anrufe annimmt, Fragen beantwortet und Termine bucht. Hören Sie ein Beispielgespräch an oder starten Sie selbst einen Testanruf.',
    recordingHeading: 'Beispielgespräch anhören',
    /** The player's accessible title of an assistant's sample call. */
    recordingTitle: (agent: string): string => `Beispielgespräch ${agent}`,
  },
  form: {
    heading: 'Kostenlose Demo anfordern',
    intro: 'Füllen Sie das Formular aus. Wir melden uns innerhalb eines Werktags bei Ihnen und vereinbaren Ihre persönliche Demo.',
    benefitsHeading: 'Das erwartet Sie',
    benefits: [
      'Eine persönliche Demo von 30 Minuten – zugeschnitten auf Ihre Branche',
      'Ihre eigene Demo-Nummer für Testanrufe',
      `${TRIAL_DAYS} Tage kostenlos testen, Angebotspreis 0\u202F€`,
      'Keine lange Vertragsbindung',
      'Gehostet in deutschen Rechenzentren, 100% DSGVO-konform',
    ],
  },
  integration: {
    id: 'integration',
    heading: 'Ihre Telefonnummer bleibt, wie sie ist',
    text: 'Ihre bestehende Telefonnummer bleibt unverändert. Der KI-Telefonassistent wird in Ihre bestehende Telefonanlage integriert: Ihre Kundinnen und Kunden rufen wie gewohnt an – und erreichen Sie ab sofort rund um die Uhr.',
    points: ['Keine neue Rufnummer für Ihre Kundschaft', 'Integration in Ihre bestehende Telefonanlage', 'Weiterleitung an Ihr Team, wann immer Sie es wünschen'],
    back: 'Zurück zur Startseite',
  },
} as const;

/** The sample recording of each demo assistant (ids of the shared demo tracks). */
export const agentTrackIds: Record<AgentInfo['type'], string> = {
  Friseursalon: 'friseur',
  Tierarztpraxis: 'tierarzt',
  Physiotherapie: 'physio',
};
