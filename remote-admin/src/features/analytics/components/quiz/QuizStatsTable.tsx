import { Button, Card, Table, type TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { QuizStatsRow } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { ClippedText } from '../../../../components/ClippedText';
import { byText, ELLIPSIS, tableScroll, WIDE_ONLY } from '../../../../components/table-columns';
import { byFigure, percentText, scoreText } from '../../lib/quiz-figures';

const Q = ADMIN_MESSAGES.quiz;
const DOWN_FIRST: SortOrder[] = ['descend', 'ascend'];

/** Every quiz: its lesson and course, questions, attempts, average and pass rate; each opens its questions. */
export function QuizStatsTable({ rows, onOpen }: { rows: QuizStatsRow[]; onOpen: (row: QuizStatsRow) => void }) {
  const figure = (
    key: 'questions' | 'attempts' | 'average' | 'passRate',
    title: string,
    text: (row: QuizStatsRow) => string,
  ) => ({
    key,
    title,
    width: 96,
    align: 'right' as const,
    sorter: (a: QuizStatsRow, b: QuizStatsRow) => byFigure(a[key], b[key]),
    sortDirections: DOWN_FIRST,
    render: (_: unknown, row: QuizStatsRow) => text(row),
  });
  const columns: TableColumnsType<QuizStatsRow> = [
    {
      key: 'course',
      title: Q.course,
      width: 140,
      responsive: WIDE_ONLY,
      ellipsis: ELLIPSIS,
      sorter: (a, b) => byText(a.courseTitle, b.courseTitle),
      render: (_, row) => <ClippedText text={row.courseTitle} />,
    },
    {
      key: 'video',
      title: Q.video,
      ellipsis: ELLIPSIS,
      sorter: (a, b) => byText(a.title, b.title),
      render: (_, row) => <ClippedText text={row.title} strong />,
    },
    { ...figure('questions', Q.questionCount, (row) => String(row.questions)), responsive: WIDE_ONLY },
    figure('attempts', Q.attempts, (row) => row.attempts.toLocaleString('ko-KR')),
    figure('average', Q.average, (row) => scoreText(row.average)),
    figure('passRate', Q.passRate, (row) => percentText(row.passRate)),
    {
      key: 'actions',
      title: '작업',
      width: 100,
      className: 'admin-table__actions',
      render: (_, row) => (
        <Button size="small" onClick={() => onOpen(row)} aria-label={Q.questionsFor(row.title)}>
          {Q.correctRate}
        </Button>
      ),
    },
  ];
  return (
    <Card title={<h2 className="admin-card-title">{Q.quizzesTitle}</h2>} className="admin-card">
      <Table<QuizStatsRow>
        aria-label={Q.quizzesTitle}
        rowKey="videoId"
        columns={columns}
        dataSource={rows}
        locale={{ emptyText: <p className="admin-empty">{Q.quizzesEmpty}</p> }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={tableScroll(420)}
        tableLayout="fixed"
      />
    </Card>
  );
}
