import { useEffect } from 'react';
import { CONSULTATION_MESSAGES as M } from '@academy/common';
import { useAsyncData } from '@academy/context';
import { CONSULTATIONS_CHANGED_EVENT, getNewConsultationCount } from '../../../api/new-consultations';

/** The new-request count in the side menu: plain HTML, like the menu it sits in (no antd there). */
export function NewConsultationsBadge() {
  const count = useAsyncData(() => getNewConsultationCount(), []);
  const reload = count.reload;
  useEffect(() => {
    window.addEventListener(CONSULTATIONS_CHANGED_EVENT, reload);
    return () => window.removeEventListener(CONSULTATIONS_CHANGED_EVENT, reload);
  }, [reload]);
  if (!count.data) return null;
  return (
    <span className="admin-frame__badge" aria-label={M.newCount(count.data)} title={M.newCount(count.data)}>
      {count.data > 99 ? '99+' : count.data}
    </span>
  );
}
