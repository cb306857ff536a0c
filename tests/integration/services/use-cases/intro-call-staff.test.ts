import '../../../../services/src/testing/quiet-logs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { introCallMessages, introCallSlotStarts } from '@rufbereit/shared';
import { introCallRepositoryFromEnv } from '../../../../services/src/adapters/dynamo-intro-call-repository';
import { startTestDynamo, type TestDynamo } from '../../../support/local-dynamo';
import { bookIntroCall } from '../../../../services/src/use-cases/book-intro-call';
import { sendIntroCallMails } from '../../../../services/src/use-cases/intro-call-mail';
import { blockIntroCallSlots, freeIntroCallSlots } from '../../../../services/src/use-cases/intro-call-staff';

/** A staff block is never read as a booking: the booking paths and the mail target pass it by. */
let dynamo: TestDynamo;
beforeAll(async () => {
  dynamo = await startTestDynamo();
});
afterAll(async () => {
  await dynamo.stop();
});

// Friday 2026-11-20, 10:00 Berlin.
const now = () => new Date('2026-11-20T09:00:00Z');
const visitor = { name: 'Max Mustermann', email: 'max@example.de', phone: '+49 30 1234567' };

describe('a blocked slot', () => {
  it('is taken for visitors, mails nobody, and is bookable once freed', async () => {
    const repository = introCallRepositoryFromEnv();
    const slot = introCallSlotStarts(now())[3] ?? '';
    expect(await blockIntroCallSlots({ repository, now }, { slots: [slot], reason: 'Urlaub', blockedBy: 'team@rufbereit.de' })).toEqual({ blocked: [slot], booked: [] });

    expect(await repository.get(slot)).toBeUndefined();
    await expect(bookIntroCall({ repository, now }, { ...visitor, slot, idempotencyKey: 'key-1' })).rejects.toMatchObject({ reason: 'conflict', message: introCallMessages.slotTaken });
    // A late IntroCallBooked of a booking cancelled before the slot was blocked sends nothing.
    const sent: string[] = [];
    const mailDeps = {
      repository,
      sendRaw: async (raw: string) => (sent.push(raw), { messageId: 'm' }),
      noteOnContact: async () => undefined,
      mailSettings: { from: 'a@b.de', to: 'c@d.de' },
      siteUrl: 'http://127.0.0.1',
      now,
    };
    expect(await sendIntroCallMails(mailDeps, slot)).toBe('notBooked');
    expect(sent).toEqual([]);

    expect(await freeIntroCallSlots({ repository }, [slot])).toEqual({ freed: [slot] });
    expect(await bookIntroCall({ repository, now }, { ...visitor, slot, idempotencyKey: 'key-2' })).toMatchObject({ status: 'booked' });
    expect(await freeIntroCallSlots({ repository }, [slot])).toEqual({ freed: [] });
  });
});
