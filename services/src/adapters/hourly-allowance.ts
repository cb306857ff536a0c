/**
 * A per-hour limit counted in the table a few uses at a time: an instance takes `reservation` uses of a
 * scope at once (reserveWithinHourlyLimit) and lets that many requests through before it asks again. The
 * table counts every reserved use at once, so the limit is never passed; uses an instance reserved but did
 * not spend (the hour ended, the instance stopped, another instance served the rest) are lost, so a scope
 * spread over n instances may be refused up to n × (reservation − 1) uses early. For the analytics beacon
 * (600 an hour, a person sends a few dozen) that costs nothing, and it saves 9 of 10 limit writes.
 * docs/features/site-analytics.md, "Writes per beacon".
 */
import { makeRoomForOne } from './bounded-entries';
import type { HourlyReservation } from './dynamo-spam-store';
import { hourWindowOf } from './hour-window';

export class HourlyAllowance {
  /**
   * Uses reserved and not yet spent, per scope, with their hour, and whether the table refused the scope
   * in that hour (a window's counter never goes down, so "full" stays true until the hour ends and a
   * flood past the limit costs no more writes). The oldest scope is dropped when the map is full.
   */
  private readonly left = new Map<string, { window: number; uses: number; full: boolean }>();
  /** A reservation under way per scope: requests of the same viewer at the same moment wait for it. */
  private readonly reserving = new Map<string, Promise<HourlyReservation>>();

  constructor(
    private readonly reserve: (scope: string) => Promise<HourlyReservation>,
    private readonly capacity = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when `scope` may use one more (from this instance's reserve, else from a new reservation). */
  async take(scope: string): Promise<boolean> {
    const hour = this.currentWindow();
    if (this.spend(scope, hour)) return true;
    if (this.isFull(scope, hour)) return false;
    const underWay = this.reserving.get(scope);
    if (underWay) {
      const { window } = await underWay.catch(() => ({ window: hour }));
      if (this.spend(scope, window)) return true;
      if (this.isFull(scope, window)) return false;
    }
    const reservation = this.reserve(scope).then((made) => {
      this.hold(scope, made.window, made.granted);
      return made;
    });
    this.reserving.set(scope, reservation);
    try {
      // The hour the table counted the uses in, even if it has just ended: they were paid for.
      const { window } = await reservation;
      // Ours, or one a request beside this one reserved while the table refused ours.
      return this.spend(scope, window);
    } finally {
      if (this.reserving.get(scope) === reservation) this.reserving.delete(scope);
    }
  }

  private currentWindow(): number {
    return hourWindowOf(this.now() / 1000);
  }

  private spend(scope: string, window: number): boolean {
    const held = this.left.get(scope);
    if (!held || held.window !== window || held.uses < 1) return false;
    held.uses -= 1;
    return true;
  }

  private isFull(scope: string, window: number): boolean {
    const held = this.left.get(scope);
    return held?.window === window && held.full && held.uses < 1;
  }

  private hold(scope: string, window: number, granted: number): void {
    const current = this.left.get(scope);
    if (current?.window === window) {
      current.uses += granted;
      current.full ||= granted === 0;
      return;
    }
    this.left.delete(scope);
    makeRoomForOne(this.left, this.capacity);
    this.left.set(scope, { window, uses: granted, full: granted === 0 });
  }
}
