import type { IncomingMessage, ServerResponse } from 'node:http';

export type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export interface PriorityGate {
  /** The API's requests: straight to `serve`. */
  foreground: Listener;
  /** The event targets' requests: to `serve` while no foreground request is inside, or once they have waited `maxWaitMs`. */
  background: Listener;
  load(): { foreground: number; background: number; waiting: number };
}

export function createPriorityGate(options: { slots: number; maxWaitMs: number; serve: Listener; now?: () => number }): PriorityGate;
