import { siteSettings } from '@rufbereit/shared';
import { RATINGS, trialCta } from '../common';
import type { BranchContent } from './types';

export const friseursalons: BranchContent = {
  slug: 'friseursalons',
  name: 'Friseursalons',
  seo: {
    title: `KI-Telefonassistent für Friseursalons – Termine rund um die Uhr | ${siteSettings.brandName}`,
    description:
      'Der KI-Telefonassistent für Ihren Friseursalon nimmt jeden Anruf an, bucht Schnitt- und Farbtermine direkt in die Kalender Ihrer Stylisten und erinnert per SMS. 14 Tage kostenlos testen.',
    keywords: [
      'KI-Telefonassistent Friseur',
      'Terminbuchung Friseursalon',
      'Telefonassistent Friseursalon',
      'automatische Anrufannahme Friseur',
      'Friseurtermin telefonisch buchen',
      'No-Shows Friseur reduzieren',
    ],
  },
  hero: {
    eyebrow: 'Für Friseursalons',
    title: 'Nie wieder das Telefon zwischen Föhn und Farbe',
    subtitle:
      'Ihr KI-Telefonassistent nimmt jeden Anruf an, während Sie schneiden, färben und beraten – und bucht den passenden Termin direkt in den Kalender der richtigen Stylistin oder des richtigen Stylisten.',
    imageAlt: 'Friseurin föhnt einer Kundin in einem hellen Salon die Haare',
  },
  benefitsHeading: 'Was Ihr Salon davon hat',
  benefits: [
    {
      icon: 'PhoneCall',
      title: 'Kein Anruf geht mehr verloren',
      description:
        'Auch wenn alle Hände im Haar sind: Der Assistent nimmt 100% der Anrufe an – abends, am Wochenende und im Samstagstrubel.',
    },
    {
      icon: 'CalendarClock',
      title: 'Farbtermine mit der richtigen Dauer',
      description:
        'Ansatzfarbe, Balayage oder Strähnen brauchen unterschiedlich lange. Der Assistent kennt Ihre Behandlungs- und Einwirkzeiten und plant passende Zeitfenster ein – ohne Doppelbuchungen.',
    },
    {
      icon: 'Users',
      title: 'Jede Stylistin, ihr eigener Kalender',
      description:
        'Viele Kundinnen und Kunden wünschen sich ihre Stammfriseurin. Der Assistent bucht gezielt in den Kalender der gewünschten Person oder schlägt freie Alternativen im Team vor.',
    },
    {
      icon: 'BellRing',
      title: 'Weniger leere Stühle',
      description:
        'Automatische SMS-Bestätigungen und Erinnerungen vor dem Termin sorgen für bis zu 40% weniger No-Shows.',
    },
    {
      icon: 'Clock',
      title: 'Mehr Zeit am Stuhl',
      description:
        'Kein Griff zum Hörer mitten im Schnitt: Ihr Team spart bis zu 10 Stunden pro Woche am Telefon.',
    },
  ],
  successStory: {
    heading: 'So wirkt der Assistent im Salonalltag',
    text: 'Samstagvormittag, alle Plätze belegt, das Telefon klingelt im Minutentakt: Genau dann nimmt der KI-Telefonassistent ab, fragt nach Wunschleistung und Wunschstylistin und trägt den Termin sofort ein. Salons, die mit dem Assistenten arbeiten, erreichen typischerweise diese Werte:',
    metrics: [
      { metric: '100%', description: 'Anrufannahme – auch in der Stoßzeit' },
      { metric: '+30%', description: 'mehr gebuchte Termine' },
      { metric: '40%', description: 'weniger No-Shows' },
      { metric: '95%', description: 'zufriedene Kundinnen und Kunden' },
    ],
  },
  rating: RATINGS.top,
  cta: trialCta(
    'Bereit für einen Salon ohne Telefonstress?',
    'Testen Sie den KI-Telefonassistenten 14 Tage kostenlos und ohne Risiko – eingerichtet auf Ihre Leistungen, Preise und Stylisten.',
  ),
};
