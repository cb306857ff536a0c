import type { LocalPorts } from './ports';

/** What a started stand-in hands back: at least how to stop it. */
export interface Running {
  stop(): Promise<void>;
}

/** What every stand-in is started with; what one needs beyond it, the composition root adds (its `Needs`). */
export interface StandInContext {
  readonly ports: LocalPorts;
  /** Where the stand-ins keep their data (one file or folder each). */
  readonly dataDir: string;
  /** The settings of the start (LOCAL_…, PORT, …), read by the stand-in they belong to. */
  readonly env: NodeJS.ProcessEnv;
  readonly quiet: boolean;
  /** Progress lines; silent when `quiet`. */
  log(line: string): void;
  /** Failures; always printed. */
  warn(line: string): void;
  /**
   * Scheduling priority ("nice", 0–19) of what runs behind the event bus: on AWS it runs on other
   * machines than the API; here it takes the CPU the API leaves (LOCAL_BACKGROUND_NICE, default 10).
   */
  readonly backgroundNice: number;
}

/**
 * One stand-in of an AWS service (or a partner) under infra/local/<name>/: what it stands in for, what
 * our layer adds in front of the emulator and what stays different, written once here (the docs table is
 * generated from it: `npm run docs:local`), and how it starts.
 */
export interface StandIn<Needs extends object = object, Started extends Running = Running> {
  /** Its folder under infra/local/. */
  readonly name: string;
  /** The AWS piece or partner it stands in for. */
  readonly standsInFor: string;
  /** The emulator it fronts (package and version), or what it is when it is ours. */
  readonly emulator: string;
  /** What our layer adds where the emulator lacks what the product relies on, and why (files named). */
  readonly adds: readonly string[];
  /** What stays different from AWS (or the partner): the known gaps. */
  readonly gaps: readonly string[];
  start(context: StandInContext & Needs): Promise<Started>;
}

/** The rest of a start (seeding, provisioning) on a piece already running: if it fails, the piece is stopped first. */
export async function orStop<T>(piece: Running, rest: () => Promise<T>): Promise<T> {
  try {
    return await rest();
  } catch (error) {
    await piece.stop().catch(() => undefined);
    throw error;
  }
}
