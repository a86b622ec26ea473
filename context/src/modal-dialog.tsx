import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';

interface ModalDialogProps {
  title: string;
  onClose: () => void;
  /** The widest it grows, in pixels; narrower screens get their own width less the margins. */
  width?: number;
  children: ReactNode;
}

/**
 * A modal dialog in plain HTML (the shell's login and sign-up, the public site's consultation form): titled, focus kept inside and given back to the opener on close,
 * the page behind neither scrolled nor reachable, closed by Escape, the backdrop or its × button
 * (last in the Tab order, so the keyboard starts at the form).
 */
export function ModalDialog({ title, onClose, width = 420, children }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useScrollLock(true);
  useFocusTrap(dialogRef, true);

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  return createPortal(
    <div
      className="overlay modal-dialog__backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={dialogRef}
        className="modal-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        style={{ maxWidth: width }}
      >
        <h2 id={titleId} className="modal-dialog__title">
          {title}
        </h2>
        {children}
        <button type="button" className="modal-dialog__close" aria-label="닫기" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>,
    document.body,
  );
}
