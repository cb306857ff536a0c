import * as Tabs from '@radix-ui/react-tabs';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { defaultInboxView, inboxAddressSearch, inboxTexts, parseInboxAddress, type InboxKind, type InboxView } from '@rufbereit/shared';
import { GdprPanel } from './gdpr-panel';
import { InboxList } from './inbox-list';

const tabs: { kind: InboxKind; label: string }[] = [
  { kind: 'contacts', label: inboxTexts.tabContacts },
  { kind: 'demo-requests', label: inboxTexts.tabDemos },
];

/**
 * The requests inbox: contact and demo requests in two tabs, and the data-protection tools. The tab,
 * filters and sort live in the address (shared/src/inbox/inbox-address.ts), so a reload or a link (the
 * dashboard's) opens the same view; a change replaces the address instead of piling up history.
 */
export function Inbox() {
  const [params, setParams] = useSearchParams();
  const view = parseInboxAddress(params);
  const change = useCallback((next: InboxView) => setParams(inboxAddressSearch(next), { replace: true }), [setParams]);
  return (
    <div className="space-y-8">
      <Tabs.Root value={view.list} onValueChange={(list) => change({ ...defaultInboxView, list: list as InboxKind })}>
        <Tabs.List aria-label="Anfragen" className="flex flex-wrap gap-1 border-b border-slate-200">
          {tabs.map((t) => (
            <Tabs.Trigger
              key={t.kind}
              value={t.kind}
              className="-mb-px rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-700 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
            >
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Content key={t.kind} value={t.kind} className="py-6">
            {view.list === t.kind && <InboxList view={view} onChange={change} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <GdprPanel />
    </div>
  );
}
