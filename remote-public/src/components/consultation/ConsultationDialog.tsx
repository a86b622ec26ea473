import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CONSULTATION_MESSAGES as M } from '@academy/common';
import { useFocusTrap, useScrollLock } from '@academy/context/ui';
import { ConsultationForm } from './ConsultationForm';

/** The consultation form as a modal dialog: Escape, the backdrop or × close it; focus stays inside. */
export function ConsultationDialog({ programSlug, onClose }: { programSlug?: string; onClose: () => void }) {
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
      className="consult-dialog__backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div ref={dialogRef} className="consult-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="consult-dialog__title">
          {M.title}
        </h2>
        <p className="consult-dialog__lead">무료 레벨 테스트와 첫 상담을 신청하시면 확인 후 연락드립니다.</p>
        <ConsultationForm programSlug={programSlug} autoFocus />
        <button type="button" className="consult-dialog__close" aria-label="닫기" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>,
    document.body,
  );
}
