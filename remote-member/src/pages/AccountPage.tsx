import { useMemo } from 'react';
import { canWatch, hasRole, isParent, isVerified } from '@academy/common';
import { PageSpinner, useApiQuery, useAuth } from '@academy/context';
import '../styles/member.css';
import { newestFirst, useApprovals } from '../features/account/api/use-approvals';
import { AccountStatus } from '../features/account/components/AccountStatus';
import { ApprovalHistory } from '../features/account/components/ApprovalHistory';
import { ConsentsCard } from '../features/account/components/ConsentsCard';
import { LearningSummary } from '../features/account/components/LearningSummary';
import { LeaveCard } from '../features/account/components/LeaveCard';
import { LoginPrompt } from '../features/account/components/LoginPrompt';
import { ParentLinkCard } from '../features/account/components/ParentLinkCard';
import { PasswordCard } from '../features/account/components/PasswordCard';
import { ProfileCard } from '../features/account/components/ProfileCard';
import { ProfileEditForm } from '../features/account/components/ProfileEditForm';
import { QuickMenu } from '../features/account/components/QuickMenu';
import { SessionList } from '../features/account/components/SessionList';

/**
 * /account: any signed-in user (the shell guards the route). A parent is never a member: it gets
 * the account's own sections only, and no member read is made for it (they answer a parent 403).
 */
export default function AccountPage() {
  const { user, isLoading } = useAuth();
  const parent = isParent(user);
  // A parent is never approved: no history to show.
  const approvals = useApprovals(user !== null && !parent);
  // PENDING members cannot watch yet: no learning to sum up.
  const learner = canWatch(user?.role);
  const summary = useApiQuery(learner ? '/me/progress/summary' : null);
  const records = useMemo(() => newestFirst(Array.isArray(approvals.data) ? approvals.data : []), [approvals.data]);

  if (isLoading) return <PageSpinner />;
  return (
    <section className="container page" data-remote="member">
      <h1 className="page__title">내 계정</h1>
      <p className="page__lead">회원 정보와 계정 상태를 확인할 수 있습니다.</p>
      {user ? (
        <div className="mb-layout">
          <div className="mb-layout__main">
            <ProfileCard user={user} />
            <AccountStatus user={user} latest={records[0] ?? null} />
            {learner && <LearningSummary query={summary} />}
            {/* The code a parent links with: the API gives one to an approved student only. */}
            {isVerified(user) && <ParentLinkCard />}
            {!parent && <ApprovalHistory query={approvals} records={records} />}
            <ProfileEditForm user={user} />
            <PasswordCard />
            <SessionList />
            <ConsentsCard />
            {/* An administrator is removed by another one: the academy must keep one. */}
            {!hasRole(user, 'ADMIN') && <LeaveCard />}
          </div>
          <aside className="mb-layout__side">
            <QuickMenu isAdmin={hasRole(user, 'ADMIN')} isParent={parent} />
          </aside>
        </div>
      ) : (
        <LoginPrompt />
      )}
    </section>
  );
}
