import type { ReactNode } from 'react';
import { Drawer, Progress } from 'antd';
import { formatDateTime, formatDuration, type AnalyticsMemberDetail, type AnalyticsMemberRow } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { watchedPercent } from '@academy/common/progress';
import { useAsyncData, useMediaQuery } from '@academy/context';
import { AsyncContent } from '../../../components/AsyncContent';
import { ClippedText } from '../../../components/ClippedText';
import { getMemberDetail } from '../api/get-report';

const A = ADMIN_MESSAGES.analytics;
const P = MEMBER_MESSAGES.progress;

function DrawerList({
  id,
  heading,
  className,
  children,
}: {
  id: string;
  heading: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="analytics-drawer__heading">
        {heading}
      </h3>
      <ul className={className}>{children}</ul>
    </section>
  );
}

function DetailBody({ detail }: { detail: AnalyticsMemberDetail }) {
  const courseTitle = new Map(detail.courses.map((course) => [course.courseId, course.title]));
  if (detail.videos.length === 0) return <p className="admin-empty">{A.drawerEmpty}</p>;
  return (
    <div className="analytics-drawer">
      <p className="admin-muted analytics-drawer__email">{detail.member.email}</p>
      <DrawerList id="drawer-courses" heading={A.drawerCourses} className="analytics-drawer__courses">
        {detail.courses.map((course) => (
          <li key={course.courseId}>
            <ClippedText text={course.title} strong />
            <Progress percent={course.percent} size="small" aria-label={`${course.title} ${A.percent}`} />
            <span className="admin-muted">{P.courseProgressValue(course.completed, course.total)}</span>
          </li>
        ))}
      </DrawerList>
      <DrawerList id="drawer-videos" heading={A.drawerVideos} className="analytics-drawer__videos">
        {detail.videos.map((video) => (
          <li key={video.videoId}>
            <ClippedText text={video.title} lines={2} strong />
            <span className="admin-muted">{courseTitle.get(video.courseId) ?? ''}</span>
            <span>
              {video.completed ? P.completed : P.inProgressPercent(watchedPercent(video.furthest, video.duration))} ·{' '}
              {A.position} {formatDuration(video.position)} / {formatDuration(video.duration)}
            </span>
            <span className="admin-muted">
              {A.updatedAt} {formatDateTime(video.updatedAt)}
              {video.completedAt && ` · ${A.completedAt} ${formatDateTime(video.completedAt)}`}
            </span>
          </li>
        ))}
      </DrawerList>
    </div>
  );
}

/** One member's progress in every course and lesson they started. */
export function MemberDrawer({
  member,
  courseId,
  onClose,
}: {
  member: AnalyticsMemberRow | null;
  courseId: string | null;
  onClose: () => void;
}) {
  const wide = useMediaQuery('(min-width: 768px)');
  const detail = useAsyncData(
    () => (member ? getMemberDetail(member.userId, courseId) : Promise.resolve(null)),
    [member?.userId, courseId],
  );
  return (
    <Drawer
      open={member !== null}
      onClose={onClose}
      title={member ? A.detailsOf(member.name || member.email) : ''}
      size={wide ? 520 : '100%'}
      destroyOnHidden
    >
      {member && (
        <AsyncContent data={detail} errorTitle={A.loadFailed} retry>
          {(value) => (value ? <DetailBody detail={value} /> : null)}
        </AsyncContent>
      )}
    </Drawer>
  );
}
