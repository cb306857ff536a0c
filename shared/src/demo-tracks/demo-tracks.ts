import { apiPaths } from '../api/api-paths';
import { demoCallMessages } from './demo-messages';
import { MEDIA_KEY_PREFIX } from '../storage/media-keys';

/**
 * Demo tracks as data (spec: entities "Demo track", "Category", "Branding"): the table
 * `demo_tracks`, the answer of GET /api/demos, the categories and the project's own recordings.
 * Plain data without zod, so the landing page can use it without bundling a schema library; the
 * query schema lives in demo-track-query.ts.
 */

/** Categories a track can belong to, in chip order. 'all' is a filter only, never a track's category. */
export const demoCategoryIds = ['health', 'beauty', 'petcare'] as const;
export type DemoCategoryId = (typeof demoCategoryIds)[number];
export const ALL_DEMOS = 'all';
export type DemoCategoryFilter = DemoCategoryId | typeof ALL_DEMOS;

export interface DemoCategory {
  id: DemoCategoryFilter;
  name: string;
}

/** The filter chips: 'Alle Demos' first, then every category (spec: screens). */
export const demoCategories: readonly DemoCategory[] = [
  { id: ALL_DEMOS, name: demoCallMessages.categories.all },
  ...demoCategoryIds.map((id) => ({ id, name: demoCallMessages.categories[id] })),
];

export const isDemoCategoryFilter = (value: unknown): value is DemoCategoryFilter =>
  value === ALL_DEMOS || (demoCategoryIds as readonly unknown[]).includes(value);

/** Card icons (lucide names). */
export const demoTrackIcons = ['scissors', 'stethoscope', 'paw-print', 'audio-lines'] as const;
export type DemoTrackIcon = (typeof demoTrackIcons)[number];

/** Default duration of a track whose length is unknown (spec: limits). */
export const DEFAULT_TRACK_DURATION = '1:00';

/** An item of the demo_tracks table (partition key id). */
export interface DemoTrackRecord {
  id: string;
  title: string;
  description: string;
  category_id: DemoCategoryId;
  /** Length as shown on the card, 'm:ss', read from the file. */
  duration: string;
  /** Key of the file in the media bucket, e.g. `media/audio/friseur.mp3` (served at `/media/audio/friseur.mp3`). */
  audio_key: string;
  icon: DemoTrackIcon;
  /** Position in lists, ascending. */
  sort_order: number;
  created_at: string;
  updated_at: string;
}

/** A track as the API answers and the pages show it (the spec's field names). */
export interface DemoTrack {
  id: string;
  title: string;
  description: string;
  categoryId: DemoCategoryId;
  duration: string;
  audioUrl: string;
  icon: DemoTrackIcon;
}

/** 200 answer of GET /api/demos. */
export interface DemoTrackListBody {
  tracks: DemoTrack[];
}

export const demoTracksApiUrl = (category: DemoCategoryFilter = ALL_DEMOS): string =>
  category === ALL_DEMOS ? apiPaths.demos : `${apiPaths.demos}?category=${category}`;

/**
 * Cache lifetime of the list: browsers keep it 1 minute, CloudFront (the /api/demos behaviour) 5 —
 * the same for every visitor, and a changed track shows within minutes.
 */
export const DEMO_TRACKS_MAX_AGE_SECONDS = 60;
export const DEMO_TRACKS_SHARED_MAX_AGE_SECONDS = 300;
/** Cache-Control of GET /api/demos and GET /api/oembed (the same for every caller). */
export const DEMO_TRACKS_CACHE_CONTROL = `public, max-age=${DEMO_TRACKS_MAX_AGE_SECONDS}, s-maxage=${DEMO_TRACKS_SHARED_MAX_AGE_SECONDS}`;

