import { demoRecording } from '@rufbereit/shared';
import { ratings } from './ratings';
import type { CallToAction, DemoTrackSample, Rating } from './types';
import { pagePath } from '../lib/page-path';

/** Shared building blocks of the content modules: link targets, CTA labels and ratings of the spec. */

/** Free-trial page with the demo-request form (spec: screens). */
export const FREE_TRIAL_PATH = pagePath('freeTrial');
/** Contact form section of the home page. */
export const HOME_CONTACT_PATH = pagePath('home', { hash: 'contact' });
/** Contact section of the contact page (the about page links here, spec: screens). */
export const CONTACT_PAGE_PATH = pagePath('contact', { alias: true, hash: 'contact' });

/** Call-to-action labels of the industry pages, verbatim from spec: screens. */
export const CTA_LABELS = {
  trial: '14 Tage kostenlos testen – ohne Risiko',
  demo: 'Jetzt kostenlose Demo buchen',
} as const;

/**
 * Ratings for the structured data. The spec gives different readings per page (4.8 from 127,
 * 4.9 from 156); each page picks one of these and never invents another. The values live once, in
 * the ratings data module of the structured data.
 */
export const RATINGS = {
  standard: ratings.standard,
  top: ratings.alternate,
} as const satisfies Record<string, Rating>;

/**
 * Closing call to action of an industry page. Spec: screens gives both labels as calls to action to
 * /kostenlos-testen (where the demo is requested): free trial first, demo booking second.
 */
export function trialCta(title: string, text: string): CallToAction {
  return {
    title,
    text,
    primaryLabel: CTA_LABELS.trial,
    primaryHref: FREE_TRIAL_PATH,
    secondaryLabel: CTA_LABELS.demo,
    secondaryHref: FREE_TRIAL_PATH,
  };
}

/**
 * Health sample recording for the embedded demo players of the veterinary and dental pages
 * (spec: screens: "health category, duration 1:15"): a 1:15 call to a veterinary practice (dog limping,
 * urgent but no emergency, booked with SMS confirmation), built by scripts/make-demo-audio.sh from
 * scripts/audio/dialogues/gesundheit.txt. Title and description are set per page.
 */
export function healthSampleTrack(id: string, title: string, description: string): DemoTrackSample {
  const recording = demoRecording('gesundheit');
  return {
    id,
    title,
    description,
    categoryId: recording.categoryId,
    duration: recording.duration,
    audioUrl: recording.audioUrl,
    icon: 'Stethoscope',
  };
}
