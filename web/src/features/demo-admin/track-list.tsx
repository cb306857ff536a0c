import { useRef } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GripVertical, Pencil, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { demoAdminMessages as m, demoCategories, type AdminDemoTrackListBody, type DemoTrack } from '@rufbereit/shared';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api/api-client';
import { demoAdminTexts as d } from '../../content/texts/demo-admin';
import { adminTracksQueryOptions, saveTrackOrder } from './api';

const categoryName = (id: string): string => demoCategories.find((c) => c.id === id)?.name ?? id;

interface TrackListProps {
  list: AdminDemoTrackListBody;
  onEdit: (track: DemoTrack) => void;
  onDelete: (track: DemoTrack) => void;
}

/**
 * The tracks in their list order, sortable by dragging a row's handle or with the keyboard on the
 * handle (dnd-kit: Space/Enter to pick up, arrows to move, Space/Enter to drop, Escape to cancel),
 * announced in German to screen readers. The new order is shown at once and saved with the order's
 * version; a stale one (another admin reordered meanwhile) is refused, and the current list is loaded.
 */
export function TrackList({ list, onEdit, onDelete }: TrackListProps) {
  const queryClient = useQueryClient();
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const save = useMutation({
    mutationFn: ({ ids }: { ids: string[] }) => saveTrackOrder(ids, list.orderVersion),
    onMutate: ({ ids }) => {
      const byId = new Map(list.tracks.map((t) => [t.id, t]));
      queryClient.setQueryData<AdminDemoTrackListBody>(adminTracksQueryOptions().queryKey, {
        ...list,
        tracks: ids.flatMap((id) => byId.get(id) ?? []),
      });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(adminTracksQueryOptions().queryKey, saved);
      toast.success(m.orderSaved);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) toast.error(m.orderStale);
      else toast.error(m.orderSaveFailed, { description: error.message });
      void queryClient.invalidateQueries({ queryKey: adminTracksQueryOptions().queryKey });
    },
  });

  const ids = list.tracks.map((t) => t.id);
  const justPickedUp = useRef(false);
  const titles = new Map<UniqueIdentifier, string>(list.tracks.map((t) => [t.id, t.title]));
  const titleOf = (id: UniqueIdentifier): string => titles.get(id) ?? String(id);
  const positionOf = (id: UniqueIdentifier | undefined): number => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      justPickedUp.current = true;
      return d.pickedUp(titleOf(active.id), positionOf(active.id), ids.length);
    },
    onDragOver: ({ active, over }) => {
      // dnd-kit reports the track over itself right after the pick-up: that would drown "aufgenommen".
      const first = justPickedUp.current;
      justPickedUp.current = false;
      if (!over || (first && over.id === active.id)) return undefined;
      return d.movedTo(titleOf(active.id), positionOf(over.id), ids.length);
    },
    onDragEnd: ({ active, over }) => d.dropped(titleOf(active.id), positionOf(over?.id ?? active.id), ids.length),
    onDragCancel: ({ active }) => d.cancelled(titleOf(active.id), positionOf(active.id), ids.length),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    save.mutate({ ids: arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))) });
  };

  return (
    <>
      <p className="mb-3 text-sm text-slate-600">{d.orderHint}</p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: d.dragInstructions } }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={save.isPending}>
          <ul aria-busy={save.isPending} className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {list.tracks.map((track) => (
              <SortableTrack key={track.id} track={track} onEdit={onEdit} onDelete={onDelete} />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      {save.isPending && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {d.savingOrder}
        </p>
      )}
    </>
  );
}

function SortableTrack({ track, onEdit, onDelete }: { track: DemoTrack } & Omit<TrackListProps, 'list'>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: track.id,
    attributes: { roleDescription: d.sortable },
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="admin-track"
      data-track={track.id}
      className={`relative flex flex-wrap items-center gap-4 bg-white p-4 ${isDragging ? 'z-10 shadow-lg ring-2 ring-brand-600' : ''}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={d.moveNamed(track.title)}
        className="-m-2 flex h-11 w-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="h-5 w-5" />
      </button>
      {/* A basis, so on a phone the buttons wrap below the text instead of squeezing it under them. */}
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-semibold text-slate-900">{track.title}</p>
        <p className="text-sm text-slate-600">
          {categoryName(track.categoryId)} · {track.duration}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" aria-label={d.editNamed(track.title)} onClick={() => onEdit(track)}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {d.edit}
        </Button>
        <Button variant="outline" size="sm" aria-label={d.deleteNamed(track.title)} onClick={() => onDelete(track)}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {m.deleteButton}
        </Button>
      </div>
    </li>
  );
}
