import { useState } from 'react';
import { useDraftReopen } from './use-session-draft';

interface SaveCalls<Input> {
  create: (input: Input) => Promise<unknown>;
  update: (id: string, input: Input) => Promise<unknown>;
  /** After either succeeded (refresh the list). */
  onSaved: () => void;
}

interface DraftReopen<Row> {
  /** The dialog's session-draft name (its useFormDialog `draft`). */
  draft: string;
  /** The screen's list: a draft kept while editing reopens on its record once the list holds it. */
  rows: readonly Row[] | null | undefined;
}

/**
 * Whether an add/edit dialog is open, and on which record (null while adding). With `reopen`, a
 * session draft kept on this screen opens its dialog again when the screen comes back after login.
 */
export function useEditDialog<Row extends { id: string }>(reopen?: DraftReopen<Row>) {
  const [state, setState] = useState<{ open: boolean; editing: Row | null }>({ open: false, editing: null });
  useDraftReopen(reopen?.draft, reopen?.rows, (row) => setState({ open: true, editing: row }));
  return {
    ...state,
    openNew: () => setState({ open: true, editing: null }),
    openEdit: (row: Row) => setState({ open: true, editing: row }),
    close: () => setState({ open: false, editing: null }),
    /** The dialog's save: updates the record being edited, else creates one. */
    saver:
      <Input>({ create, update, onSaved }: SaveCalls<Input>) =>
      async (input: Input) => {
        if (state.editing) await update(state.editing.id, input);
        else await create(input);
        onSaved();
      },
  };
}
