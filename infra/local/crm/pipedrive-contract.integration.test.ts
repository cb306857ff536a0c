import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v1, v2 } from 'pipedrive';
import { startTestPipedrive, type PipedriveFake } from './pipedrive-fake';

/**
 * The contract: the local stand-in answers what Pipedrive's official Node client (npm `pipedrive`,
 * v2 PersonsApi/DealsApi, v1 NotesApi) sends and expects, so the stand-in cannot drift into answering
 * what we assume. Everything the product's client (services/src/adapters/pipedrive-client.ts) calls is
 * exercised here through the SDK; the SDK also fixes how the token travels (the x-api-token header).
 */
const TOKEN = 'contract-token';
let fake: PipedriveFake;
let persons: v2.PersonsApi;
let deals: v2.DealsApi;
let notes: v1.NotesApi;

beforeAll(async () => {
  fake = await startTestPipedrive(TOKEN);
  persons = new v2.PersonsApi(new v2.Configuration({ apiKey: TOKEN, basePath: `${fake.baseUrl}/api/v2` }));
  deals = new v2.DealsApi(new v2.Configuration({ apiKey: TOKEN, basePath: `${fake.baseUrl}/api/v2` }));
  // The SDK's own v1 base is https://api.pipedrive.com/v1; Pipedrive serves v1 at /v1 and /api/v1.
  notes = new v1.NotesApi(new v1.Configuration({ apiKey: TOKEN, basePath: `${fake.baseUrl}/v1` }));
});
afterAll(() => fake.stop());

/** What the SDK rejects with: Pipedrive's error body (its interceptor unwraps axios' error). */
const rejection = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );

describe("Pipedrive stand-in driven by Pipedrive's official Node client", () => {
  it('v2 persons: add with emails and phones, get, search by exact e-mail, delete', async () => {
    const added = await persons.addPerson({
      AddPersonRequest: { name: 'Vertrag Test', emails: [{ value: 'vertrag@beispiel.de', primary: true, label: 'work' }], phones: [{ value: '030 99', primary: true, label: 'work' }] },
    });
    expect(added.success).toBe(true);
    const id = added.data?.id;
    expect(typeof id).toBe('number');
    expect(added.data).toMatchObject({ name: 'Vertrag Test', emails: [{ value: 'vertrag@beispiel.de', primary: true, label: 'work' }], is_deleted: false });

    const got = await persons.getPerson({ id: id as number });
    expect(got.data?.phones).toEqual([{ value: '030 99', primary: true, label: 'work' }]);

    const found = await persons.searchPersons({ term: 'vertrag@beispiel.de', fields: 'email', exact_match: true, limit: 500 });
    expect(found.data?.items?.map((hit) => hit.item?.id)).toEqual([id]);
    expect(found.data?.items?.[0]?.item?.emails).toEqual(['vertrag@beispiel.de']);
    expect(found.additional_data?.next_cursor ?? null).toBeNull();

    const deleted = await persons.deletePerson({ id: id as number });
    expect(deleted).toEqual({ success: true, data: { id } });
    expect(await rejection(persons.getPerson({ id: id as number }))).toMatchObject({ success: false, errorCode: 404 });
  });

  it("v2 deals: add for a person, list the person's deals page by page with the cursor, delete", async () => {
    const personId = (await persons.addPerson({ AddPersonRequest: { name: 'Deal Person', emails: [{ value: 'deals@beispiel.de', primary: true, label: 'work' }] } })).data?.id as number;
    const ids: number[] = [];
    for (const title of ['A', 'B', 'C']) {
      const added = await deals.addDeal({ AddDealRequest: { title, person_id: personId } });
      expect(added.data).toMatchObject({ title, person_id: personId, status: 'open', is_deleted: false });
      ids.push(added.data?.id as number);
    }
    const first = await deals.getDeals({ person_id: personId, limit: 2 });
    expect(first.data?.map((d) => d.id)).toEqual(ids.slice(0, 2));
    const cursor = first.additional_data?.next_cursor;
    expect(typeof cursor).toBe('string');
    const rest = await deals.getDeals({ person_id: personId, limit: 2, cursor: cursor as string });
    expect(rest.data?.map((d) => d.id)).toEqual(ids.slice(2));
    expect(rest.additional_data?.next_cursor ?? null).toBeNull();

    expect(await deals.deleteDeal({ id: ids[0] as number })).toEqual({ success: true, data: { id: ids[0] } });
    expect((await deals.getDeals({ person_id: personId })).data?.map((d) => d.id)).toEqual(ids.slice(1));
  });

  it('v1 notes: add on a deal, list by deal and by person, delete', async () => {
    const added = await notes.addNote({ AddNoteRequest: { content: '<p>Nachricht</p>', deal_id: 77 } });
    expect(added.success).toBe(true);
    const noteId = added.data?.id as number;
    expect(added.data).toMatchObject({ content: '<p>Nachricht</p>', deal_id: 77 });
    const listed = await notes.getNotes({ deal_id: 77, start: 0, limit: 500 });
    expect(listed.data?.map((n) => n.id)).toEqual([noteId]);
    expect(listed.additional_data?.pagination?.more_items_in_collection).toBe(false);
    expect((await notes.getNotes({ person_id: 123456 })).data ?? []).toEqual([]);
    expect(await notes.deleteNote({ id: noteId })).toEqual({ success: true, data: true });
  });

  it('the SDK sends the token in the x-api-token header, never in the URL', async () => {
    const before = fake.inspect.requests.length;
    await persons.searchPersons({ term: 'header@beispiel.de', fields: 'email', exact_match: true });
    await notes.getNotes({ deal_id: 1 });
    const sent = fake.inspect.requests.slice(before);
    expect(sent.map((r) => r.tokenIn)).toEqual(['header', 'header']);
    expect(sent.every((r) => !r.url.includes(TOKEN))).toBe(true);
  });

  it('a wrong token gets the 401 the SDK surfaces as the error body', async () => {
    const wrong = new v2.PersonsApi(new v2.Configuration({ apiKey: 'wrong', basePath: `${fake.baseUrl}/api/v2` }));
    expect(await rejection(wrong.searchPersons({ term: 'x@beispiel.de', exact_match: true }))).toMatchObject({ success: false, errorCode: 401 });
  });

  it('the retired v1 persons and deals endpoints answer 410, so a fallback to them fails', async () => {
    const response = await fetch(`${fake.baseUrl}/v1/persons/search?term=x%40beispiel.de&fields=email&exact_match=true`, { headers: { 'x-api-token': TOKEN } });
    expect(response.status).toBe(410);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 410 });
  });
});
