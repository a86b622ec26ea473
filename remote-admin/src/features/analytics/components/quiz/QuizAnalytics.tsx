import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { QuizMemberRow, QuizStatsRow } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { useAsyncData } from '@academy/context';
import { AsyncContent } from '../../../../components/AsyncContent';
import { getQuizFollowUp, getQuizStats } from '../../api/get-quiz-stats';
import { MemberAttemptsDrawer } from './MemberAttemptsDrawer';
import { QuizMembersTable } from './QuizMembersTable';
import { QuizQuestionsDrawer } from './QuizQuestionsDrawer';
import { QuizStatsTable } from './QuizStatsTable';

const Q = ADMIN_MESSAGES.quiz;

interface QuizAnalyticsProps {
  /** The results CSV for the screen's range and course; null while the range is one the server refuses. */
  csvUrl: string | null;
}

/** The 퀴즈 tab: every quiz's figures, the members to follow up, each opening its details, and the results CSV. */
export function QuizAnalytics({ csvUrl }: QuizAnalyticsProps) {
  const quizzes = useAsyncData(getQuizStats, []);
  const members = useAsyncData(getQuizFollowUp, []);
  const [quiz, setQuiz] = useState<QuizStatsRow | null>(null);
  const [member, setMember] = useState<QuizMemberRow | null>(null);
  return (
    <div className="analytics__body">
      <div className="analytics-quiz__bar">
        <p className="admin-muted">{Q.analyticsNote}</p>
        <Button
          icon={<DownloadOutlined />}
          href={csvUrl ?? undefined}
          disabled={csvUrl === null}
          download
          aria-label={Q.resultsCsv}
        >
          {Q.resultsCsv}
        </Button>
      </div>
      <AsyncContent data={quizzes} errorTitle={ADMIN_MESSAGES.analytics.loadFailed} retry>
        {(rows) => <QuizStatsTable rows={rows} onOpen={setQuiz} />}
      </AsyncContent>
      <AsyncContent data={members} errorTitle={ADMIN_MESSAGES.analytics.loadFailed} retry>
        {(rows) => <QuizMembersTable rows={rows} onOpen={setMember} />}
      </AsyncContent>
      <QuizQuestionsDrawer quiz={quiz} onClose={() => setQuiz(null)} />
      <MemberAttemptsDrawer member={member} onClose={() => setMember(null)} />
    </div>
  );
}
