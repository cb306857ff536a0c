import { siteSettings } from '@rufbereit/shared';
import { LEGAL_TEXTS_UPDATED } from './constants';
import type { LegalDocument } from './types';

const { legalName, address, managingDirector } = siteSettings;
const streetLine = address.street;
const cityLine = `${address.postalCode} ${address.city}`;

/** Impressum nach § 5 DDG. All company data comes from siteSettings. */
export const imprint: LegalDocument = {
  title: 'Impressum',
  updated: LEGAL_TEXTS_UPDATED,
  sections: [
    {
      id: 'angaben',
      heading: 'Angaben gemäß § 5 DDG',
      paragraphs: [legalName, streetLine, cityLine, address.country],
    },
    {
      id: 'vertretung',
      heading: 'Vertreten durch',
      paragraphs: [`Geschäftsführung: ${managingDirector}`],
    },
    {
      id: 'kontakt',
      heading: 'Kontakt',
      paragraphs: [`Telefon: ${siteSettings.phoneDisplay}`, `E-Mail: ${siteSettings.email}`],
    },
    {
      id: 'registereintrag',
      heading: 'Registereintrag',
      paragraphs: [
        'Eintragung im Handelsregister.',
        `Registergericht: ${siteSettings.registerCourt}`,
        `Registernummer: ${siteSettings.registerNumber}`,
      ],
    },
    {
      id: 'umsatzsteuer',
      heading: 'Umsatzsteuer-ID',
      paragraphs: [`Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${siteSettings.vatId}`],
    },
    {
      id: 'verantwortlich',
      heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
      paragraphs: [managingDirector, `${legalName}, ${streetLine}, ${cityLine}`],
    },
    {
      id: 'streitbeilegung',
      heading: 'EU-Streitschlichtung und Verbraucherstreitbeilegung',
      paragraphs: [
        'Die Plattform der Europäischen Kommission zur Online-Streitbeilegung (OS-Plattform) wurde zum 20. Juli 2025 eingestellt. Für Streitigkeiten stehen Ihnen die allgemeinen Wege offen; Sie erreichen uns jederzeit über die oben genannten Kontaktdaten.',
        'Unser Angebot richtet sich an Unternehmen. Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
      ],
    },
    {
      id: 'haftung-inhalte',
      heading: 'Haftung für Inhalte',
      paragraphs: [
        'Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. Wir erstellen unsere Inhalte mit großer Sorgfalt, übernehmen jedoch keine Gewähr für ihre Vollständigkeit, Richtigkeit und Aktualität.',
        'Für fremde Informationen, die wir lediglich übermitteln oder speichern, sind wir nicht verpflichtet, diese zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen. Sobald uns eine konkrete Rechtsverletzung bekannt wird, entfernen wir die betreffenden Inhalte umgehend.',
      ],
    },
    {
      id: 'haftung-links',
      heading: 'Haftung für Links',
      paragraphs: [
        'Unser Angebot enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese fremden Inhalte ist stets der jeweilige Anbieter oder Betreiber der Seiten verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar; werden uns solche bekannt, entfernen wir die Links umgehend.',
      ],
    },
    {
      id: 'urheberrecht',
      heading: 'Urheberrecht',
      paragraphs: [
        'Die Inhalte und Werke auf diesen Seiten – insbesondere Texte, Grafiken und Audio-Aufnahmen – unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der vorherigen schriftlichen Zustimmung des jeweiligen Rechteinhabers.',
      ],
    },
  ],
};
