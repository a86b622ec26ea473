import type { AdminVideo, PlayableVideo, SimpleVideo, Video as VideoWire } from '@academy/common';
import { statusOf, visibleUrl, type ViewerRole } from './video-access';
import type { Video } from './video.entity';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function baseFields(video: Video, now: Date): Omit<VideoWire, 'externalUrl'> {
  return {
    id: video.id,
    courseId: video.courseId,
    title: video.title,
    description: video.description,
    durationSec: video.durationSec,
    isPublished: video.isPublished,
    accessStart: iso(video.accessStart),
    accessEnd: iso(video.accessEnd),
    createdAt: video.createdAt.toISOString(),
    type: video.type,
    status: statusOf(video, now),
  };
}

/** A video inside a course detail: the URL only when this caller may play it (see visibleUrl). */
export function toMemberVideo(video: Video, role: ViewerRole, now: Date): VideoWire {
  return { ...baseFields(video, now), externalUrl: visibleUrl(role, video, now) };
}

/** GET /api/videos: callers get here only for videos they may play now. */
export function toPlayableVideo(video: Video): PlayableVideo {
  return { id: video.id, title: video.title, type: video.type, url: video.externalUrl, createdAt: video.createdAt.toISOString() };
}

export function toAdminVideo(video: Video, now: Date): AdminVideo {
  const courseTitle = video.course?.title ?? null;
  return {
    ...baseFields(video, now),
    status: statusOf(video, now),
    externalUrl: video.externalUrl,
    url: video.externalUrl,
    courseTitle,
    courseName: courseTitle,
  };
}

export function toSimpleVideo(video: Video): SimpleVideo {
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    videoUrl: video.externalUrl,
    url: video.externalUrl,
    courseName: video.course?.title ?? null,
    type: video.type,
    createdAt: video.createdAt.toISOString(),
  };
}
