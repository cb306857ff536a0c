import { siteSettings } from '@rufbereit/shared';
import { LEGAL_TEXTS_UPDATED, PLACE_OF_JURISDICTION } from './constants';
import type { LegalDocument } from './types';

const processor = siteSettings.legalName;

/**
 * Auftragsverarbeitungsvertrag (AVV) nach Art. 28 DSGVO. Deadlines, liability cap and venue are the
 * constants of spec: limits: subprocessor notice ≥ 30 days, objection within 14 days, breach notice
 * within 24 hours, liability capped at the fees of the contract year, venue Berlin.
 */
export const dataProcessingAgreement: LegalDocument = {
  title: 'Vertrag zur Auftragsverarbeitung (AVV)',
  intro: `Dieser Vertrag konkretisiert die datenschutzrechtlichen Pflichten der Parteien bei der Nutzung des KI-Telefonassistenten. Er gilt zwischen dem Kunden als Verantwortlichem (nachfolgend „Auftraggeber“) und der ${processor} als Auftragsverarbeiter (nachfolgend „Auftragnehmer“) und ist Bestandteil des Hauptvertrags.`,
  updated: LEGAL_TEXTS_UPDATED,
  sections: [
    {
      id: 'gegenstand',
      heading: '§ 1 Gegenstand und Dauer',
      paragraphs: [
        'Gegenstand dieses Vertrags ist die Verarbeitung personenbezogener Daten durch den Auftragnehmer im Auftrag des Auftraggebers beim Betrieb des KI-Telefonassistenten nach Art. 28 DSGVO.',
        'Die Laufzeit dieses Vertrags richtet sich nach der Laufzeit des Hauptvertrags. Er endet automatisch mit dessen Beendigung; Pflichten, die ihrer Natur nach fortwirken (insbesondere Löschung und Vertraulichkeit), bleiben bestehen.',
      ],
    },
    {
      id: 'art-und-zweck',
      heading: '§ 2 Art und Zweck der Verarbeitung',
      paragraphs: ['Der Auftragnehmer verarbeitet die Daten ausschließlich, um die vertraglich vereinbarten Leistungen zu erbringen:'],
      list: [
        'Annahme eingehender Anrufe, Spracherkennung und Transkription',
        'Beantwortung von Anliegen auf Grundlage der Vorgaben des Auftraggebers',
        'Vereinbarung, Verschiebung und Absage von Terminen im Kalender des Auftraggebers',
        'Weiterleitung von Anrufen nach den Regeln des Auftraggebers',
        'Versand von Bestätigungen, Erinnerungen und Zusammenfassungen per SMS und E-Mail',
      ],
    },
    {
      id: 'datenarten',
      heading: '§ 3 Art der Daten und Kategorien betroffener Personen',
      paragraphs: [
        'Verarbeitet werden Kontaktdaten (Name, Telefonnummer, E-Mail-Adresse), Termindaten, Inhalte der Gespräche (Audio, Transkript und Zusammenfassung) sowie Verbindungsdaten der Anrufe. Je nach Branche des Auftraggebers können die Gesprächsinhalte besondere Kategorien personenbezogener Daten nach Art. 9 DSGVO enthalten, etwa Gesundheitsdaten.',
        'Betroffen sind Anrufende, insbesondere Kundinnen und Kunden, Patientinnen und Patienten sowie Interessenten des Auftraggebers, außerdem die Beschäftigten des Auftraggebers, die den Dienst nutzen.',
      ],
    },
    {
      id: 'weisungen',
      heading: '§ 4 Weisungsbefugnis und Vertraulichkeit',
      paragraphs: [
        'Der Auftragnehmer verarbeitet die Daten nur auf dokumentierte Weisung des Auftraggebers, es sei denn, er ist gesetzlich zu einer Verarbeitung verpflichtet. Hält er eine Weisung für rechtswidrig, informiert er den Auftraggeber unverzüglich.',
        'Alle Personen, die Zugang zu den Daten haben, sind zur Vertraulichkeit verpflichtet. Die Verarbeitung findet ausschließlich in Rechenzentren in Deutschland statt.',
      ],
    },
    {
      id: 'tom',
      heading: '§ 5 Technische und organisatorische Maßnahmen',
      paragraphs: ['Der Auftragnehmer trifft die nach Art. 32 DSGVO erforderlichen Maßnahmen, insbesondere:'],
      list: [
        'Verschlüsselung der Daten bei der Übertragung (TLS) und bei der Speicherung',
        'Zugriffsbeschränkung nach dem Prinzip der minimalen Rechte, Mehr-Faktor-Authentifizierung für administrative Zugänge',
        'Trennung der Daten verschiedener Auftraggeber',
        'Protokollierung und Überwachung der Systeme',
        'regelmäßige Datensicherung und geprüfte Wiederherstellung',
        'regelmäßige Überprüfung und Anpassung der Maßnahmen an den Stand der Technik',
      ],
    },
    {
      id: 'unterauftragsverarbeiter',
      heading: '§ 6 Unterauftragsverarbeiter',
      paragraphs: [
        'Der Auftraggeber genehmigt den Einsatz der Amazon Web Services EMEA SARL (Luxemburg) für Hosting, Datenspeicherung und E-Mail-Versand in der AWS-Region Frankfurt am Main. Eine aktuelle Liste aller Unterauftragsverarbeiter stellt der Auftragnehmer auf Anfrage in Textform bereit.',
        'Über die beabsichtigte Hinzuziehung oder den Austausch eines Unterauftragsverarbeiters informiert der Auftragnehmer den Auftraggeber mindestens 30 Tage im Voraus. Der Auftraggeber kann der Änderung innerhalb von 14 Tagen nach Zugang der Mitteilung aus wichtigem datenschutzrechtlichem Grund widersprechen. Können sich die Parteien nicht einigen, ist der Auftraggeber berechtigt, den Hauptvertrag zum Zeitpunkt der Änderung zu kündigen.',
        'Der Auftragnehmer verpflichtet jeden Unterauftragsverarbeiter vertraglich auf dieselben Datenschutzpflichten, die in diesem Vertrag festgelegt sind.',
      ],
    },
    {
      id: 'unterstuetzung',
      heading: '§ 7 Unterstützungspflichten',
      paragraphs: [
        'Der Auftragnehmer unterstützt den Auftraggeber mit geeigneten Maßnahmen bei der Beantwortung von Anträgen betroffener Personen nach Art. 15 bis 22 DSGVO sowie bei der Einhaltung der Pflichten aus Art. 32 bis 36 DSGVO, insbesondere bei Datenschutz-Folgenabschätzungen. Anträge betroffener Personen, die beim Auftragnehmer eingehen, leitet er unverzüglich an den Auftraggeber weiter.',
      ],
    },
    {
      id: 'meldung',
      heading: '§ 8 Meldung von Datenschutzverletzungen',
      paragraphs: [
        'Der Auftragnehmer meldet dem Auftraggeber eine Verletzung des Schutzes personenbezogener Daten innerhalb von 24 Stunden, nachdem sie ihm bekannt geworden ist. Die Meldung enthält, soweit bekannt, die Art der Verletzung, die betroffenen Kategorien und die ungefähre Zahl der Betroffenen und Datensätze, die wahrscheinlichen Folgen sowie die ergriffenen oder vorgeschlagenen Gegenmaßnahmen.',
      ],
    },
    {
      id: 'loeschung',
      heading: '§ 9 Löschung und Rückgabe',
      paragraphs: [
        'Nach Beendigung des Hauptvertrags löscht der Auftragnehmer alle im Auftrag verarbeiteten Daten oder gibt sie nach Wahl des Auftraggebers zurück, sofern keine gesetzliche Pflicht zur Speicherung besteht. Die Löschung bestätigt er auf Verlangen in Textform.',
      ],
    },
    {
      id: 'kontrollrechte',
      heading: '§ 10 Nachweise und Kontrollen',
      paragraphs: [
        'Der Auftragnehmer stellt dem Auftraggeber alle Informationen zur Verfügung, die zum Nachweis der Einhaltung dieses Vertrags erforderlich sind. Der Auftraggeber oder ein von ihm beauftragter, zur Verschwiegenheit verpflichteter Prüfer kann Überprüfungen einschließlich Inspektionen nach rechtzeitiger Ankündigung während der üblichen Geschäftszeiten durchführen. Aktuelle Zertifikate oder Prüfberichte unabhängiger Stellen können als Nachweis dienen.',
      ],
    },
    {
      id: 'haftung',
      heading: '§ 11 Haftung',
      paragraphs: [
        'Für Schäden betroffener Personen gilt Art. 82 DSGVO. Im Verhältnis der Parteien zueinander ist die Haftung des Auftragnehmers auf die Höhe der Vergütung beschränkt, die der Auftraggeber im jeweiligen Vertragsjahr gezahlt hat. Diese Beschränkung gilt nicht bei Vorsatz oder grober Fahrlässigkeit.',
      ],
    },
    {
      id: 'schlussbestimmungen',
      heading: '§ 12 Schlussbestimmungen',
      paragraphs: [
        'Bei Widersprüchen zwischen diesem Vertrag und dem Hauptvertrag gehen die Regelungen dieses Vertrags zum Datenschutz vor. Änderungen bedürfen der Textform.',
        `Es gilt deutsches Recht. Gerichtsstand ist ${PLACE_OF_JURISDICTION}.`,
      ],
    },
  ],
};
