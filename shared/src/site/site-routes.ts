import { INTRO_CALL_CANCEL_PATH } from '../common/constants';
import { siteSettings } from '../common/site-settings';

/**
 * Every page route of the site. The router, the prerenderer and sitemap.xml read this list; the
 * local server and the CloudFront function read the redirects from it.
 *
 * - `path` is the canonical path; `aliases` serve the same page with the same canonical URL.
 * - `prerender`: rendered to static HTML at build time (all public pages).
 * - `indexable`: listed in sitemap.xml (and not `noindex`).
 */
export type PageId =
  | 'home'
  | 'about'
  | 'contact'
  | 'login'
  | 'freeTrial'
  | 'freeTrialSuccess'
  | 'demoSuccess'
  | 'terms'
  | 'dataProcessing'
  | 'imprint'
  | 'privacy'
  | 'guarantee'
  | 'aiBooking'
  | 'aiPhoneAssistant'
  | 'assistantConfig'
  | 'upload'
  | 'demoPlayer'
  | 'demoPlaylist'
  | 'adminDemos'
  | 'audioPerformanceTest'
  | 'adminContacts'
  | 'adminDashboard'
  | 'adminMarketing'
  | 'adminUsers'
  | 'adminAssistantConfigs'
  | 'adminIntroCalls'
  | 'adminAuditLog'
  | 'auth'
  | 'authResetPassword'
  | 'introCallCancel'
  | 'branch';

export interface SiteRoute {
  id: PageId;
  path: string;
  aliases: readonly string[];
  title: string;
  description: string;
  prerender: boolean;
  indexable: boolean;
  /** Only for branch pages. */
  branch?: BranchSlug;
  /**
   * Who may open the page: everyone, a signed-in account (`user`: customers and staff) or staff
   * (`admin`). The web app guards non-public pages; their data comes from API routes of the same level.
   */
  access: PageAccess;
}

export type PageAccess = 'public' | 'user' | 'admin';

const brand = siteSettings.productName;
const page = (
  id: PageId,
  path: string,
  title: string,
  description: string,
  opts: Partial<Pick<SiteRoute, 'aliases' | 'prerender' | 'indexable' | 'access'>> = {},
): SiteRoute => ({
  id,
  path,
  title,
  description,
  aliases: opts.aliases ?? [],
  prerender: opts.prerender ?? true,
  indexable: opts.indexable ?? true,
  access: opts.access ?? 'public',
});

/**
 * Pages behind sign-in: prerendered as a shell (header, footer, "Wird geladen...") so they answer
 * 200 and paint at once; the guard decides in the browser. Never in the sitemap.
 */
const signedIn = (access: Exclude<PageAccess, 'public'>) => ({ access, indexable: false, prerender: true });

export const DEFAULT_DESCRIPTION =
  'Automatische Anrufannahme mit KI: Der KI-Telefonassistent nimmt rund um die Uhr Anrufe an, beantwortet Fragen und bucht Termine direkt in Ihren Kalender.';

export const branches = [
  { slug: 'friseursalons', name: 'Friseursalons' },
  { slug: 'beauty-salons', name: 'Beauty-Salons' },
  { slug: 'wellness-zentren', name: 'Wellness-Zentren' },
  { slug: 'massagepraxen', name: 'Massagepraxen' },
  { slug: 'kosmetikstudios', name: 'Kosmetikstudios' },
  { slug: 'tattoo-studios', name: 'Tattoo-Studios' },
  { slug: 'physiotherapiepraxen', name: 'Physiotherapiepraxen' },
  { slug: 'medizinische-einrichtungen', name: 'Medizinische Einrichtungen' },
  { slug: 'spa-einrichtungen', name: 'Spa-Einrichtungen' },
  { slug: 'aesthetische-kliniken', name: 'Ästhetische Kliniken' },
  { slug: 'akupunktur-praxen', name: 'Akupunktur-Praxen' },
  { slug: 'rehabilitationszentren', name: 'Rehabilitationszentren' },
  { slug: 'chiropraktiker', name: 'Chiropraktiker' },
  { slug: 'tierpflege', name: 'Tierpflege' },
  { slug: 'tierarztpraxen', name: 'Tierarztpraxen' },
  { slug: 'zahnarztpraxen', name: 'Zahnarztpraxen' },
] as const;
export type BranchSlug = (typeof branches)[number]['slug'];

