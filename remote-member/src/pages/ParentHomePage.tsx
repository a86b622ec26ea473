import { displayName } from '@academy/common';
import { PARENT_HOME_MESSAGES as P } from '@academy/common/parents';
import { PageSpinner, useApiQuery, useAuth } from '@academy/context';
import '../styles/member.css';
import '../features/account/components/account-security.css';
import '../features/parent/components/parent.css';
import { EmptyState, LoadError, SkeletonRows } from '../components/ListStates';
import { LatestNotices } from '../features/members-home/components/LatestNotices';
import { useParentChildren, useParentLinks } from '../features/parent/api/parent-reads';
import { ChildWeekCard } from '../features/parent/components/ChildWeekCard';
import { LinkRequestCard } from '../features/parent/components/LinkRequestCard';
import { ParentLinksCard } from '../features/parent/components/ParentLinksCard';
import { ReportSettingsCard } from '../features/parent/components/ReportSettingsCard';

/** /parent: PARENT accounts only (the shell guards the route); each confirmed child's week, then linking and settings. */
export default function ParentHomePage() {
  const { user, isLoading } = useAuth();
  const children = useParentChildren();
  const links = useParentLinks();
  const notices = useApiQuery('/notices');
  const childList = Array.isArray(children.data) ? children.data : [];

  if (isLoading || !user) return <PageSpinner />;
  const reloadLinks = () => {
    links.reload();
    children.reload();
  };
  return (
    <section className="container page" data-remote="member">
      <h1 className="page__title">{P.greeting(displayName(user))}</h1>
      <p className="page__lead">{P.lead}</p>
      <div className="mb-layout">
        <div className="mb-layout__main">
          <section aria-labelledby="parent-children-title" className="pa-children">
            <h2 id="parent-children-title" className="mb-section-title">
              {P.childrenTitle}
            </h2>
            {children.error ? (
              <LoadError message={P.loadFailed} onRetry={children.reload} />
            ) : children.isLoading && childList.length === 0 ? (
              <SkeletonRows rows={2} variant="card" />
            ) : childList.length === 0 ? (
              <EmptyState message={P.noChildren} />
            ) : (
              childList.map((child) => <ChildWeekCard key={child.id} child={child} />)
            )}
          </section>
          <LinkRequestCard onRequested={reloadLinks} />
          <ParentLinksCard query={links} onChanged={reloadLinks} />
        </div>
        <div className="mb-layout__side">
          <ReportSettingsCard />
          <section aria-labelledby="parent-notices-title">
            <h2 id="parent-notices-title" className="mb-section-title">
              {P.noticesTitle}
            </h2>
            <div className="card mb-card--flush">
              <LatestNotices query={notices} />
            </div>
          </section>
        </div>
      </div>
    </section>
  );
}
