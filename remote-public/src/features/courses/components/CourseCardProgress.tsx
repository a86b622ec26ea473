import { Link } from 'react-router-dom';
import { type CourseCardProgress as Progress } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { resumeLessonPath } from '@academy/common/progress';

const P = MEMBER_MESSAGES.progress;

/**
 * A member's progress in one course, laid over the bottom of the card's picture: it arrives after
 * the server-rendered page, and sitting on the picture it moves nothing below it.
 */
export function CourseCardProgress({ title, progress }: { title: string; progress: Progress }) {
  const { courseId, percent, nextVideoId, completed } = progress;
  const action = completed > 0 || progress.nextPositionSec > 0 ? P.cardContinue : P.cardStart;
  return (
    <div className="course-card__progress" data-testid="course-card-progress">
      <div className="course-card__progress-figures">
        <span className="course-card__percent">{P.cardPercent(percent)}</span>
        <span
          className="course-card__bar"
          role="progressbar"
          aria-label={P.cardBar(title)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className="course-card__bar-fill" style={{ width: `${percent}%` }} />
        </span>
      </div>
      {nextVideoId ? (
        <Link
          to={resumeLessonPath(courseId, nextVideoId)}
          className="course-card__continue"
          aria-label={P.cardAction(title, action)}
        >
          {action}
        </Link>
      ) : (
        <span className="course-card__done">{P.cardDone}</span>
      )}
    </div>
  );
}