export const siteRoutes: readonly SiteRoute[] = [
  page('home', '/', `${brand} – KI-Telefonassistent für Terminbuchung 24/7`, DEFAULT_DESCRIPTION),
  page('about', '/ueber-uns', `Über uns – KI Made in Germany | ${siteSettings.brandName}`, 'Wer hinter dem KI-Telefonassistenten steht: unsere Vision, unsere Werte und unsere Geschichte – KI Made in Germany, DSGVO-konform.', { aliases: ['/about'] }),
  page('contact', '/kontakt', `Kontakt | ${siteSettings.brandName}`, 'Kontaktieren Sie uns: Fragen zum KI-Telefonassistenten, Erstberatung oder persönliche Demo – wir melden uns in Kürze.', { aliases: ['/contact'] }),
  page('login', '/login', `Admin Login | ${siteSettings.brandName}`, 'Anmeldung für autorisierte Mitarbeitende.', { indexable: false }),
  page('freeTrial', '/kostenlos-testen', `14 Tage kostenlos testen | ${siteSettings.brandName}`, 'Testen Sie den KI-Telefonassistenten 14 Tage kostenlos: Demo anfordern, Test-Assistenten anrufen, ohne Risiko.'),
  page('freeTrialSuccess', '/kostenlos-testen/success', `Demo-Anfrage gesendet | ${siteSettings.brandName}`, 'Vielen Dank für Ihre Demo-Anfrage.', { indexable: false }),
  page('demoSuccess', '/demo-erfolg', `Demo-Anfrage erfolgreich | ${siteSettings.brandName}`, 'Vielen Dank für Ihre Demo-Anfrage.', { indexable: false }),
  page('terms', '/agb', `AGB | ${siteSettings.brandName}`, 'Allgemeine Geschäftsbedingungen für den KI-Telefonassistenten: Preise, Abrechnung, Zahlung und Kündigung.'),
  page('dataProcessing', '/avv', `Auftragsverarbeitungsvertrag (AVV) | ${siteSettings.brandName}`, 'Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO für den KI-Telefonassistenten.'),
  page('imprint', '/impressum', `Impressum | ${siteSettings.brandName}`, `Impressum der ${siteSettings.legalName}.`),
  page('privacy', '/datenschutz', `Datenschutzerklärung | ${siteSettings.brandName}`, 'Wie wir personenbezogene Daten verarbeiten: Datenschutzerklärung nach DSGVO.'),
  page('guarantee', '/zufriedenheitsgarantie', `100% Zufriedenheitsgarantie | ${siteSettings.brandName}`, '14 Tage Konfiguration, 30 Tage Garantie: Werden die vereinbarten Ziele nachweislich nicht erreicht, erhalten Sie Ihr Geld zurück.', { aliases: ['/garantie'] }),
  page('aiBooking', '/terminvergabe', `KI-Terminvergabe am Telefon | ${siteSettings.brandName}`, 'Automatische Terminvergabe per Telefon: Die KI bucht Termine rund um die Uhr direkt in Ihren Kalender – ohne Doppelbuchungen.', { aliases: ['/ki-terminbuchung'] }),
  page('aiPhoneAssistant', '/ki-telefonassistent', `KI-Telefonassistent | ${siteSettings.brandName}`, 'Der KI-Telefonassistent nimmt jeden Anruf an, 24/7 und in über 50 Sprachen, und entlastet Ihr Team.'),
  page('assistantConfig', '/assistant-config', `Assistenten-Konfiguration | ${siteSettings.brandName}`, 'Konfiguration des KI-Telefonassistenten.', signedIn('user')),
  page('upload', '/upload', `MP3 hochladen | ${siteSettings.brandName}`, 'MP3-Datei hochladen.', signedIn('user')),
  page('demoPlayer', '/demo-player', `Audio-Demo-Player | ${siteSettings.brandName}`, 'Einbettbarer Player für Demo-Gespräche des KI-Telefonassistenten.', { indexable: false }),
  page('demoPlaylist', '/demo-playlist', `${siteSettings.brandName} Audio Demos`, 'Alle Demo-Gespräche des KI-Telefonassistenten zum Anhören.'),
  page('adminDemos', '/admin/demos', `Demo-Verwaltung | ${siteSettings.brandName}`, 'Verwaltung der Demo-Aufnahmen.', signedIn('admin')),
  page('audioPerformanceTest', '/audio-performance-test', `Audio-Performance-Test | ${siteSettings.brandName}`, 'Ladezeiten der Demo-Aufnahmen messen.', { indexable: false }),
  page('adminDashboard', '/admin', `Übersicht | ${siteSettings.brandName}`, 'Anfragen, Demo-Verlauf und Zustellung auf einen Blick.', signedIn('admin')),
  page('adminMarketing', '/admin/marketing', `Marketing | ${siteSettings.brandName}`, 'Besuche, Anfragen und gewonnene Aufträge nach Seite, Quelle und Kampagne.', signedIn('admin')),
  page('adminContacts', '/admin/contacts', `Admin Kontakte | ${siteSettings.brandName}`, 'Kontaktanfragen verwalten.', signedIn('admin')),
  page('adminAssistantConfigs', '/admin/assistant-configs', `Konfigurationen | ${siteSettings.brandName}`, 'Die Assistenten-Konfigurationen aller Konten (nur lesen).', signedIn('admin')),
  page('adminIntroCalls', '/admin/intro-calls', `Kennenlerngespräche | ${siteSettings.brandName}`, 'Gebuchte Kennenlerngespräche, Absagen und gesperrte Zeiten.', signedIn('admin')),
  page('adminAuditLog', '/admin/audit-log', `Protokoll | ${siteSettings.brandName}`, 'Wer hat wann was getan: Rechte, DSGVO, Exporte, erneut gestartete Schritte.', signedIn('admin')),
  page('adminUsers', '/admin/users', `Benutzer | ${siteSettings.brandName}`, 'Benutzerkonten und Administratorrechte verwalten.', signedIn('admin')),
  page('auth', '/auth', `Anmeldung | ${siteSettings.brandName}`, 'Anmeldung.', { indexable: false }),
  page('authResetPassword', '/auth/reset-password', `Passwort zurücksetzen | ${siteSettings.brandName}`, 'Neues Passwort festlegen.', { indexable: false }),
  page('introCallCancel', INTRO_CALL_CANCEL_PATH, `Kennenlerngespräch absagen | ${siteSettings.brandName}`, 'Ein gebuchtes Kennenlerngespräch absagen.', { indexable: false }),
  ...branches.map(
    (b): SiteRoute => ({
      ...page('branch', `/branchen/${b.slug}`, `KI-Telefonassistent für ${b.name} | ${siteSettings.brandName}`, `Der KI-Telefonassistent für ${b.name}: Anrufe 24/7 annehmen, Termine automatisch buchen, Team entlasten. 14 Tage kostenlos testen.`),
      branch: b.slug,
    }),
  ),
];

