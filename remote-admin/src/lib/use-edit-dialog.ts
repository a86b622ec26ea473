import { useState } from 'react';

interface SaveCalls<Input> {
  create: (input: Input) => Promise<unknown>;
  update: (id: string, input: Input) => Promise<unknown>;
  /** After either succeeded (refresh the list). */
  onSaved: () => void;
}

/** Whether an add/edit dialog is open, and on which record (null while adding). */
export function useEditDialog<Row extends { id: string }>() {
  const [state, setState] = useState<{ open: boolean; editing: Row | null }>({ open: false, editing: null });
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
