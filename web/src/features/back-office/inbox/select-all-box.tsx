import { useEffect, useRef } from 'react';
import { inboxBulkTexts } from '@rufbereit/shared';

/** Ticks every row shown, or none; half-ticked (`indeterminate`, announced as mixed) when some are. */
export function SelectAllBox({ rowIds, selected, onChange }: { rowIds: readonly string[]; selected: readonly string[]; onChange: (ids: string[]) => void }) {
  const box = useRef<HTMLInputElement>(null);
  const ticked = rowIds.filter((id) => selected.includes(id)).length;
  const all = rowIds.length > 0 && ticked === rowIds.length;
  useEffect(() => {
    if (box.current) box.current.indeterminate = ticked > 0 && !all;
  }, [ticked, all]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="size-4 accent-brand-700"
      aria-label={inboxBulkTexts.selectAll}
      checked={all}
      onChange={(e) => onChange(e.target.checked ? [...rowIds] : [])}
    />
  );
}
