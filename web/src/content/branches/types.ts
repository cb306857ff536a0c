import type { BranchSlug } from '@rufbereit/shared';
import type {
  BenefitItem,
  CallToAction,
  ContentLink,
  DemoTrackSample,
  FaqItem,
  FeatureItem,
  MetricItem,
  PhoneNumberDisplay,
  Rating,
  SeoContent,
} from '../types';

/**
 * Content of one industry landing page /branchen/{slug} (spec: screens "Industry landing pages").
 * Page order: hero → benefits → (features) → (software) → success story → (demo) → (FAQ) → CTA.
 * Optional blocks are rendered only when present.
 */
export interface BranchContent {
  slug: BranchSlug;
  /** Display name, same as in shared `branches`. */
  name: string;
  /** Document title (complete, incl. brand), meta description, keywords. Canonical = route path. */
  seo: SeoContent;
  hero: BranchHero;
  benefitsHeading: string;
  benefits: BenefitItem[];
  successStory: SuccessStory;
  /** Feature grid (dental page: the six product features). */
  features?: { heading: string; items: FeatureItem[] };
  /** Practice software the assistant works with (physiotherapy page). */
  software?: SoftwareBlock;
  /** Embedded demo player, and on the veterinary page a callable demo number. */
  demo?: BranchDemo;
  /** FAQ accordion; present on exactly the nine pages the spec lists. Also goes into FAQPage data. */
  faq?: FaqItem[];
  /** AggregateRating in the SoftwareApplication structured data. */
  rating: Rating;
  cta: CallToAction;
  /**
   * Element ids the page must set so in-page links work (dental page: #benefits on the benefit
   * section, #contact on the closing section).
   */
  sectionIds?: { benefits?: string; contact?: string };
  /** Phone number shown in the closing section (dental page). */
  closingPhone?: PhoneNumberDisplay;
}

export interface BranchHero {
  eyebrow: string;
  title: string;
  subtitle: string;
  /** Alt text of the per-branch hero image (loaded from the branch image table). */
  imageAlt: string;
}

/**
 * Figures (always) and optionally a testimonial. We do not invent customer names: quote, author and
 * role are only filled with a real, approved testimonial.
 */
export interface SuccessStory {
  heading: string;
  /** Short scenario text that frames the figures. */
  text: string;
  metrics: MetricItem[];
  quote?: string;
  author?: string;
  role?: string;
}

export interface SoftwareBlock {
  heading: string;
  intro: string;
  /** Product names, shown as chips. */
  products: string[];
  /** Closing chip/text for all other systems, e.g. "und jede andere Praxissoftware". */
  andOthers: string;
}

export interface BranchDemo {
  heading: string;
  intro: string;
  track: DemoTrackSample;
  /** A number visitors can call to talk to the test assistant (veterinary page). */
  phone?: { label: string } & PhoneNumberDisplay;
  /** Secondary link next to the demo, e.g. to the contact form. */
  link?: ContentLink;
}
