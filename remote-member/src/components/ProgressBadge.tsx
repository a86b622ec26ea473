import { type CourseVideoProgress } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { watchedPercent } from '@academy/common/progress';

const P = MEMBER_MESSAGES.progress;

/** 시청 전 / 시청 중 n% / 완료 beside a lesson. */
export function ProgressBadge({ progress }: { progress: CourseVideoProgress | null }) {
  if (progress?.completed) return <span className="mb-progress-badge mb-progress-badge--done">{P.completed}</span>;
  if (progress && (progress.furthest > 0 || progress.position > 0)) {
    const percent = watchedPercent(Math.max(progress.furthest, progress.position), progress.duration);
    return <span className="mb-progress-badge mb-progress-badge--watching">{P.inProgressPercent(percent)}</span>;
  }
  return <span className="mb-progress-badge">{P.notStarted}</span>;
}
