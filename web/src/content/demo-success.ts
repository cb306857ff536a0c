import { TRIAL_DAYS, trialMessages } from '@rufbereit/shared';

/** Copy of the demo success page (/kostenlos-testen/success, /demo-erfolg). */
export const demoSuccessContent = {
  title: 'Vielen Dank für Ihre Demo-Anfrage!',
  intro: 'Ihre Anfrage ist bei uns eingegangen. Wir freuen uns darauf, Ihnen den KI-Telefonassistenten persönlich zu zeigen.',
  nextHeading: 'So geht es weiter',
  nextSteps: [
    {
      title: 'Wir melden uns bei Ihnen',
      text: 'Innerhalb eines Werktags melden wir uns per E-Mail oder telefonisch und vereinbaren einen Termin für Ihre Demo.',
    },
    {
      title: 'Ihre persönliche Demo',
      text: 'In 30 Minuten zeigen wir Ihnen den Assistenten live – zugeschnitten auf Ihre Branche – und beantworten alle Ihre Fragen.',
    },
    {
      title: `${TRIAL_DAYS} Tage kostenlos testen`,
      text: `Anschließend richten wir den Assistenten für Ihr Unternehmen ein und Sie testen ihn ${TRIAL_DAYS} Tage lang kostenlos – ohne Risiko.`,
    },
    {
      title: 'Ihre Anmeldung',
      // How a customer signs in: the invitation staff send with 'Testzugang einrichten'.
      text: trialMessages.howToSignIn,
    },
  ],
  callPrompt: 'Sie möchten nicht warten? Rufen Sie uns an:',
  home: 'Zur Startseite',
  product: 'Mehr über den KI-Telefonassistenten',
} as const;
