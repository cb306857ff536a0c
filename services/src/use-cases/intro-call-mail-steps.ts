/**
 * One mail of an intro call as its own step on a stored item (the booking, or its kept copy after a
 * cancellation): claimed with a conditional write, sent, recorded with SES's message id. A retry (the
 * bus, a second delivery) skips a mail already sent, so nobody gets one twice; a failed send gives
 * the claim up, so the next retry sends at once.
 */
import { MAIL_SEND_HOLD_SECONDS, type MailRef } from '@rufbereit/shared';
import type { IntroCallMailStep } from './book-intro-call';
import { buildRawMail, type RawMail } from './mime';
import { clockOf } from './ports';

/** The booking's own mails (their outcomes are tagged and recorded on the booking). */
export type IntroCallMailStepName = 'salesMail' | 'visitorMail';
/** The calendar cancellations, on the kept copy of a cancelled booking. */
export type IntroCallCancelStepName = 'salesCancelMail' | 'visitorCancelMail';
export type BookingMailStepName = IntroCallMailStepName | IntroCallCancelStepName;

export interface MailStepStore {
  /**
   * Takes the right to send one mail of the item under `key`: true when the item exists, the mail is
   * not sent, and nobody holds a claim newer than `staleBefore` (of concurrent callers exactly one gets true).
   */
  claimMailStep(key: string, step: BookingMailStepName, at: string, staleBefore: string): Promise<boolean>;
  /** Records the mail as sent with its message id (nothing to do when the item is gone). */
  markMailStepSent(key: string, step: BookingMailStepName, messageId: string, at: string): Promise<void>;
  /** Gives a claim up after a failed send, so the next retry may send at once. */
  releaseMailStep(key: string, step: BookingMailStepName): Promise<void>;
}

export interface MailStepDeps {
  repository: MailStepStore;
  /** Sends a MIME message; `ref` names the booking's mail in its tags (SES's events find it by them). */
  sendRaw(raw: string, ref?: MailRef): Promise<{ messageId: string }>;
  now?: () => Date;
}

export interface MailStep {
  step: BookingMailStepName;
  mail: RawMail;
  ref?: MailRef;
}

type StepsOf = Partial<Record<BookingMailStepName, IntroCallMailStep>>;

/** A claim older than this is taken as abandoned (its worker died between claim and record). */
const MAIL_STEP_CLAIM_MS = MAIL_SEND_HOLD_SECONDS * 1000;

/** Another worker holds the mail's claim right now: the bus retries the event later. */
export class MailStepBusyError extends Error {
  override name = 'MailStepBusyError';
}

const sentId = (step: IntroCallMailStep | undefined): string | undefined => (step?.status === 'sent' ? step.messageId : undefined);

export interface MailStepsInput {
  /** The stored item's key (a booking's slot, or `cancelled#{id}`). */
  key: string;
  /** The item as read before. */
  item: StepsOf;
  steps: readonly MailStep[];
  /** Reads the item again when a claim fails (undefined: it is gone). */
  reread: () => Promise<StepsOf | undefined>;
}

/**
 * Sends the steps in order, each once. Returns the message ids and whether anything went out now, or
 * 'gone' when the item disappeared meanwhile. Throws while a step is unsent.
 */
export async function runMailSteps(deps: MailStepDeps, { key, item, steps, reread }: MailStepsInput): Promise<{ messageIds: string[]; sentNow: boolean } | 'gone'> {
  const messageIds: string[] = [];
  let sentNow = false;
  for (const { step, mail, ref } of steps) {
    const done = sentId(item[step]);
    if (done) {
      messageIds.push(done);
      continue;
    }
    const at = clockOf(deps);
    const staleBefore = new Date(at.getTime() - MAIL_STEP_CLAIM_MS).toISOString();
    if (!(await deps.repository.claimMailStep(key, step, at.toISOString(), staleBefore))) {
      const current = await reread();
      if (!current) return 'gone';
      const other = sentId(current[step]);
      if (other) {
        messageIds.push(other);
        continue;
      }
      throw new MailStepBusyError(`The ${step} of ${key} is being sent by another delivery`);
    }
    let messageId: string;
    try {
      ({ messageId } = await deps.sendRaw(buildRawMail(mail), ref));
    } catch (error) {
      await deps.repository.releaseMailStep(key, step);
      throw error;
    }
    await deps.repository.markMailStepSent(key, step, messageId, clockOf(deps).toISOString());
    messageIds.push(messageId);
    sentNow = true;
  }
  return { messageIds, sentNow };
}
