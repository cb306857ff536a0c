import { describe, expect, it } from 'vitest';
import { defaultInboxView, inboxAddressSearch, parseInboxAddress } from './inbox-address';

describe('the inbox address', () => {
  it('reads back every filter and the sort it writes', () => {
    const view = { list: 'demo-requests', q: 'Müller', status: 'kontaktiert', delivery: 'failed', from: '2026-11-01', to: '2026-11-25', sort: 'name', order: 'asc' } as const;
    const search = inboxAddressSearch(view);
    expect(search.toString()).toBe('liste=demo-requests&status=kontaktiert&zustand=failed&suche=M%C3%BCller&von=2026-11-01&bis=2026-11-25&sortierung=name&richtung=auf');
    expect(parseInboxAddress(search)).toEqual(view);
    expect(inboxAddressSearch(defaultInboxView).toString()).toBe('liste=contacts');
  });

  it('falls back to the defaults for anything unknown, a bad date or a reversed range', () => {
    expect(parseInboxAddress(new URLSearchParams('liste=x&sortierung=email&richtung=__proto__&von=2026-02-30&bis=2026-11-25%0A'))).toEqual(defaultInboxView);
    expect(parseInboxAddress(new URLSearchParams('von=2026-11-25&bis=2026-11-01'))).toMatchObject({ from: '2026-11-25', to: '' });
    expect(parseInboxAddress(new URLSearchParams('liste=contacts&status=kontaktiert'))).toMatchObject({ status: '' });
  });
});
