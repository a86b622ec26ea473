import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { MESSAGES } from '@academy/common';
import { useToast } from '@academy/context';

type DialogProps = { onClose: () => void };

/** If the dialog's code cannot be fetched, say so once (a toast) instead of breaking the whole page. */
function DialogUnavailable({ onClose }: DialogProps) {
  const toast = useToast();
  useEffect(() => {
    toast({ title: MESSAGES.console.genericError, variant: 'destructive' });
    onClose();
  }, [onClose, toast]);
  return null;
}

// Almost no visitor opens the console dialog: its code loads only when someone does.
type DialogModule = { default: ComponentType<DialogProps> };
const AdminPasswordDialog = lazy(() =>
  import('./AdminPasswordDialog').then<DialogModule, DialogModule>(
    (module) => ({ default: module.AdminPasswordDialog }),
    () => ({ default: DialogUnavailable }),
  ),
);

/**
 * The hero badge. Clicking its one character "문" opens the hidden console login. It is not a
 * button: as one it was a nameless Tab stop on every visit and split "전문" in two for screen
 * readers, and a name that says what it is would announce the secret to everyone. Keyboard users
 * reach the same password form at /admin-dashboard.
 */
export function HeroBadge() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <p className="hero__badge">
        <span className="hero__badge-dot" aria-hidden="true" />
        창원 중·고등 영어{' '}
        <span className="hero__nowrap">
          전
          <span className="hero__secret" onClick={() => setOpen(true)}>
            문
          </span>
        </span>{' '}
        · 원장 직강
      </p>
      {open && (
        <Suspense fallback={null}>
          <AdminPasswordDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
