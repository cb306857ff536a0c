/**
 * A per-hour limit counted in the table a few uses at a time: an instance takes `reservation` uses of a
 * scope at once (reserveWithinHourlyLimit) and lets that many requests through before it asks again. The
 * table counts every reserved use at once, so the limit is never passed; uses an instance reserved but did
 * not spend (the hour ended, the instance stopped, another instance served the rest) are lost, so a scope
 * spread over n instances may be refused up to n × (reservation − 1) uses early. For the analytics beacon
 * (600 an hour, a person sends a few dozen) that costs nothing, and it saves 9 of 10 limit writes.
 * docs/features/site-analytics.md, "Writes per beacon".
 */
import type { HourlyReservation } from './dynamo-spam-store';

const HOUR_MS = 3_600_000;

export class HourlyAllowance {
  /** Uses reserved and not yet spent, per scope, with their hour; the oldest scope is dropped when full. */
  private readonly left = new Map<string, { window: number; uses: number }>();
  /** A reservation under way per scope: requests of the same viewer at the same moment wait for it. */
  private readonly reserving = new Map<string, Promise<void>>();

  constructor(
    private readonly reserve: (scope: string) => Promise<HourlyReservation>,
    private readonly capacity = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when `scope` may use one more (from this instance's reserve, else from a new reservation). */
  async take(scope: string): Promise<boolean> {
    if (this.spend(scope)) return true;
    const underWay = this.reserving.get(scope);
    if (underWay) {
      await underWay;
      if (this.spend(scope)) return true;
    }
    const reservation = this.reserve(scope).then(({ granted, window }) => this.hold(scope, window, granted));
    this.reserving.set(scope, reservation);
    try {
      await reservation;
    } finally {
      if (this.reserving.get(scope) === reservation) this.reserving.delete(scope);
    }
    // Ours, or one a request beside this one reserved while the table refused ours.
    return this.spend(scope);
  }

  private spend(scope: string): boolean {
    const held = this.left.get(scope);
    if (!held || held.uses === 0 || held.window !== Math.floor(this.now() / HOUR_MS)) return false;
    held.uses -= 1;
    return true;
  }

  private hold(scope: string, window: number, granted: number): void {
    const current = this.left.get(scope);
    if (current?.window === window) {
      current.uses += granted;
      return;
    }
    this.left.delete(scope);
    if (this.left.size >= this.capacity) {
      const oldest = this.left.keys().next();
      if (!oldest.done) this.left.delete(oldest.value);
    }
    this.left.set(scope, { window, uses: granted });
  }
}
