import type { crudMessages } from '@academy/common';
import { useAsyncData } from '@academy/context';
import { useConfirmedDelete, type DeleteRequest } from '../../lib/use-confirmed-delete';
import { useEditDialog } from '../../lib/use-edit-dialog';
import { useTableUrlState, type TableUrlStateOptions } from '../../lib/use-table-url-state';

/** What a delete confirmation says about one row, and its toasts. */
export type DeleteText = Pick<DeleteRequest, 'question' | 'detail' | 'success' | 'failure'>;

export interface CrudListOptions<Row extends { id: string }, Input, Field extends string, Filters extends string> {
  load: () => Promise<Row[]>;
  /** The list's URL state (search, sort, filters, page); a function when a filter's choices come from the rows. */
  table?: TableUrlStateOptions<Field, Filters> | ((rows: Row[]) => TableUrlStateOptions<Field, Filters>);
  /** The add/edit dialog's session-draft name (its useFormDialog `draft`): a kept draft reopens it. */
  draft: string;
  create: (input: Input) => Promise<unknown>;
  update: (id: string, input: Input) => Promise<unknown>;
  remove: (row: Row) => Promise<unknown>;
  /** The delete confirmation's question and detail for a row, and its toasts. */
  deleteText: (row: Row) => DeleteText;
}

/**
 * The state of an admin list screen: the rows (loaded once, reloaded after each change), the
 * table's URL state, the add/edit dialog with its save, and the confirmed delete with its toasts.
 */
export function useCrudList<
  Row extends { id: string },
  Input,
  Field extends string = string,
  Filters extends string = string,
>({
  load,
  table: tableOptions = {},
  draft,
  create,
  update,
  remove,
  deleteText,
}: CrudListOptions<Row, Input, Field, Filters>) {
  const data = useAsyncData(load, []);
  const all = data.data ?? [];
  const table = useTableUrlState<Field, Filters>(typeof tableOptions === 'function' ? tableOptions(all) : tableOptions);
  const dialog = useEditDialog<Row>({ draft, rows: data.data });
  const askDelete = useConfirmedDelete();

  return {
    /** The loaded list (for AsyncContent), `all` its rows (none while loading). */
    data,
    all,
    table,
    dialog,
    /** The dialog's save: updates the row being edited, else creates one; then reloads. */
    save: dialog.saver<Input>({ create, update, onSaved: data.reload }),
    /** Asks, deletes, toasts and reloads. */
    askDelete: (row: Row) => askDelete({ ...deleteText(row), remove: () => remove(row), onDeleted: data.reload }),
  };
}

/** The delete texts of a screen whose toasts are its noun's crudMessages: "<name>: <warning>". */
export function crudDeleteText(messages: ReturnType<typeof crudMessages>, question: string, warning: string) {
  return (name: string): DeleteText => ({
    question,
    detail: `${name}: ${warning}`,
    success: { title: messages.deletedTitle, description: name },
    failure: { title: messages.deleteFailedTitle, fallback: messages.deleteFailed },
  });
}
