import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { canWatch, MESSAGES, type Video, type VideoProgress } from '@academy/common';
import { accessStatus, isViewableStatus } from '@academy/common/access-window';
import { resumePoint } from '@academy/common/progress';
import { PageSpinner, useApiQuery, useAuth } from '@academy/context';
import '../styles/member.css';
import { CourseHeader } from '../features/course-detail/components/CourseHeader';
import { CourseInfoCard } from '../features/course-detail/components/CourseInfoCard';
import { CoursePlayer } from '../features/course-detail/components/CoursePlayer';
import { InstructorCard } from '../features/course-detail/components/InstructorCard';
import { VideoList } from '../features/course-detail/components/VideoList';
import { useQuizAddress } from '../features/course-detail/quiz-address';
import { useLessonQuiz } from '../features/quiz/api/use-lesson-quiz';
import { LessonQuiz } from '../features/quiz/components/LessonQuiz';
import { crossesCompletion } from '../lib/quiz-cue';
import { useVideoPlayer } from '../hooks/use-video-player';
import { useCourseProgress } from '../features/progress/api/use-course-progress';
import { CourseProgressCard } from '../features/progress/components/CourseProgressCard';
import { useProgressSaver } from '../hooks/use-progress-saver';

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

const isWatchable = (video: Video) => isViewableStatus(video.status ?? accessStatus(video));

/** The lesson a link asked for (?video=, from "이어서 보기"), else the first one a member may watch now. */
function initialVideo(videos: Video[], asked: string | null): Video | null {
  return videos.find((video) => video.id === asked && isWatchable(video)) ?? videos.find(isWatchable) ?? null;
}

/** /courses/:id: any signed-in user (the shell guards the route); PENDING members see the list but no player. */
export default function CourseDetailPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { user } = useAuth();
  const course = useApiQuery(id ? '/courses/{id}' : null, { params: { path: { id: id ?? '' } } });
  const videos = Array.isArray(course.data?.videos) ? course.data.videos : [];
  const pending = !canWatch(user?.role);
  const [selected, setSelected] = useState<Video | null>(null);
  const player = useVideoPlayer(pending ? null : (selected?.id ?? null));
  const progress = useCourseProgress(id, !pending && user !== null);
  const quizAddress = useQuizAddress();
  const quizOpen = !pending && selected !== null && quizAddress.videoId === selected.id;
  const lessonQuiz = useLessonQuiz(quizOpen ? selected.id : null);
  const saver = useProgressSaver(pending ? null : (selected?.id ?? null), saved);
  const place = selected ? progress.of(selected.id) : null;
  const resumeAt = place ? resumePoint(place.position, place.duration) : null;
  const playerArea = useRef<HTMLDivElement>(null);
  // "이어서 보기" on /members opens the lesson at its place at once (the click there was the choice).
  const resumeAsked = useRef(params.get('resume') === '1');

  function choose(video: Video) {
    quizAddress.close();
    setSelected(video);
    // The list runs below the player: on a phone the chosen video would otherwise start off-screen.
    playerArea.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }

  /** The lesson's quiz in the player's place: from its 퀴즈 button, or by itself at 90% watched. */
  function openQuiz(video: Video) {
    if (video.id !== selected?.id) setSelected(video);
    else player.stop();
    quizAddress.open(video.id);
    playerArea.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }

  /** A save's answer moves the list and the bar; the one that reaches 90% opens a quiz still to pass. */
  function saved(answer: VideoProgress) {
    const before = progress.of(answer.videoId);
    progress.apply(answer);
    if (selected?.id === answer.videoId && before?.quiz && !before.quiz.passed && crossesCompletion(before, answer))
      openQuiz(selected);
  }

  // The first video a member may watch now (or the one a link names) is ready to play when a course arrives.
  // Only a new course (or role) picks again; a changed query string alone does not.
  const [pickedFor, setPickedFor] = useState<{ data: unknown; pending: boolean } | null>(null);
  if (pickedFor?.data !== course.data || pickedFor?.pending !== pending) {
    setPickedFor({ data: course.data, pending });
    setSelected(pending ? null : initialVideo(videos, params.get('video')));
  }

  const { play } = player;
  const phase = player.state.phase;
  const progressLoaded = progress.progress !== null;
  useEffect(() => {
    if (!resumeAsked.current || phase !== 'ready' || !progressLoaded) return;
    resumeAsked.current = false;
    play(resumeAt ?? 0);
  }, [play, phase, progressLoaded, resumeAt]);

  if (!id || course.error) return <CourseNotFound />;
  if (course.isLoading || !course.data) return <PageSpinner />;
  const detail = { ...course.data, tags: Array.isArray(course.data.tags) ? course.data.tags : [], videos };
  return (
    <section className="container page" data-remote="member">
      <CourseHeader course={detail} />
      <div className="mb-layout">
        <div className="mb-layout__main">
          <div ref={playerArea} className="mb-player-anchor">
            <CoursePlayer
              video={selected}
              player={player}
              pending={pending}
              resumeAt={resumeAt}
              saver={saver}
              replacement={
                quizOpen && (
                  <LessonQuiz
                    query={lessonQuiz}
                    lessonTitle={selected.title}
                    onBack={quizAddress.close}
                    onAttempted={progress.reload}
                  />
                )
              }
            />
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
              progressOf={progress.progress ? progress.of : undefined}
              onQuiz={openQuiz}
            />
          </section>
        </div>
        <aside className="mb-layout__side">
          {progress.progress && <CourseProgressCard progress={progress.progress} />}
          <CourseInfoCard course={detail} />
          <InstructorCard />
        </aside>
      </div>
    </section>
  );
}