/** `media/audio/x.mp3` → `/media/audio/x.mp3`. Keys outside the public prefix are never handed out. */
export function audioUrlForKey(key: string): string {
  if (!key.startsWith(MEDIA_KEY_PREFIX)) throw new Error(`Audio key outside ${MEDIA_KEY_PREFIX}: ${key}`);
  return `/${key}`;
}

/** List order of tracks: ascending sort_order; equal orders by title, then id, so the list is stable. */
export const compareListOrder = (a: DemoTrackRecord, b: DemoTrackRecord): number =>
  a.sort_order - b.sort_order || a.title.localeCompare(b.title, 'de') || a.id.localeCompare(b.id);

export const toDemoTrack = (record: DemoTrackRecord): DemoTrack => ({
  id: record.id,
  title: record.title,
  description: record.description,
  categoryId: record.category_id,
  duration: record.duration,
  audioUrl: audioUrlForKey(record.audio_key),
  icon: record.icon,
});

/** Seconds → 'm:ss' as the cards show it (whole seconds, rounded down like a player's clock). */
export function formatTrackDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return DEFAULT_TRACK_DURATION;
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The project's own recordings (built by scripts/make-demo-audio.sh into
 * infra/local/seed/media/audio/). The single source of their texts: the landing page's demo section,
 * the free-trial page and the industry pages read them from here, and
 * scripts/make-demo-track-seed.ts turns them into the demo_tracks seed rows with the duration read
 * from each file. `duration` here is what the prerendered pages show without asking the API; a test
 * checks it against the file.
 */
export interface DemoRecording extends Omit<DemoTrack, 'audioUrl'> {
  audioKey: string;
}

export const demoRecordings = [
  {
    id: 'friseur',
    title: 'Friseursalon',
    description:
      'Ein Kunde möchte Schneiden und Färben: Der Assistent findet einen freien Termin, plant die passende Dauer ein und bestätigt per SMS.',
    categoryId: 'beauty',
    duration: '0:24',
    audioKey: `${MEDIA_KEY_PREFIX}audio/friseur.mp3`,
    icon: 'scissors',
  },
  {
    id: 'physio',
    title: 'Physiotherapie',
    description:
      'Ein Patient mit Rezept bucht Krankengymnastik: Der Assistent bietet zwei Termine an, nimmt den Namen auf und schickt die Bestätigung per SMS.',
    categoryId: 'health',
    duration: '0:30',
    audioKey: `${MEDIA_KEY_PREFIX}audio/physio.mp3`,
    icon: 'stethoscope',
  },
  {
    id: 'tierarzt',
    title: 'Tierarztpraxis',
    description:
      'Ein Hundehalter braucht die jährliche Impfung: Der Assistent vergibt den Termin in der Tierarztpraxis und bestätigt ihn per SMS.',
    categoryId: 'petcare',
    duration: '0:28',
    audioKey: `${MEDIA_KEY_PREFIX}audio/tierarzt.mp3`,
    icon: 'paw-print',
  },
  {
    id: 'gesundheit',
    title: 'Dringender Termin in der Praxis',
    description:
      'Ein Hund lahmt seit gestern – kein Notfall, aber dringend: Der Assistent fragt nach, findet noch heute einen Termin und bestätigt ihn per SMS.',
    categoryId: 'health',
    duration: '1:15',
    audioKey: `${MEDIA_KEY_PREFIX}audio/gesundheit.mp3`,
    icon: 'stethoscope',
  },
] as const satisfies readonly DemoRecording[];

export type DemoRecordingId = (typeof demoRecordings)[number]['id'];

export const recordingAsTrack = (recording: DemoRecording): DemoTrack => {
  const { audioKey, ...rest } = recording;
  return { ...rest, audioUrl: audioUrlForKey(audioKey) };
};

export function demoRecording(id: DemoRecordingId): DemoTrack {
  const recording = demoRecordings.find((r) => r.id === id);
  if (!recording) throw new Error(`No recording ${id}`);
  return recordingAsTrack(recording);
}
