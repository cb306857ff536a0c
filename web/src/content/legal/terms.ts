import { TRIAL_DAYS, siteSettings } from '@rufbereit/shared';
import {
  LEGAL_TEXTS_UPDATED,
  NET_PRICE_ASSISTANT_PER_MINUTE,
  NET_PRICE_FORWARDED_PER_MINUTE,
  PLACE_OF_JURISDICTION,
} from './constants';
import type { LegalDocument } from './types';

const provider = siteSettings.legalName;

/** Allgemeine Geschäftsbedingungen (AGB). Prices and payment terms are those of spec: product description and limits. */
export const terms: LegalDocument = {
  title: 'Allgemeine Geschäftsbedingungen (AGB)',
  intro: `Diese Allgemeinen Geschäftsbedingungen gelten für alle Verträge über den KI-Telefonassistenten zwischen der ${provider} (nachfolgend „Anbieter“) und ihren Kunden.`,
  updated: LEGAL_TEXTS_UPDATED,
  sections: [
    {
      id: 'geltungsbereich',
      heading: '§ 1 Geltungsbereich und Vertragsgegenstand',
      paragraphs: [
        'Das Angebot richtet sich ausschließlich an Unternehmer im Sinne des § 14 BGB, juristische Personen des öffentlichen Rechts und öffentlich-rechtliche Sondervermögen. Abweichende Bedingungen des Kunden gelten nur, wenn der Anbieter ihnen ausdrücklich in Textform zustimmt.',
        'Gegenstand des Vertrags ist die Bereitstellung eines KI-gestützten Telefonassistenten als Online-Dienst. Der Assistent nimmt Anrufe für den Kunden entgegen, beantwortet Anliegen auf Grundlage der vom Kunden hinterlegten Informationen, vereinbart Termine, leitet Anrufe nach den vereinbarten Regeln weiter und benachrichtigt den Kunden per E-Mail bzw. SMS. Der genaue Leistungsumfang ergibt sich aus dem Angebot bzw. der Auftragsbestätigung.',
      ],
    },
    {
      id: 'vertragsschluss',
      heading: '§ 2 Vertragsschluss',
      paragraphs: [
        'Die Darstellung der Leistungen auf der Website ist kein bindendes Angebot. Der Kunde gibt ein verbindliches Angebot ab, indem er den Assistenten über die Website, per E-Mail oder telefonisch bestellt; der Vertrag kommt mit der Auftragsbestätigung des Anbieters in Textform oder mit der Freischaltung des Assistenten zustande.',
      ],
    },
    {
      id: 'testzeitraum',
      heading: '§ 3 Kostenloser Testzeitraum',
      paragraphs: [
        `Neukunden können den Assistenten ${TRIAL_DAYS} Tage kostenlos testen. Der Testzeitraum ist unverbindlich und endet automatisch; ein kostenpflichtiger Vertrag kommt nur zustande, wenn der Kunde die Fortsetzung ausdrücklich erklärt.`,
      ],
    },
    {
      id: 'preise',
      heading: '§ 4 Preise',
      paragraphs: [
        'Es gelten die folgenden Preise, jeweils zuzüglich der gesetzlichen Umsatzsteuer:',
      ],
      list: [
        `${NET_PRICE_ASSISTANT_PER_MINUTE} netto pro Minute Gesprächszeit des Assistenten`,
        `${NET_PRICE_FORWARDED_PER_MINUTE} netto pro Minute weitergeleiteter Anrufe`,
      ],
      afterList: [
        'Abgerechnet wird minutengenau. Bei weitergeleiteten Anrufen beginnt die Abrechnung mit der Annahme des Anrufs durch den Empfänger.',
        'Bei höherem Gesprächsvolumen können individuelle Staffelpreise ab 0,32\u202F€ netto pro Minute vereinbart werden. Bei jährlicher Zahlung gewährt der Anbieter einen Rabatt nach individueller Vereinbarung.',
      ],
    },
    {
      id: 'zahlung',
      heading: '§ 5 Abrechnung und Zahlung',
      paragraphs: [
        'Die Abrechnung erfolgt monatlich nach Ablauf des Kalendermonats auf Grundlage der tatsächlich angefallenen Minuten. Rechnungen sind innerhalb von 14 Tagen nach Rechnungsdatum ohne Abzug zur Zahlung fällig.',
        'Der Kunde kann per Banküberweisung, Kreditkarte oder SEPA-Lastschrift zahlen. Gerät der Kunde in Zahlungsverzug, ist der Anbieter nach vorheriger Ankündigung berechtigt, den Assistenten bis zum Ausgleich der offenen Beträge zu sperren.',
      ],
    },
    {
      id: 'laufzeit',
      heading: '§ 6 Laufzeit und Kündigung',
      paragraphs: [
        'Der Vertrag läuft auf unbestimmte Zeit. Er kann von beiden Seiten mit einer Frist von 30 Tagen zum Monatsende gekündigt werden. Die Kündigung bedarf der Textform.',
        'Das Recht zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt.',
      ],
    },
    {
      id: 'zufriedenheitsgarantie',
      heading: '§ 7 Zufriedenheitsgarantie',
      paragraphs: [
        'Der Anbieter gewährt eine Zufriedenheitsgarantie: Nach Vertragsschluss folgt eine Konfigurationsphase von 14 Tagen, an die sich ein Garantiezeitraum von 30 Tagen anschließt. Werden die vereinbarten Ziele in diesem Zeitraum nachweislich nicht erreicht, erstattet der Anbieter die im Garantiezeitraum gezahlten Entgelte. Die Einzelheiten regeln die Garantiebedingungen auf der Seite „Zufriedenheitsgarantie“.',
      ],
    },
    {
      id: 'pflichten',
      heading: '§ 8 Pflichten des Kunden',
      paragraphs: [
        'Der Kunde stellt die für den Assistenten benötigten Informationen (etwa Leistungen, Öffnungszeiten und Weiterleitungsregeln) vollständig und richtig bereit und hält sie aktuell. Er informiert seine Anrufenden in geeigneter Weise darüber, dass Anrufe von einem KI-Assistenten angenommen werden, und nutzt den Dienst nur im Rahmen der geltenden Gesetze.',
        'Der Assistent ersetzt keinen Notruf und keine medizinische, rechtliche oder sonstige fachliche Beratung. Für dringende Fälle legt der Kunde Weiterleitungsregeln fest.',
      ],
    },
    {
      id: 'haftung',
      heading: '§ 9 Haftung',
      paragraphs: [
        'Der Anbieter haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei der Verletzung von Leben, Körper oder Gesundheit sowie nach dem Produkthaftungsgesetz.',
        'Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung der Kunde regelmäßig vertrauen darf, ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.',
      ],
    },
    {
      id: 'datenschutz',
      heading: '§ 10 Datenschutz',
      paragraphs: [
        'Soweit der Anbieter im Auftrag des Kunden personenbezogene Daten verarbeitet, insbesondere Daten der Anrufenden, schließen die Parteien einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO (AVV). Die Daten werden auf Servern in Deutschland verarbeitet. Im Übrigen gilt die Datenschutzerklärung des Anbieters.',
      ],
    },
    {
      id: 'schlussbestimmungen',
      heading: '§ 11 Schlussbestimmungen',
      paragraphs: [
        'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts.',
        `Ausschließlicher Gerichtsstand für alle Streitigkeiten aus diesem Vertrag ist ${PLACE_OF_JURISDICTION}, soweit der Kunde Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen ist.`,
        'Änderungen und Ergänzungen des Vertrags bedürfen der Textform. Sollte eine Bestimmung dieser AGB unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.',
      ],
    },
  ],
};
