import { testAgentTypes } from '../../state/selected-agent';
import { pagePath } from '../../lib/page-path';

/** Agent info (spec: entities): type, phone, displayPhone, description, features list. */
export interface AgentInfo {
  type: (typeof testAgentTypes)[number]['label'];
  /** E.164 or digits for the tel: link; empty while the number is given out on request. */
  phone: string;
  /** The number as shown on the page. */
  displayPhone: string;
  description: string;
  features: readonly string[];
}

/**
 * The live-test assistants, in the order of the shared selection (Friseursalon=0, Tierarztpraxis=1,
 * Physiotherapie=2). The phone numbers are empty as in the specification: visitors request one.
 */
export const testAgents: readonly AgentInfo[] = [
  {
    type: 'Friseursalon',
    phone: '',
    displayPhone: '',
    description:
      'Erleben Sie, wie der Assistent eines Friseursalons Termine für Schnitt, Farbe und Styling vergibt, Fragen zu Preisen und Öffnungszeiten beantwortet und Wünsche direkt in den Kalender einträgt.',
    features: [
      'Terminbuchung für Schnitt, Farbe und Styling',
      'Auskunft zu Preisen und Öffnungszeiten',
      'Umbuchen und Absagen per Anruf',
      'SMS-Bestätigung nach dem Gespräch',
    ],
  },
  {
    type: 'Tierarztpraxis',
    phone: '',
    displayPhone: '',
    description:
      'Der Assistent einer Tierarztpraxis nimmt Terminwünsche für Impfungen und Untersuchungen an, erkennt Notfälle und leitet dringende Anrufe sofort an das Praxisteam weiter.',
    features: [
      'Termine für Impfungen und Vorsorge',
      'Erkennung von Notfällen mit sofortiger Weiterleitung',
      'Erfassung von Tier- und Halterdaten',
      'Erinnerung an Folgetermine',
    ],
  },
  {
    type: 'Physiotherapie',
    phone: '',
    displayPhone: '',
    description:
      'Der Assistent einer Physiotherapiepraxis bucht Behandlungen wie Krankengymnastik oder manuelle Therapie, fragt nach der ärztlichen Verordnung und koordiniert Folgetermine.',
    features: [
      'Buchung ganzer Behandlungsserien',
      'Abfrage der ärztlichen Verordnung',
      'Koordination von Folgeterminen',
      'Gespräche in über 50 Sprachen',
    ],
  },
];

/** Steps to start a test call; the first depends on whether the number is public yet. */
export function testCallSteps(agent: AgentInfo): string[] {
  return [
    agent.phone
      ? `Wählen Sie die Demo-Nummer ${agent.displayPhone || agent.phone}.`
      : 'Fordern Sie Ihre Demo-Nummer an – kostenlos und unverbindlich.',
    'Sprechen Sie ganz natürlich, so wie mit Ihrem Team am Empfang.',
    'Fragen Sie nach freien Terminen, buchen Sie einen Termin oder stellen Sie eine Frage.',
    'Erhalten Sie zum Abschluss eine SMS-Bestätigung mit allen Details.',
  ];
}

export const testAgentsContent = {
  eyebrow: 'Live-Test',
  heading: 'Testen Sie unsere KI-Assistenten live',
  intro: 'Wählen Sie Ihre Branche und erleben Sie, wie natürlich der KI-Telefonassistent Anrufe annimmt und Termine bucht.',
  carouselLabel: 'Test-Assistenten',
  tabsLabel: 'Assistent nach Branche wählen',
  slideLabel: 'Assistent',
  previous: 'Vorheriger Assistent',
  next: 'Nächster Assistent',
  slideEyebrow: 'KI-Assistent für',
  phoneLabel: 'Demo-Nummer',
  noPhone: 'Demo-Nummer auf Anfrage',
  requestLabel: 'Demo-Nummer anfordern',
  requestHref: pagePath('freeTrial'),
  stepsHeading: 'So starten Sie den Testanruf',
  featuresHeading: 'Das kann der Assistent',
} as const;
