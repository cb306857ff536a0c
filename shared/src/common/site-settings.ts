/**
 * The one place for the values the specification leaves as placeholders ({phone}, {email}, {name}, …).
 * Pages, structured data, e-mails and legal texts read them from here; nothing else hard-codes them.
 */
export const siteSettings = {
  brandName: 'Rufbereit',
  productName: 'Rufbereit KI-Telefonassistent',
  legalName: 'Rufbereit GmbH',
  siteUrl: 'https://www.rufbereit.de',
  /** E.164 form for tel: links and structured data. */
  phone: '+4930120845670',
  /** As shown on the page. */
  phoneDisplay: '030 12084567-0',
  email: 'kontakt@rufbereit.de',
  /** Inbox that receives the notification mail about new contact and demo requests. */
  salesInbox: 'vertrieb@rufbereit.de',
  /** Sender address for notification mails (a verified SES identity in AWS). */
  mailFrom: 'website@rufbereit.de',
  address: {
    street: 'Friedrichstraße 123',
    postalCode: '10117',
    city: 'Berlin',
    country: 'Deutschland',
    countryCode: 'DE',
  },
  managingDirector: 'Jana Beispiel',
  registerCourt: 'Amtsgericht Berlin-Charlottenburg',
  registerNumber: 'HRB 000000 B',
  vatId: 'DE000000000',
  /** Founded, for the about page and structured data. */
  foundingYear: 2023,
  /** Demo phone number of the veterinary test agent, shown in groups of 3, 4, 4 digits. */
  vetDemoPhone: '03012345678',
} as const;

export type SiteSettings = typeof siteSettings;
