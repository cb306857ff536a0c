import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { demoAdminMessages as m, type DemoTrack } from '@rufbereit/shared';
import { Button } from '../../components/ui/button';
import { QueryFailed } from '../../components/ui/query-status';
import { adminTracksQueryOptions } from './api';
import { DeleteTrackDialog } from './delete-track';
import { TrackDialog } from './track-dialog';
import { TrackForm } from './track-form';
import { TrackList } from './track-list';
import { demoAdminTexts as d } from '../../content/texts/demo-admin';

type Tab = 'manage' | 'new';
const tabClasses =
  'rounded-t-lg border-b-2 border-transparent px-4 py-2 font-semibold text-slate-700 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700';

/**
 * 'Demo-Verwaltung' (spec: screens): the tabs 'Demos verwalten' (the list with edit and delete) and
 * 'Neue Demo' (the track form), the button 'Neue Demo' opening the form in a dialog. The list's order
 * is the public one, sorted by drag and drop or keyboard (track-list.tsx).
 */
export function DemoAdmin() {
  const [tab, setTab] = useState<Tab>('manage');
  const [dialog, setDialog] = useState<{ track?: DemoTrack } | null>(null);
  const [toDelete, setToDelete] = useState<DemoTrack>();
  const tracks = useQuery(adminTracksQueryOptions());

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{m.heading}</h1>
        <Button onClick={() => setDialog({})}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {m.newButton}
        </Button>
      </div>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="mt-8">
        <Tabs.List aria-label={m.heading} className="flex gap-2 border-b border-slate-200">
          <Tabs.Trigger value="manage" className={tabClasses}>
            {m.tabManage}
          </Tabs.Trigger>
          <Tabs.Trigger value="new" className={tabClasses}>
            {m.tabNew}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="manage" className="pt-6">
          {tracks.isPending && (
            <p role="status" className="text-slate-700">
              {m.loading}
            </p>
          )}
          {tracks.isError && <QueryFailed title={d.loadFailed} error={tracks.error} onRetry={() => void tracks.refetch()} />}
          {tracks.isSuccess && tracks.data.tracks.length === 0 && (
            <div className="rounded-xl bg-slate-50 p-8 text-center">
              <p className="text-slate-700">{m.empty}</p>
              <Button className="mt-4" onClick={() => setTab('new')}>
                {m.createFirst}
              </Button>
            </div>
          )}
          {tracks.isSuccess && tracks.data.tracks.length > 0 && <TrackList list={tracks.data} onEdit={(track) => setDialog({ track })} onDelete={setToDelete} />}
        </Tabs.Content>
        <Tabs.Content value="new" className="max-w-2xl pt-6">
          <h2 className="mb-4 text-xl font-semibold text-slate-900">{m.createTitle}</h2>
          <TrackForm key={tab} onSaved={() => setTab('manage')} />
        </Tabs.Content>
      </Tabs.Root>
      <TrackDialog open={dialog !== null} track={dialog?.track} onClose={() => setDialog(null)} />
      <DeleteTrackDialog track={toDelete} onClose={() => setToDelete(undefined)} />
    </>
  );
}
