import {
  Activity,
  Bath,
  Bone,
  Dog,
  Flower2,
  Gem,
  HandHeart,
  HeartPulse,
  Palette,
  PawPrint,
  PenTool,
  Scissors,
  Smile,
  Sparkles,
  Sprout,
  Stethoscope,
  type LucideIcon,
} from 'lucide-react';
import { branches, type BranchSlug } from '@rufbereit/shared';
import { branchPath } from '../../lib/page-path';

export type IndustryGroupId = 'beauty' | 'health' | 'animals';

export interface IndustryGroup {
  id: IndustryGroupId;
  title: string;
}

export const industryGroups: readonly IndustryGroup[] = [
  { id: 'beauty', title: 'Beauty & Wellness' },
  { id: 'health', title: 'Gesundheit & Therapie' },
  { id: 'animals', title: 'Tiermedizin & Tierpflege' },
];

interface IndustryDetails {
  group: IndustryGroupId;
  icon: LucideIcon;
  teaser: string;
  /** Industries with a live test assistant (Friseursalon, Tierarztpraxis, Physiotherapie). */
  hasLiveDemo?: boolean;
}

/**
 * Card content per industry page. Keyed by every BranchSlug, so tsc fails when a branch is added
 * to the shared route list without a card here. Figures match the industry pages (spec: limits).
 */
const details: Record<BranchSlug, IndustryDetails> = {
  friseursalons: {
    group: 'beauty',
    icon: Scissors,
    teaser: 'Termine für Schnitt, Farbe und Styling annehmen – auch wenn Sie gerade am Stuhl stehen.',
    hasLiveDemo: true,
  },
  'beauty-salons': {
    group: 'beauty',
    icon: Sparkles,
    teaser: 'Behandlungen buchen lassen, ohne die Kundin im Studio zu unterbrechen.',
  },
  kosmetikstudios: {
    group: 'beauty',
    icon: Palette,
    teaser: 'Fragen zu Behandlungen und Preisen rund um die Uhr beantworten.',
  },
  'wellness-zentren': {
    group: 'beauty',
    icon: Flower2,
    teaser: 'Massagen, Saunabesuche und Wellness-Pakete automatisch reservieren.',
  },
  massagepraxen: {
    group: 'beauty',
    icon: HandHeart,
    teaser: 'Ruhe während der Behandlung, weil das Telefon nicht mehr dazwischenklingelt.',
  },
  'spa-einrichtungen': {
    group: 'beauty',
    icon: Bath,
    teaser: 'Spa-Termine und Arrangements auch abends und am Wochenende buchen – bis zu 35\u202F% mehr Buchungen.',
  },
  'tattoo-studios': {
    group: 'beauty',
    icon: PenTool,
    teaser: 'Beratungstermine und Motivanfragen erfassen, während die Maschine läuft.',
  },
  physiotherapiepraxen: {
    group: 'health',
    icon: Activity,
    teaser: 'Rezepttermine und Folgebehandlungen direkt in Ihre Praxissoftware buchen.',
    hasLiveDemo: true,
  },
  'medizinische-einrichtungen': {
    group: 'health',
    icon: Stethoscope,
    teaser: 'Patientenanrufe vorsortieren und Dringendes sofort an Ihr Team weiterleiten.',
  },
  zahnarztpraxen: {
    group: 'health',
    icon: Smile,
    teaser: '40\u202F% weniger verpasste Anrufe, mehr Neupatienten und weniger Terminausfälle.',
  },
  'aesthetische-kliniken': {
    group: 'health',
    icon: Gem,
    teaser: 'Diskrete Erstberatung und Terminvereinbarung, bis zu 35\u202F% mehr Buchungen.',
  },
  'akupunktur-praxen': {
    group: 'health',
    icon: Sprout,
    teaser: 'Behandlungsserien planen und Patientinnen und Patienten an Termine erinnern.',
  },
  rehabilitationszentren: {
    group: 'health',
    icon: HeartPulse,
    teaser: 'Therapiepläne koordinieren und Terminausfälle um bis zu 40\u202F% senken.',
  },
  chiropraktiker: {
    group: 'health',
    icon: Bone,
    teaser: 'Automatische Erinnerungen senken Terminausfälle um bis zu 40\u202F%.',
  },
  tierarztpraxen: {
    group: 'animals',
    icon: PawPrint,
    teaser: 'Notfälle erkennen und weiterleiten, Routinetermine automatisch buchen.',
    hasLiveDemo: true,
  },
  tierpflege: {
    group: 'animals',
    icon: Dog,
    teaser: 'Pflege- und Betreuungstermine buchen und Ausfälle um 35\u202F% senken.',
  },
};

export interface IndustryCardData extends IndustryDetails {
  slug: BranchSlug;
  name: string;
  href: string;
}

/** Industries in the order of the shared branch list, with their page link. */
export const industries: readonly IndustryCardData[] = branches.map((b) => ({
  slug: b.slug,
  name: b.name,
  href: branchPath(b.slug),
  ...details[b.slug],
}));

export const industriesInGroup = (group: IndustryGroupId): IndustryCardData[] =>
  industries.filter((i) => i.group === group);

/** The heading of the landing page's 'industries' section and the texts of its cards. */
export const industriesTexts = {
  eyebrow: 'Branchen',
  title: 'Für Ihre Branche gemacht',
  intro: 'Ob Salon, Praxis oder Studio: Der KI-Telefonassistent kennt die typischen Anliegen Ihrer Kundschaft und bucht Termine so, wie Ihr Betrieb arbeitet.',
  liveDemo: 'Live-Demo verfügbar',
  more: 'Mehr erfahren',
} as const;
