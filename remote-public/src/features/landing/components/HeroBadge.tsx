import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { MESSAGES } from '@academy/common';

type DialogProps = { onClose: () => void };

/** If the dialog's code cannot be fetched, say so once instead of breaking the whole page. */
function DialogUnavailable({ onClose }: DialogProps) {
  useEffect(() => {
    window.alert(MESSAGES.console.genericError);
    onClose();
  }, [onClose]);
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
 * The hero badge. Its one character "문" opens the hidden console login: a real
 * button, so it works from the keyboard for whoever tabs to it on purpose, but styled exactly like
 * the text around it, with no hover or cursor hint.
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
          <button type="button" className="hero__secret" onClick={() => setOpen(true)}>
            문
          </button>
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
