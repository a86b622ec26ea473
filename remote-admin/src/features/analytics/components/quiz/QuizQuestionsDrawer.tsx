import { Drawer, Table, type TableColumnsType } from 'antd';
import type { QuizQuestionStat, QuizStatsRow } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { QUIZ_KIND_LABELS } from '@academy/common/quiz';
import { useAsyncData, useMediaQuery } from '@academy/context';
import { AsyncContent } from '../../../../components/AsyncContent';
import { ClippedText } from '../../../../components/ClippedText';
import { getQuizQuestionStats } from '../../api/get-quiz-stats';
import { percentText } from '../../lib/quiz-figures';

const Q = ADMIN_MESSAGES.quiz;

const COLUMNS: TableColumnsType<QuizQuestionStat> = [
  { key: 'kind', title: Q.kind, width: 72, render: (_, row) => QUIZ_KIND_LABELS[row.kind] },
  { key: 'prompt', title: Q.prompt, render: (_, row) => <ClippedText text={row.prompt} lines={2} /> },
  {
    key: 'answered',
    title: Q.answered,
    width: 84,
    align: 'right',
    render: (_, row) => row.answered.toLocaleString('ko-KR'),
  },
  {
    key: 'correctRate',
    title: Q.correctRate,
    width: 84,
    align: 'right',
    render: (_, row) => percentText(row.correctRate),
  },
];

/** One quiz's questions with how many answered each and how many got it right, hardest first as the API orders them. */
export function QuizQuestionsDrawer({ quiz, onClose }: { quiz: QuizStatsRow | null; onClose: () => void }) {
  const wide = useMediaQuery('(min-width: 768px)');
  const stats = useAsyncData(
    () => (quiz ? getQuizQuestionStats(quiz.videoId) : Promise.resolve(null)),
    [quiz?.videoId],
  );
  return (
    <Drawer
      open={quiz !== null}
      onClose={onClose}
      title={quiz ? Q.questionsOf(quiz.title) : ''}
      size={wide ? 640 : '100%'}
      destroyOnHidden
    >
      {quiz && (
        <AsyncContent data={stats} errorTitle={ADMIN_MESSAGES.analytics.loadFailed} retry>
          {(value) =>
            value && (
              <>
                <p className="admin-muted">{Q.questionsNote}</p>
                <Table<QuizQuestionStat>
                  aria-label={Q.questionsFor(quiz.title)}
                  rowKey="questionId"
                  size="small"
                  columns={COLUMNS}
                  dataSource={value.questions}
                  pagination={false}
                  locale={{ emptyText: <p className="admin-empty">{Q.questionsEmptyStats}</p> }}
                />
              </>
            )
          }
        </AsyncContent>
      )}
    </Drawer>
  );
}
