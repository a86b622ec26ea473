import { Suspense, useState, type ReactNode } from 'react';

/**
 * Draws a dialog loaded on demand from its first opening on, and keeps it drawn (it animates closed
 * and returns focus itself). While its code loads nothing else on the screen changes.
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
