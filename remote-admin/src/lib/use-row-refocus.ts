import { useCallback, useRef, type RefObject } from 'react';

const ROWS = '[data-row-key]';
/** The row's actions column (the admin tables give it this class). */
const ACTION_BUTTON = '.admin-table__actions button:not([disabled])';

/**
 * Keeps keyboard users in their place in a list when an action takes a row away (an approved
 * member leaves the pending list): focus goes back to the button that was used if it is still
 * there, else to the first button of the row now in its place (or of the row before it), else
 * to `fallback`. `remember` when the action starts; `restore` once the list shows its new rows.
 */
export function useRowRefocus(list: RefObject<HTMLElement | null>) {
  const place = useRef<{ trigger: Element | null; index: number } | null>(null);

  const remember = useCallback(
    (rowKey: string) => {
      const rows = [...(list.current?.querySelectorAll<HTMLElement>(ROWS) ?? [])];
      place.current = {
        trigger: document.activeElement,
        index: rows.findIndex((row) => row.dataset.rowKey === rowKey),
      };
    },
    [list],
  );

  const restore = useCallback(
    (fallback: () => HTMLElement | null | undefined) => {
      const remembered = place.current;
      if (!remembered) return;
      place.current = null;
      if (remembered.trigger instanceof HTMLElement && remembered.trigger.isConnected) {
        remembered.trigger.focus();
        return;
      }
      const rows = [...(list.current?.querySelectorAll<HTMLElement>(ROWS) ?? [])];
      const row = rows[Math.min(remembered.index, rows.length - 1)];
      // The row's own actions first: a cell may hold a button too (a name that opens the member's history).
      const target =
        row?.querySelector<HTMLElement>(ACTION_BUTTON) ??
        row?.querySelector<HTMLElement>('button:not([disabled])') ??
        fallback();
      target?.focus();
    },
    [list],
  );

  return { remember, restore };
}
