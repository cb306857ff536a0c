import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router-dom';
import { inboxTexts, parseInboxFilterParams, type InboxKind } from '@rufbereit/shared';
import { GdprPanel } from './gdpr-panel';
import { InboxList } from './inbox-list';

const tabs: { kind: InboxKind; label: string }[] = [
  { kind: 'contacts', label: inboxTexts.tabContacts },
  { kind: 'demo-requests', label: inboxTexts.tabDemos },
];

/** The requests inbox: contact and demo requests in two tabs, and the data-protection tools. */
export function Inbox() {
  // A link from the dashboard opens a list with its filters set (inboxFilterHref).
  const [params] = useSearchParams();
  const linked = parseInboxFilterParams(params);
  const initialFor = (kind: InboxKind) =>
    linked.list === kind ? { q: '', status: kind === 'demo-requests' ? (linked.status ?? '') : '', delivery: linked.delivery ?? '' } : undefined;
  return (
    <div className="space-y-8">
      <Tabs.Root defaultValue={linked.list ?? 'contacts'}>
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
            <InboxList kind={t.kind} initial={initialFor(t.kind)} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <GdprPanel />
    </div>
  );
}
