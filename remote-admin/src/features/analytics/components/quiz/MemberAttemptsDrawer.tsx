import { Drawer, Table, type TableColumnsType } from 'antd';
import type { MemberQuizAttempt, QuizMemberRow } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { useAsyncData, useMediaQuery } from '@academy/context';
import { AsyncContent } from '../../../../components/AsyncContent';
import { ClippedText } from '../../../../components/ClippedText';
import { DateTimeText } from '../../../../components/DateTimeText';
import { StatusTag } from '../../../../components/StatusTag';
import { getMemberQuizAttempts } from '../../api/get-quiz-stats';

const Q = ADMIN_MESSAGES.quiz;

const COLUMNS: TableColumnsType<MemberQuizAttempt> = [
  { key: 'video', title: Q.video, render: (_, row) => <ClippedText text={row.videoTitle} lines={2} /> },
  {
    key: 'attemptNo',
    title: Q.attemptNo,
    width: 112,
    render: (_, row) => Q.attemptNoValue(row.attemptNo, row.quizVersion),
  },
  {
    key: 'score',
    title: Q.score,
    width: 104,
    align: 'right',
    render: (_, row) => Q.scoreValue(row.score, row.correct, row.total),
  },
  {
    key: 'passed',
    title: Q.passed,
    width: 80,
    render: (_, row) => (
      <StatusTag tone={row.passed ? 'positive' : 'danger'}>{row.passed ? Q.passedYes : Q.passedNo}</StatusTag>
    ),
  },
  // Seoul time, as every date on the admin screens.
  { key: 'takenAt', title: Q.takenAt, width: 120, render: (_, row) => <DateTimeText value={row.createdAt} /> },
];

/** A member's quiz attempts, newest first: the lesson, which attempt of which version, the score and whether it passed. */
export function MemberAttemptsDrawer({ member, onClose }: { member: QuizMemberRow | null; onClose: () => void }) {
  const wide = useMediaQuery('(min-width: 768px)');
  const attempts = useAsyncData(
    () => (member ? getMemberQuizAttempts(member.userId) : Promise.resolve(null)),
    [member?.userId],
  );
  const who = member ? member.name || member.email : '';
  return (
    <Drawer
      open={member !== null}
      onClose={onClose}
      title={Q.attemptsOf(who)}
      size={wide ? 720 : '100%'}
      destroyOnHidden
    >
      {member && (
        <AsyncContent data={attempts} errorTitle={ADMIN_MESSAGES.analytics.loadFailed} retry>
          {(rows) =>
            rows && (
              <Table<MemberQuizAttempt>
                aria-label={Q.attemptsFor(who)}
                rowKey="id"
                size="small"
                columns={COLUMNS}
                dataSource={rows}
                pagination={{ pageSize: 20, hideOnSinglePage: true }}
                locale={{ emptyText: <p className="admin-empty">{Q.attemptsEmpty}</p> }}
                scroll={{ x: 520 }}
              />
            )
          }
        </AsyncContent>
      )}
    </Drawer>
  );
}
