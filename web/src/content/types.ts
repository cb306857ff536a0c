/**
 * Shapes of the static page content (web/src/content/**). The modules here hold data only; the page
 * components render it. Every string is final German copy, shown as is.
 *
 * Icons are referenced by lucide-react export NAME (see `iconNames`), not by component, so the data
 * stays serialisable and free of React; `contentIcons` in ./icon-map.ts maps a name to its component.
 */

/** The lucide-react icons the content may use. Add a name here and in ./icon-map.ts together. */
export const iconNames = [
  'Activity',
  'BarChart3',
  'BellRing',
  'CalendarCheck',
  'CalendarClock',
  'ClipboardList',
  'Clock',
  'Database',
  'Euro',
  'Globe',
  'HeartPulse',
  'Languages',
  'Lightbulb',
  'Lock',
  'MessageSquare',
  'Mic',
  'PawPrint',
  'PhoneCall',
  'PhoneForwarded',
  'Repeat',
  'Server',
  'ShieldCheck',
  'Smile',
  'Sparkles',
  'Stethoscope',
  'Timer',
  'TrendingUp',
  'UserCheck',
  'Users',
  'Workflow',
  'Zap',
] as const;
export type IconName = (typeof iconNames)[number];

/** Benefit card: icon, title, description (spec: entities "benefit item"). */
export interface BenefitItem {
  icon: IconName;
  title: string;
  description: string;
}

/** Feature card; the icon is optional because some lists are rendered as plain text. */
export interface FeatureItem {
  icon?: IconName;
  title: string;
  description: string;
}

/** One accordion item (spec: entities "FAQ item"). */
export interface FaqItem {
  question: string;
  answer: string;
}

/** A headline figure, e.g. { metric: '+35%', description: 'mehr Buchungen' } (spec: entities "metric item"). */
export interface MetricItem {
  metric: string;
  description: string;
}

/** A numbered step of a "so funktioniert es" strip or a timeline. */
export interface StepItem {
  title: string;
  description: string;
}

/** Aggregate rating for the structured data (schema.org AggregateRating). */
export interface Rating {
  value: number;
  count: number;
}

/** A link with its visible label. `href` is a site path (optionally with #anchor) or tel:/mailto:. */
export interface ContentLink {
  label: string;
  href: string;
}

/** A phone number in its three forms, built by `phoneNumber()` in ./format-phone.ts. */
export interface PhoneNumberDisplay {
  /** Digits only, as stored in siteSettings. */
  digits: string;
  /** Grouped for reading, e.g. "030 1234 5678". */
  display: string;
  /** For <a href>, e.g. "tel:08912345678". */
  href: string;
}

/** Demo categories of the audio demos; 'all' is a filter only and never a track's category. */
export type DemoCategoryId = 'health' | 'beauty' | 'petcare';

/** A sample recording for an embedded demo player (spec: entities "Demo track"). */
export interface DemoTrackSample {
  id: string;
  title: string;
  description: string;
  categoryId: DemoCategoryId;
  /** "m:ss" */
  duration: string;
  /** Site path of the audio file (served from the media bucket under /media/). */
  audioUrl: string;
  icon: IconName;
}

/** Closing call to action of a page. */
export interface CallToAction {
  title: string;
  text: string;
  primaryLabel: string;
  primaryHref: string;
  secondaryLabel: string;
  secondaryHref: string;
}

/** Search-engine metadata of a content page. `title` is the complete document title. */
export interface SeoContent {
  title: string;
  description: string;
  keywords: string[];
}

/**
 * Content of a product landing page (/ki-telefonassistent, /terminvergabe):
 * hero → stats → benefits → how it works → (features) → (industry links) → FAQ → CTA.
 */
export interface ProductPageContent {
  seo: SeoContent;
  hero: {
    eyebrow: string;
    title: string;
    subtitle: string;
    primaryCta: ContentLink;
    secondaryCta: ContentLink;
    /** Short trust lines under the buttons. */
    trustNotes: string[];
  };
  stats: MetricItem[];
  benefitsHeading: string;
  benefitsIntro?: string;
  benefits: BenefitItem[];
  howItWorks: {
    heading: string;
    intro?: string;
    steps: StepItem[];
    /** Line under the steps, e.g. the call duration. */
    note?: string;
  };
  features?: { heading: string; intro?: string; items: FeatureItem[] };
  /** Links to the industry pages. */
  industries?: { heading: string; links: ContentLink[] };
  faq: FaqItem[];
  rating: Rating;
  cta: CallToAction;
}
