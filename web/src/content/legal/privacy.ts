import { siteSettings } from '@rufbereit/shared';
import { PRIVACY_POLICY_UPDATED } from './constants';
import type { LegalDocument } from './types';

const { legalName, address } = siteSettings;
const postalAddress = `${legalName}, ${address.street}, ${address.postalCode} ${address.city}, ${address.country}`;

/**
 * How long backups keep data after an erasure: the tables' point-in-time recovery (35 days, DynamoDB's
 * fixed window) and the media bucket's old object versions (30 days, infra/src/constructs/media.ts). In
 * section 10, not a section of its own: the spec fixes the policy at 11 numbered sections.
 */
export const BACKUP_RETENTION =
  'Zum Schutz vor Datenverlust sichern wir unsere Datenbanken fortlaufend und bewahren frühere Fassungen gespeicherter Dateien auf. Löschen wir Ihre Daten, etwa auf Ihren Antrag nach Art. 17 DSGVO, sind sie sofort aus dem laufenden Betrieb entfernt; in den Sicherungen bleiben sie noch bis zu 35 Tage (Datenbanken, zeitpunktgenaue Wiederherstellung) bzw. bis zu 30 Tage (frühere Dateifassungen) erhalten und werden danach automatisch gelöscht. Auf die Sicherungen greifen wir nur zu, um nach einem technischen Fehler einen früheren Stand wiederherzustellen; stellen wir dabei Daten wieder her, deren Löschung Sie verlangt hatten, löschen wir sie erneut.';

/**
 * Datenschutzerklärung. The spec requires exactly 11 numbered sections (spec: screens); the content test
 * checks the count and the numbering. Describes the processing this site really does: AWS hosting in
 * Frankfurt, contact and demo forms stored in DynamoDB, Pipedrive CRM, Amazon SES notification mails,
 * and the cookieless reach measurement (section 7; docs/features/site-analytics.md, decision 0017).
 */
