import { useState } from 'react';
import { NOTE_MAX_LENGTH, inboxTexts, type StaffNote } from '@rufbereit/shared';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from './format';
import { inboxPanelTexts as p } from '../../../content/texts/back-office';

/** Staff notes on a request, with who and when, and the field for a new one (cleared once saved). */
export function RequestNotes({ notes, saving, onSave }: { notes: StaffNote[]; saving: boolean; onSave: (text: string) => Promise<unknown> }) {
  const [note, setNote] = useState('');
  return (
    <section>
      <h3 className="font-semibold text-slate-900">Notizen</h3>
      {notes.length > 0 && (
        <ul className="mt-2 space-y-2">
          {notes.map((n) => (
            <li key={`${n.at}-${n.by}`} className="rounded-md bg-slate-50 p-2">
              <p className="whitespace-pre-wrap">{n.text}</p>
              <p className="mt-1 text-xs text-slate-700">
                {n.by}, {formatDateTime(n.at)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form
        className="mt-2 space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          // A failure keeps the text (the toast says what went wrong).
          if (note.trim()) void onSave(note).then(() => setNote(''), () => undefined);
        }}
      >
        <label htmlFor="staff-note" className="sr-only">
          {p.newNote}
        </label>
        <textarea
          id="staff-note"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          placeholder={inboxTexts.notePlaceholder}
          className="w-full rounded-md border border-slate-400 p-2"
        />
        <Button type="submit" size="sm" disabled={!note.trim() || saving}>
          {p.saveNote}
        </Button>
      </form>
    </section>
  );
}