/**
 * A path with a trailing space, as links in the wild send it: `%20` (listed decoded: a space) and
 * the space encoded twice, `%2520` (listed decoded once: `%20`).
 */
const trailingSpaceVariants = (path: string, to: string): Record<string, string> => ({ [`${path} `]: to, [`${path}%20`]: to });

/**
 * Permanent redirects (301): old or malformed paths to their canonical page. Read by the local
 * server and compiled into the CloudFront function. Sources are listed percent-decoded once.
 */
export const redirects: Readonly<Record<string, string>> = {
  // The booking page under both of its names.
  ...trailingSpaceVariants('/terminvergabe', '/terminvergabe'),
  ...trailingSpaceVariants('/ki-terminbuchung', '/terminvergabe'),
  '/branchen/physiotherapie': '/branchen/physiotherapiepraxen',
};

export const NOT_FOUND_PATH = '/404';

/** Finds the route for a path (canonical or alias); undefined for unknown paths. */
export function findSiteRoute(path: string): SiteRoute | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return siteRoutes.find((r) => r.path === clean || r.aliases.includes(clean));
}

/** Page ids with one fixed path (every id but the branch pages). */
export type FixedPageId = Exclude<PageId, 'branch'>;

/** The path of a page, read from the route table, so no component writes a page path by hand. */
export function pagePath(id: FixedPageId): string {
  const route = siteRoutes.find((r) => r.id === id);
  if (!route) throw new Error(`No page with the id ${id}`);
  return route.path;
}

export const canonicalUrl = (route: Pick<SiteRoute, 'path'>): string =>
  `${siteSettings.siteUrl}${route.path === '/' ? '/' : route.path}`;
