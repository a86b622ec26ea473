import { Button, Card, Table, type TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { QuizMemberRow } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { QUIZ_LIMITS } from '@academy/common/quiz';
import { ClippedText } from '../../../../components/ClippedText';
import { byText, ELLIPSIS, tableScroll, WIDE_ONLY } from '../../../../components/table-columns';

const Q = ADMIN_MESSAGES.quiz;
const DOWN_FIRST: SortOrder[] = ['descend', 'ascend'];

/** Members to follow up (failed or untaken quizzes in the last 14 days), most first as the API orders them; each opens their attempts. */
export function QuizMembersTable({ rows, onOpen }: { rows: QuizMemberRow[]; onOpen: (row: QuizMemberRow) => void }) {
  const count = (key: 'failed' | 'notTaken', title: string) => ({
    key,
    title,
    width: 88,
    align: 'right' as const,
    sorter: (a: QuizMemberRow, b: QuizMemberRow) => a[key] - b[key],
    sortDirections: DOWN_FIRST,
    render: (_: unknown, row: QuizMemberRow) => row[key].toLocaleString('ko-KR'),
  });
  const columns: TableColumnsType<QuizMemberRow> = [
    {
      key: 'name',
      title: Q.name,
      width: 120,
      ellipsis: ELLIPSIS,
      sorter: (a, b) => byText(a.name, b.name),
      render: (_, row) => <ClippedText text={row.name || row.email} strong />,
    },
    {
      key: 'email',
      title: Q.email,
      ellipsis: ELLIPSIS,
      responsive: WIDE_ONLY,
      render: (_, row) => <ClippedText text={row.email} />,
    },
    count('failed', Q.failed),
    count('notTaken', Q.notTaken),
    {
      key: 'actions',
      title: '작업',
      width: 100,
      className: 'admin-table__actions',
      render: (_, row) => (
        <Button size="small" onClick={() => onOpen(row)} aria-label={Q.attemptsFor(row.name || row.email)}>
          {Q.attemptsButton}
        </Button>
      ),
    },
  ];
  return (
    <Card title={<h2 className="admin-card-title">{Q.membersTitle}</h2>} className="admin-card">
      <Table<QuizMemberRow>
        aria-label={Q.membersTitle}
        rowKey="userId"
        columns={columns}
        dataSource={rows}
        locale={{ emptyText: <p className="admin-empty">{Q.membersEmpty}</p> }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={tableScroll(380)}
        tableLayout="fixed"
      />
      {rows.length >= QUIZ_LIMITS.followUpRows && (
        <p className="admin-muted">{Q.membersCapped(QUIZ_LIMITS.followUpRows)}</p>
      )}
    </Card>
  );
}
