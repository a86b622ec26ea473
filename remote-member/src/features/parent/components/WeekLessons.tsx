import { PARENT_HOME_MESSAGES as P, type ChildWeekReport } from '@academy/common/parents';

/** The lessons started and not finished, and the week's quizzes (absent when the report has none to carry). */
export function WeekLessons({ report }: { report: ChildWeekReport }) {
  return (
    <div className="pa-lessons">
      <section aria-label={P.inProgressTitle}>
        <h4 className="pa-lessons__title">{P.inProgressTitle}</h4>
        {report.inProgress.length === 0 ? (
          <p className="mb-muted">{P.inProgressEmpty}</p>
        ) : (
          <ul className="pa-lessons__list">
            {report.inProgress.map((lesson) => (
              <li key={lesson.videoId} className="pa-lessons__item">
                <span className="pa-lessons__name">
                  {lesson.title}
                  <span className="mb-muted"> · {lesson.courseTitle}</span>
                </span>
                <span
                  className="pa-meter"
                  role="meter"
                  aria-valuenow={lesson.percent}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-label={lesson.title}
                >
                  <span className="pa-meter__fill" style={{ width: `${lesson.percent}%` }} />
                </span>
                <span className="pa-lessons__percent">{lesson.percent}%</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {report.quizzes && (
        <section aria-label={P.quizzesTitle}>
          <h4 className="pa-lessons__title">{P.quizzesTitle}</h4>
          {report.quizzes.length === 0 ? (
            <p className="mb-muted">{P.quizzesEmpty}</p>
          ) : (
            <ul className="pa-lessons__list">
              {report.quizzes.map((quiz) => (
                <li key={quiz.videoId} className="pa-lessons__item" data-testid="report-quiz">
                  <span className="pa-lessons__name">{quiz.title}</span>
                  <span className={quiz.passed ? 'pa-tag pa-tag--pass' : 'pa-tag pa-tag--fail'}>
                    {quiz.passed ? P.quizPassed : P.quizFailed}
                  </span>
                  <span className="pa-lessons__percent">{P.quizScore(quiz.bestScore)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
