import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { accessStatus, isViewableStatus, MESSAGES, type CourseDetail, type Video } from '@academy/common';
import { PageSpinner, useApiQuery, useAuth } from '@academy/context';
import '../styles/member.css';
import { CourseHeader } from '../features/course-detail/components/CourseHeader';
import { CourseInfoCard } from '../features/course-detail/components/CourseInfoCard';
import { CoursePlayer } from '../features/course-detail/components/CoursePlayer';
import { InstructorCard } from '../features/course-detail/components/InstructorCard';
import { VideoList } from '../features/course-detail/components/VideoList';
import { useVideoPlayer } from '../features/course-detail/hooks/use-video-player';

function CourseNotFound() {
  return (
    <section className="container page" data-remote="member">
      <div className="mb-state mb-state--error" role="alert">
        <h1 className="page__title">{MESSAGES.content.courseNotFound}</h1>
        <Link to="/courses" className="button button--primary">
          강의 목록으로
        </Link>
      </div>
    </section>
  );
}

function firstWatchable(videos: Video[]): Video | null {
  return videos.find((video) => isViewableStatus(video.status ?? accessStatus(video))) ?? null;
}

/** /courses/:id: any signed-in user (the shell guards the route); PENDING members see the list but no player. */
export default function CourseDetailPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const course = useApiQuery<CourseDetail>(id ? ['/api/courses', encodeURIComponent(id)] : null);
  const videos = Array.isArray(course.data?.videos) ? course.data.videos : [];
  const pending = user?.role !== 'VERIFIED' && user?.role !== 'ADMIN';
  const [selected, setSelected] = useState<Video | null>(null);
  const player = useVideoPlayer(pending ? null : (selected?.id ?? null));
  const playerArea = useRef<HTMLDivElement>(null);

  function choose(video: Video) {
    setSelected(video);
    // The list runs below the player: on a phone the chosen video would otherwise start off-screen.
    playerArea.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }

  // The first video a member may watch now is ready to play when a course arrives.
  useEffect(() => {
    const arrived = Array.isArray(course.data?.videos) ? course.data.videos : [];
    setSelected(pending ? null : firstWatchable(arrived));
  }, [course.data, pending]);

  if (!id || course.error) return <CourseNotFound />;
  if (course.isLoading || !course.data) return <PageSpinner />;
  const detail = { ...course.data, tags: Array.isArray(course.data.tags) ? course.data.tags : [], videos };
  return (
    <section className="container page" data-remote="member">
      <CourseHeader course={detail} />
      <div className="mb-layout">
        <div className="mb-layout__main">
          <div ref={playerArea} className="mb-player-anchor">
            <CoursePlayer video={selected} player={player} pending={pending} />
          </div>
          <section aria-labelledby="course-videos-title">
            <h2 id="course-videos-title" className="mb-section-title">
              강의 목록 <span className="mb-muted">({videos.length})</span>
            </h2>
            <VideoList
              videos={videos}
              selectedId={selected?.id ?? null}
              canWatch={!pending}
              onSelect={choose}
            />
          </section>
        </div>
        <aside className="mb-layout__side">
          <CourseInfoCard course={detail} />
          <InstructorCard />
        </aside>
      </div>
    </section>
  );
}
