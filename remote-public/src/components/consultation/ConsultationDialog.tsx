import { CONSULTATION_MESSAGES as M } from '@academy/common';
import { ModalDialog } from '@academy/context/modal-dialog';
import { ConsultationForm } from './ConsultationForm';

/** The consultation form as a modal dialog: Escape, the backdrop or × close it; focus stays inside. */
export function ConsultationDialog({
  programSlug,
  programTitle,
  onClose,
}: {
  programSlug?: string;
  programTitle?: string;
  onClose: () => void;
}) {
  return (
    <ModalDialog title={M.title} onClose={onClose} width={640}>
      <p className="consult-dialog__lead">무료 레벨 테스트와 첫 상담을 신청하시면 확인 후 연락드립니다.</p>
      <ConsultationForm programSlug={programSlug} programTitle={programTitle} autoFocus />
    </ModalDialog>
  );
}