export const privacyPolicy: LegalDocument = {
  title: 'Datenschutzerklärung',
  intro:
    'Der Schutz Ihrer personenbezogenen Daten ist uns wichtig. Nachfolgend informieren wir Sie darüber, welche Daten wir beim Besuch dieser Website, bei Kontakt- und Demo-Anfragen und beim Einsatz unseres KI-Telefonassistenten verarbeiten, zu welchen Zwecken und auf welcher Rechtsgrundlage.',
  updated: PRIVACY_POLICY_UPDATED,
  sections: [
    {
      id: 'verantwortlicher',
      heading: '1. Verantwortlicher',
      paragraphs: [
        'Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:',
        postalAddress,
        `Vertreten durch die Geschäftsführung: ${siteSettings.managingDirector}`,
        `Telefon: ${siteSettings.phoneDisplay} · E-Mail: ${siteSettings.email}`,
        'Bei Fragen zum Datenschutz oder zur Ausübung Ihrer Rechte wenden Sie sich bitte an die oben genannte E-Mail-Adresse.',
      ],
    },
    {
      id: 'allgemeines',
      heading: '2. Allgemeines zur Datenverarbeitung',
      paragraphs: [
        'Wir verarbeiten personenbezogene Daten nur, soweit dies zur Bereitstellung einer funktionsfähigen Website, zur Bearbeitung Ihrer Anfragen und zur Erbringung unserer Leistungen erforderlich ist.',
        'Rechtsgrundlagen sind insbesondere Art. 6 Abs. 1 lit. a DSGVO (Einwilligung), Art. 6 Abs. 1 lit. b DSGVO (Vertrag oder vorvertragliche Maßnahmen), Art. 6 Abs. 1 lit. c DSGVO (rechtliche Verpflichtung) und Art. 6 Abs. 1 lit. f DSGVO (berechtigte Interessen).',
        'Wir löschen personenbezogene Daten, sobald der Zweck der Speicherung entfällt und keine gesetzlichen Aufbewahrungspflichten entgegenstehen. Dienstleister, die in unserem Auftrag Daten verarbeiten, sind nach Art. 28 DSGVO vertraglich gebunden. Werden Daten in ein Land außerhalb der EU übermittelt, geschieht dies nur auf Grundlage eines Angemessenheitsbeschlusses der EU-Kommission (etwa des EU-U.S. Data Privacy Framework) oder von Standardvertragsklauseln.',
      ],
    },
    {
      id: 'hosting',
      heading: '3. Hosting',
      paragraphs: [
        'Diese Website und die zugehörigen Dienste betreiben wir bei Amazon Web Services (Amazon Web Services EMEA SARL, 38 Avenue John F. Kennedy, L-1855 Luxemburg). Anwendungsdaten wie Formulareingaben und Dateien werden ausschließlich in Rechenzentren in Deutschland (AWS-Region Frankfurt am Main) gespeichert. Die statischen Seiten werden über das Content Delivery Network Amazon CloudFront ausgeliefert.',
        'Beim Aufruf der Website verarbeiten die Server technisch notwendige Zugriffsdaten: IP-Adresse, Datum und Uhrzeit des Abrufs, aufgerufene Seite bzw. Datei, übertragene Datenmenge, Referrer-URL, Browsertyp und Betriebssystem. Dies ist erforderlich, um die Website auszuliefern sowie ihre Sicherheit und Stabilität zu gewährleisten (Art. 6 Abs. 1 lit. f DSGVO). Die Protokolldaten werden nur so lange aufbewahrt, wie es für diese Zwecke erforderlich ist, und anschließend automatisch gelöscht.',
        'Mit Amazon Web Services besteht ein Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO.',
      ],
    },
    {
      id: 'kontaktformular',
      heading: '4. Kontaktformular und Demo-Anfrage',
      paragraphs: [
        'Wenn Sie uns über das Kontaktformular schreiben oder eine Demo anfragen, verarbeiten wir die Angaben, die Sie dort machen:',
      ],
      list: [
        'Kontaktformular: Vorname, Nachname, E-Mail-Adresse, Telefonnummer (optional), Firmenname (optional), gewünschte Leistung, Nachricht (optional) und Ihre Bestätigung der Datenschutzhinweise',
        'Demo-Anfrage: Vorname, Nachname, Firmenname, E-Mail-Adresse, Telefonnummer und Ihre Bestätigung der Datenschutzhinweise',
        'technisch: Zeitpunkt der Anfrage',
        'aus der Reichweitenmessung (Abschnitt 7), wenn Sie unsere Website am selben Tag besucht haben: die Seite, auf der Ihr Besuch begann, die Kampagnenangaben dieses Besuchs (utm_source, utm_medium, utm_campaign) und der Name der Website, von der Sie kamen',
      ],
      afterList: [
        'Zweck der Verarbeitung ist die Bearbeitung Ihrer Anfrage, die Kontaktaufnahme mit Ihnen und gegebenenfalls die Vorbereitung und Durchführung einer Demo. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage auf den Abschluss eines Vertrags zielt, im Übrigen Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in der Beantwortung von Anfragen.',
        'Ihre Anfrage speichern wir in unserer Datenbank in Deutschland und übertragen sie zur Kundenbetreuung in unser CRM-System Pipedrive (Pipedrive OÜ, Tallinn, Estland), das als Auftragsverarbeiter für uns tätig ist.',
        'Wir löschen Ihre Daten nach abschließender Bearbeitung Ihrer Anfrage, sofern keine gesetzlichen Aufbewahrungspflichten bestehen. Kommt ein Vertrag zustande, speichern wir die für die Vertragsdurchführung erforderlichen Daten für die Dauer des Vertrags und der gesetzlichen Aufbewahrungsfristen.',
      ],
    },
    {
      id: 'e-mail-benachrichtigungen',
      heading: '5. E-Mail-Benachrichtigungen',
      paragraphs: [
        'Damit unser Team neue Kontakt- und Demo-Anfragen zügig bearbeiten kann, versenden wir beim Eingang einer Anfrage eine interne Benachrichtigung per E-Mail. Sie enthält die Angaben aus dem Formular und einen Verweis auf den Eintrag im CRM-System.',
        'Für den Versand nutzen wir Amazon Simple Email Service (Amazon SES) der Amazon Web Services EMEA SARL in der AWS-Region Frankfurt am Main. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b bzw. lit. f DSGVO; unser berechtigtes Interesse liegt in der schnellen Bearbeitung Ihrer Anfrage.',
      ],
    },
    {
      id: 'telefonassistent',
      heading: '6. Telefonassistent und Gesprächsdaten',
      paragraphs: [
        'Setzt eines unserer Kundenunternehmen den KI-Telefonassistenten ein, verarbeiten wir die Daten der Anrufenden im Auftrag dieses Unternehmens (Art. 28 DSGVO). Verantwortlich ist dann das angerufene Unternehmen; an dieses richten Sie Fragen zur Verarbeitung und zur Ausübung Ihrer Rechte. Dabei verarbeitet werden insbesondere Telefonnummer, Gesprächsinhalt (Sprache und Transkript), Zusammenfassung des Anliegens sowie Termin- und Kontaktdaten.',
        'Rufen Sie einen unserer Test-Assistenten an, sind wir selbst für die Verarbeitung verantwortlich. Wir verarbeiten Ihre Telefonnummer und den Gesprächsinhalt, um Ihnen die Funktionsweise des Assistenten vorzuführen und den Dienst zu verbessern (Art. 6 Abs. 1 lit. f DSGVO). Bitte nennen Sie in Testgesprächen keine sensiblen Daten. Wir löschen die Gesprächsdaten, sobald sie für diese Zwecke nicht mehr benötigt werden.',
        'Alle Gesprächsdaten werden auf Servern in Deutschland verarbeitet und verschlüsselt gespeichert.',
      ],
    },
    {
      id: 'cookies',
      heading: '7. Cookies, Einwilligung und Reichweitenmessung',
      paragraphs: [
        'Wir setzen nur Cookies und vergleichbare Speichertechniken (etwa den lokalen Speicher Ihres Browsers) ein, die für den Betrieb der Website unbedingt erforderlich sind, zum Beispiel um Ihre Datenschutz-Einstellungen oder eine Anmeldung im Verwaltungsbereich zu speichern. Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG in Verbindung mit Art. 6 Abs. 1 lit. f DSGVO.',
        'Alle nicht erforderlichen Dienste nutzen wir nur mit Ihrer Einwilligung, die Sie über unser Einwilligungsbanner erteilen (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO). Ihre Auswahl können Sie jederzeit über den Link „Cookie-Einstellungen“ im Fußbereich jeder Seite ändern oder widerrufen; der Widerruf wirkt für die Zukunft.',
        'Reichweitenmessung ohne Cookies: Um zu verstehen, welche Seiten, Demo-Aufnahmen und Kampagnen Interesse wecken, zählen wir auf unseren eigenen Servern bei Amazon Web Services in Frankfurt Seitenaufrufe und einige Ereignisse (Start und Ende einer Demo-Wiedergabe, die erste Eingabe in ein Formular, Klicks auf Schaltflächen wie „Demo anfordern“, gebuchte Kennenlerngespräche). Nach dem Laden einer Seite übermittelt Ihr Browser dazu: die aufgerufene Seite, den Namen der Website, von der Sie kamen (ohne deren genaue Adresse), die Kampagnenangaben aus dem aufgerufenen Link (utm_source, utm_medium, utm_campaign) und eine grobe Geräteklasse (Smartphone, Tablet oder Computer) nach der Fensterbreite. Wir setzen dafür keine Cookies, legen nichts im Speicher Ihres Browsers ab und binden keine Dienste Dritter ein. Ist in Ihrem Browser „Global Privacy Control“ oder „Do Not Track“ eingeschaltet, wird nichts übermittelt.',
        'Um Besuche unterscheiden zu können, bilden wir aus einem zufälligen, jeden Tag neu erzeugten Geheimwert, Ihrer IP-Adresse und der Kennung Ihres Browsers (User-Agent) einen Hashwert (SHA-256). IP-Adresse und User-Agent speichern wir dabei nicht. Geheimwert und Hashwert werden spätestens nach 24 Stunden gelöscht; danach lässt sich ein Besuch weder Ihnen noch einem Besuch an einem anderen Tag zuordnen. Alle übrigen Angaben speichern wir als Tagessummen (etwa „42 Aufrufe der Seite Kontakt am 27. November“). Aufrufe durch automatisierte Programme wie Suchmaschinen-Crawler oder Headless-Browser zählen wir nicht.',
        'Senden Sie uns am selben Tag eine Kontakt- oder Demo-Anfrage oder buchen Sie ein Kennenlerngespräch, findet unser Server über denselben Hashwert Ihren Besuch und speichert mit der Anfrage nur dessen Einstiegsseite, Kampagnenangaben und die Website, von der Sie kamen; Ihr Browser übermittelt dafür nichts zusätzlich. Diese Angaben gelangen mit der Anfrage in unser CRM-System (Abschnitt 4) und werden mit ihr gelöscht. So erfahren wir, welche Seiten und Kampagnen zu Anfragen und Aufträgen führen; in den Tagessummen zählen wir Anfragen und gewonnene Aufträge je Kampagne und Seite. Profile über mehrere Besuche bilden wir nicht.',
        'Rechtsgrundlage ist unser berechtigtes Interesse, unser Angebot bedarfsgerecht zu gestalten und zu verbessern (Art. 6 Abs. 1 lit. f DSGVO). Da wir auf Ihrem Endgerät keine Informationen speichern und keine personenbezogenen Nutzungsprofile bilden, holen wir hierfür keine Einwilligung ein. Sie können der Verarbeitung jederzeit widersprechen (Art. 21 DSGVO), etwa indem Sie „Global Privacy Control“ in Ihrem Browser einschalten oder uns eine E-Mail schreiben.',
      ],
    },
    {
      id: 'audio-demos',
      heading: '8. Audio-Demos und eingebetteter Player',
      paragraphs: [
        'Die Audio-Demos auf dieser Website sind nachgestellte Beispielgespräche; sie enthalten keine Daten echter Anrufender. Die Audiodateien liefern wir von unseren eigenen Servern bei Amazon Web Services aus, es werden keine Drittanbieter eingebunden. Beim Abspielen lädt Ihr Browser die Datei; dabei fallen die in Abschnitt 3 genannten Zugriffsdaten an.',
        'Unseren Demo-Player können andere Websites per iframe einbinden. Rufen Sie eine solche Seite auf, lädt Ihr Browser den Player direkt von unserer Website; wir verarbeiten dann ebenfalls nur die in Abschnitt 3 genannten Zugriffsdaten. Der Player setzt keine Cookies. Für die Datenverarbeitung auf der einbindenden Website ist deren Betreiber verantwortlich.',
      ],
    },
    {
      id: 'rechte',
      heading: '9. Ihre Rechte',
      paragraphs: [
        'Sie haben gegenüber uns folgende Rechte hinsichtlich der Sie betreffenden personenbezogenen Daten:',
      ],
      list: [
        'Auskunft über die verarbeiteten Daten (Art. 15 DSGVO)',
        'Berichtigung unrichtiger Daten (Art. 16 DSGVO)',
        'Löschung (Art. 17 DSGVO)',
        'Einschränkung der Verarbeitung (Art. 18 DSGVO)',
        'Unterrichtung der Empfänger über Berichtigung, Löschung oder Einschränkung (Art. 19 DSGVO)',
        'Datenübertragbarkeit (Art. 20 DSGVO)',
        'Widerspruch gegen Verarbeitungen auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO (Art. 21 DSGVO)',
      ],
      afterList: [
        'Eine erteilte Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO). Zur Ausübung Ihrer Rechte genügt eine formlose Nachricht an die in Abschnitt 1 genannten Kontaktdaten.',
        'Außerdem haben Sie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde über die Verarbeitung Ihrer Daten zu beschweren (Art. 77 DSGVO), insbesondere in dem Mitgliedstaat Ihres Aufenthaltsorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes.',
      ],
    },
    {
      id: 'datensicherheit',
      heading: '10. Datensicherheit',
      paragraphs: [
        'Wir schützen Ihre Daten durch technische und organisatorische Maßnahmen nach Art. 32 DSGVO gegen Verlust, Manipulation und unberechtigten Zugriff. Dazu gehören insbesondere:',
      ],
      list: [
        'verschlüsselte Übertragung aller Daten per TLS (HTTPS)',
        'verschlüsselte Speicherung in Rechenzentren in Deutschland',
        'Zugriff nur für berechtigte Personen nach dem Prinzip der minimalen Rechte',
        'Protokollierung und Überwachung der Systeme',
      ],
      afterList: [
        'Unsere Sicherheitsmaßnahmen überprüfen wir regelmäßig und passen sie dem Stand der Technik an.',
        BACKUP_RETENTION,
      ],
    },
    {
      id: 'aenderungen',
      heading: '11. Änderungen dieser Datenschutzerklärung',
      paragraphs: [
        'Wir passen diese Datenschutzerklärung an, wenn sich unsere Datenverarbeitung oder die Rechtslage ändert. Es gilt jeweils die auf dieser Seite veröffentlichte aktuelle Fassung; das Datum des Stands finden Sie oben.',
      ],
    },
  ],
};
