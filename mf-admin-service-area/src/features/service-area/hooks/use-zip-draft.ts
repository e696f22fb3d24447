import { useCallback, useMemo, useState } from 'react';
import type { ServiceAreaEntry } from 'shared-contracts';
import { addEntry, diffEntries, removeEntry, replaceEntry, type ZipListChanges } from '../utils/zip-list';

/** How a row of the working list differs from the saved list, shown beside its ZIP. */
export type ZipRowChange = 'new' | 'edited';

export interface ZipDraft {
  /** What the manager shows: the unsaved working list, or the saved list when nothing changed. */
  entries: readonly ServiceAreaEntry[];
  /**
   * The unsaved-changes flag (spec section 4): set while the working list differs from the saved one (an add, a
   * delete or an edit), cleared by reset after a successful save, or when the changes are undone by hand.
   */
  dirty: boolean;
  changes: ZipListChanges;
  rowChange: (zipCode: string) => ZipRowChange | undefined;
  add: (entry: ServiceAreaEntry) => void;
  remove: (zipCode: string) => void;
  /** Changes the neighborhood or region of one entry in the working list (saved with the rest). */
  edit: (entry: ServiceAreaEntry) => void;
  /** Drops every unsaved change (after a save, a populate, or 'Discard Changes'). */
  reset: () => void;
}

/**
 * The service-area managers' working list. Every change (add, delete, edit) waits here for 'Save All Changes', so
 * the page has one rule: nothing is written until that button is pressed, and leaving before asks first.
 */
export function useZipDraft(saved: readonly ServiceAreaEntry[]): ZipDraft {
  // null = no unsaved changes: the saved list shows through, so a refetch is seen at once.
  const [draft, setDraft] = useState<ServiceAreaEntry[] | null>(null);
  const add = useCallback((entry: ServiceAreaEntry) => setDraft((d) => addEntry(d ?? saved, entry)), [saved]);
  const remove = useCallback((zip: string) => setDraft((d) => removeEntry(d ?? saved, zip)), [saved]);
  const edit = useCallback(
    (entry: ServiceAreaEntry) => setDraft((d) => replaceEntry(d ?? saved, entry)),
    [saved],
  );
  const reset = useCallback(() => setDraft(null), []);

  const entries = draft ?? saved;
  const changes = useMemo(() => diffEntries(saved, entries), [saved, entries]);
  const rowChange = useCallback(
    (zip: string): ZipRowChange | undefined =>
      changes.added.some((e) => e.zip_code === zip)
        ? 'new'
        : changes.edited.some((e) => e.zip_code === zip)
          ? 'edited'
          : undefined,
    [changes],
  );
  const dirty = changes.added.length + changes.removed.length + changes.edited.length > 0;
  return { entries, dirty, changes, rowChange, add, remove, edit, reset };
}
