import { branches, type BranchSlug } from '@rufbereit/shared';
import { aesthetischeKliniken } from './aesthetische-kliniken';
import { akupunkturPraxen } from './akupunktur-praxen';
import { beautySalons } from './beauty-salons';
import { chiropraktiker } from './chiropraktiker';
import { friseursalons } from './friseursalons';
import { kosmetikstudios } from './kosmetikstudios';
import { massagepraxen } from './massagepraxen';
import { medizinischeEinrichtungen } from './medizinische-einrichtungen';
import { physiotherapiepraxen } from './physiotherapiepraxen';
import { rehabilitationszentren } from './rehabilitationszentren';
import { spaEinrichtungen } from './spa-einrichtungen';
import { tattooStudios } from './tattoo-studios';
import { tierarztpraxen } from './tierarztpraxen';
import { tierpflege } from './tierpflege';
import { wellnessZentren } from './wellness-zentren';
import { zahnarztpraxen } from './zahnarztpraxen';
import type { BranchContent } from './types';

export type * from './types';

/** Content of every industry page, keyed by slug; the Record type makes a missing branch a type error. */
export const branchContent: Readonly<Record<BranchSlug, BranchContent>> = {
  friseursalons,
  'beauty-salons': beautySalons,
  'wellness-zentren': wellnessZentren,
  massagepraxen,
  kosmetikstudios,
  'tattoo-studios': tattooStudios,
  physiotherapiepraxen,
  'medizinische-einrichtungen': medizinischeEinrichtungen,
  'spa-einrichtungen': spaEinrichtungen,
  'aesthetische-kliniken': aesthetischeKliniken,
  'akupunktur-praxen': akupunkturPraxen,
  rehabilitationszentren,
  chiropraktiker,
  tierpflege,
  tierarztpraxen,
  zahnarztpraxen,
};

export function isBranchSlug(value: string): value is BranchSlug {
  return branches.some((branch) => branch.slug === value);
}

/**
 * Content for a URL segment of /branchen/{slug}; undefined for unknown slugs (the page then shows
 * the not-found page). Accepts any string so route params can be passed straight in.
 */
export function getBranchContent(slug: string): BranchContent | undefined {
  return isBranchSlug(slug) ? branchContent[slug] : undefined;
}
