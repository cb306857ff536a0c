export { DemoCallsSection, DEMO_CALLS_SECTION_ID, type DemoCallsSectionProps } from './demo-calls-section';
export { demoTracks, demoCategories, FALLBACK_AUDIO_URL, MEDIA_BASE_PATH, type DemoTrack, type DemoCategoryId } from '../../lib/demo-tracks/tracks';
