/**
 * The demo tracks' list order, set by staff in the demo administration (drag and drop or keyboard):
 * the public list (GET /api/demos), the playlist and the embeddable player show the tracks in it.
 *
 * A stale order is refused, never written over another admin's: the admin list answers the order's
 * version (a hash of the ids and positions in list order), a reorder names the version it was made
 * from, and the tracks move with conditional writes. Every reorder gives every track a new position
 * above all current ones, written in id order, so the first write is where two reorders of the same
 * version meet: only one of them gets past it (DynamoDB Local's stand-in has no transactions, and the
 * tracks are tens, so one conditional write per track is enough).
 */
import { createHash } from 'node:crypto';
import {
  ALL_DEMOS,
  compareListOrder,
  demoAdminMessages,
  type AdminDemoTrackListBody,
  type DemoTrackRecord,
  type ReorderDemoTracksInput,
} from '@rufbereit/shared';
import { listDemoTracks, type DemoTrackRepository } from './demo-tracks';
import { Refusal } from './refusal';

export interface DemoTrackOrderStore extends DemoTrackRepository {
  /** Sets the track's position if it is still `from` (a conditional write): false when it moved or is gone. */
  move(id: string, from: number, to: number): Promise<boolean>;
}

/** One track's new position. */
export interface TrackMove {
  id: string;
  from: number;
  to: number;
}

const ORDER_STEP = 10;

/** The version of the order the records are in (ids and positions in list order). */
export function orderVersionOf(records: readonly DemoTrackRecord[]): string {
  const ordered = [...records].sort(compareListOrder).map((r) => [r.id, r.sort_order]);
  return createHash('sha256').update(JSON.stringify(ordered)).digest('hex').slice(0, 32);
}

/**
 * The moves that put the tracks into the order of `trackIds`: positions above every current one,
 * ORDER_STEP apart, so every track moves (each write checks the position the reorder was made from),
 * in id order (the same for every reorder). Refuses an id no track has, and an order that leaves one out.
 */
export function planReorder(current: readonly DemoTrackRecord[], trackIds: readonly string[]): TrackMove[] {
  const byId = new Map(current.map((r) => [r.id, r]));
  if (trackIds.some((id) => !byId.has(id))) throw new Refusal('notFound', demoAdminMessages.trackNotFound);
  if (new Set(trackIds).size !== trackIds.length || trackIds.length !== current.length) {
    throw new Refusal('invalidInput', demoAdminMessages.orderIncomplete);
  }
  const base = Math.max(0, ...current.map((r) => r.sort_order)) + ORDER_STEP;
  return trackIds
    .map((id, index) => ({ id, from: byId.get(id)?.sort_order ?? 0, to: base + index * ORDER_STEP }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** GET /api/admin/demos: every track in list order with the order's version. */
export async function adminDemoTrackList(deps: { repository: DemoTrackRepository }): Promise<AdminDemoTrackListBody> {
  const records = await deps.repository.listAll();
  const tracks = await listDemoTracks({ repository: { listAll: async () => records } }, ALL_DEMOS);
  return { tracks, orderVersion: orderVersionOf(records) };
}

/**
 * Puts the tracks into the given order, made from the order of `version`. A different current version
 * (someone reordered, added or deleted a track meanwhile) or a lost conditional write is refused with
 * 409 and the German message; the moves this call made are undone first, so nothing half-done stays.
 */
export async function reorderDemoTracks(deps: { store: DemoTrackOrderStore }, { trackIds, version }: ReorderDemoTracksInput): Promise<AdminDemoTrackListBody> {
  const { store } = deps;
  const current = await store.listAll();
  if (orderVersionOf(current) !== version) throw new Refusal('conflict', demoAdminMessages.orderStale);
  const moves = planReorder(current, trackIds);
  const done: TrackMove[] = [];
  for (const move of moves) {
    if (!(await store.move(move.id, move.from, move.to))) {
      // Back where they were, newest first; a track someone moved since stays where they put it.
      for (const undo of done.reverse()) await store.move(undo.id, undo.to, undo.from);
      throw new Refusal('conflict', demoAdminMessages.orderStale);
    }
    done.push(move);
  }
  return adminDemoTrackList({ repository: store });
}
