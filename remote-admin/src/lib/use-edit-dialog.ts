import { useState } from 'react';

/** Whether an add/edit dialog is open, and on which record (null while adding). */
export function useEditDialog<Row>() {
  const [state, setState] = useState<{ open: boolean; editing: Row | null }>({ open: false, editing: null });
  return {
    ...state,
    openNew: () => setState({ open: true, editing: null }),
    openEdit: (row: Row) => setState({ open: true, editing: row }),
    close: () => setState({ open: false, editing: null }),
  };
}
