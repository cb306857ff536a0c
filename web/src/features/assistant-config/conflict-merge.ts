import type { AssistantConfigInput } from '@rufbereit/shared';

export type ConfigField = keyof AssistantConfigInput;

/** One field the user changed that the stored configuration now has differently. */
export interface FieldConflict {
  field: ConfigField;
  mine: unknown;
  theirs: unknown;
}

/** Structural equality of two JSON values (the form's values are plain data). */
export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * After a version conflict: which of the user's unsaved edits (`mine` against the version the form was
 * loaded at, `base`) to keep on top of the stored configuration (`theirs`), and which of them differ
 * from what is stored now (shown field by field: keep mine or take theirs). Fields the user did not
 * touch take the stored value.
 */
export function mergeAfterConflict(
  /** Partial: a configuration never saved starts without a voice. */
  base: Partial<AssistantConfigInput>,
  mine: AssistantConfigInput,
  theirs: AssistantConfigInput,
): { edited: ConfigField[]; conflicts: FieldConflict[] } {
  const fields = Object.keys(theirs) as ConfigField[];
  const edited = fields.filter((field) => !sameValue(mine[field], base[field]));
  const conflicts = edited.filter((field) => !sameValue(mine[field], theirs[field])).map((field) => ({ field, mine: mine[field], theirs: theirs[field] }));
  return { edited, conflicts };
}
