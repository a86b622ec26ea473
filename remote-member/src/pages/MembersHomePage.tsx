import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { PageSpinner, useApiQuery, useAuth } from '@academy/context';
import '../styles/member.css';
import { ContinueWatching } from '../features/members-home/components/ContinueWatching';
import { CourseCards } from '../features/members-home/components/CourseCards';
import { LatestNotices } from '../features/members-home/components/LatestNotices';
import { MemberGreeting } from '../features/members-home/components/MemberGreeting';
import { MemberStats } from '../features/members-home/components/MemberStats';
import { useReviewItems } from '../features/review/api/review-items';
import { ReviewShortcut } from '../features/review/components/ReviewShortcut';

/** /members: VERIFIED members only (the shell guards the route; ADMIN is sent home). */
export default function MembersHomePage() {
  const { user, isLoading } = useAuth();
  const courses = useApiQuery('/courses');
  const notices = useApiQuery('/notices');
  const continuing = useApiQuery('/me/progress/continue');
  const review = useReviewItems();
  const courseList = Array.isArray(courses.data) ? courses.data : [];

  if (isLoading || !user) return <PageSpinner />;
  return (
    <section className="container page" data-remote="member">
      <MemberGreeting user={user} />
      <MemberStats courseCount={courses.isLoading || courses.error ? null : courseList.length} />
      <div className="mb-layout">
        <div className="mb-layout__main">
          <ReviewShortcut query={review} />
          <section aria-labelledby="member-continue-title">
            <h2 id="member-continue-title" className="mb-section-title">
              {MEMBER_MESSAGES.progress.continueTitle}
            </h2>
            <ContinueWatching query={continuing} />
          </section>
          <section aria-labelledby="member-courses-title">
            <h2 id="member-courses-title" className="mb-section-title">
              내 강의
            </h2>
            <CourseCards query={courses} courses={courseList} />
          </section>
        </div>
        <section className="mb-layout__side" aria-labelledby="member-notices-title">
          <h2 id="member-notices-title" className="mb-section-title">
            공지사항
          </h2>
          <div className="card mb-card--flush">
            <LatestNotices query={notices} />
          </div>
        </section>
      </div>
    </section>
  );
}
