/**
 * The demo track list (GET /api/demos): the tracks of one category, or all, in their list order.
 * Repository as an argument, so the rule is testable without DynamoDB.
 */
import { ALL_DEMOS, toDemoTrack, type DemoCategoryFilter, type DemoTrack, type DemoTrackRecord } from '@rufbereit/shared';

export interface DemoTrackRepository {
  /** Every stored track, in any order. */
  listAll(): Promise<DemoTrackRecord[]>;
}

/** Ascending sort_order; equal orders by title, then id, so the list is stable. */
const byListOrder = (a: DemoTrackRecord, b: DemoTrackRecord): number =>
  a.sort_order - b.sort_order || a.title.localeCompare(b.title, 'de') || a.id.localeCompare(b.id);

export async function listDemoTracks(repository: DemoTrackRepository, category: DemoCategoryFilter): Promise<DemoTrack[]> {
  const records = await repository.listAll();
  return records
    .filter((record) => category === ALL_DEMOS || record.category_id === category)
    .sort(byListOrder)
    .map(toDemoTrack);
}
