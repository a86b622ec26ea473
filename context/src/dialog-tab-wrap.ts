import { useEffect } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The open modal dialog that holds the focus (the topmost, when dialogs are stacked). */
function dialogHoldingFocus(): HTMLElement | null {
  const active = document.activeElement;
  if (!active) return null;
  return active.closest<HTMLElement>('[role="dialog"][aria-modal="true"]');
}

function tabbablesIn(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      (element.checkVisibility?.() ?? true) &&
      !element.closest('[aria-hidden="true"], [hidden], [inert]'),
  );
}

/**
 * antd's dialogs keep focus inside by pulling it back when it lands outside; but a dialog is drawn
 * last in the page, so Tab on its last control leaves the document (to the browser's own bar) and
 * the focus sits on <body> for one keystroke. Wrapping Tab at both ends never lets it out.
 */
export function wrapTabInDialog(event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const dialog = dialogHoldingFocus();
  if (!dialog) return;
  const tabbables = tabbablesIn(dialog);
  if (tabbables.length === 0) return;
  const first = tabbables[0]!;
  const last = tabbables[tabbables.length - 1]!;
  const active = document.activeElement;
  // The dialog's own box holds the focus as it opens; Shift+Tab from there goes to its last control.
  const atStart = active === first || !tabbables.includes(active as HTMLElement);
  if (event.shiftKey && atStart) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

let users = 0;

/** Wraps Tab in every open modal dialog while at least one component using this hook is mounted. */
export function useDialogTabWrap(): void {
  useEffect(() => {
    if (users++ === 0) document.addEventListener('keydown', wrapTabInDialog);
    return () => {
      if (--users === 0) document.removeEventListener('keydown', wrapTabInDialog);
    };
  }, []);
}
