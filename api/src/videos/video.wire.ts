import { type AdminVideo, type PlayableVideo, type SimpleVideo, type Video as VideoWire } from '@academy/common';
import { pickFields, VIDEO_PLAIN_FIELDS } from '@academy/common/entity-fields';
import { maskedUrl } from './url-userinfo';
import { playbackUrl, statusOf, visibleUrl, type ViewerRole } from './video-access';
import type { Video } from './video.entity';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The edited fields as stored (a new one in VIDEO_FIELD_LABELS goes out too), times as ISO text.
 * The address is each caller's own (see below); the NAS login is no edited field and never goes out.
 */
function baseFields(video: Video, now: Date): Omit<VideoWire, 'externalUrl'> {
  return {
    id: video.id,
    ...pickFields(video, VIDEO_PLAIN_FIELDS),
    accessStart: iso(video.accessStart),
    accessEnd: iso(video.accessEnd),
    createdAt: video.createdAt.toISOString(),
    status: statusOf(video, now),
  };
}

/** A video inside a course detail: the URL only when this caller may play it (see visibleUrl). */
export function toMemberVideoWire(video: Video, role: ViewerRole, now: Date): VideoWire {
  return { ...baseFields(video, now), externalUrl: visibleUrl(role, video, now) };
}

/** GET /api/videos: callers get here only for videos they may play now. */
export function toPlayableVideoWire(video: Video): PlayableVideo {
  return {
    id: video.id,
    title: video.title,
    type: video.type,
    url: playbackUrl(video),
    createdAt: video.createdAt.toISOString(),
  };
}

/** Admin screens show the NAS user but never the password (sent back as is, it keeps the stored one). */
const adminUrl = (video: Video) => maskedUrl(video.externalUrl, video.upstreamUserinfo);

export function toAdminVideoWire(video: Video, now: Date): AdminVideo {
  const courseTitle = video.course?.title ?? null;
  return {
    ...baseFields(video, now),
    status: statusOf(video, now),
    externalUrl: adminUrl(video),
    url: adminUrl(video),
    courseTitle,
    courseName: courseTitle,
  };
}

export function toSimpleVideoWire(video: Video): SimpleVideo {
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    videoUrl: adminUrl(video),
    url: adminUrl(video),
    courseName: video.course?.title ?? null,
    type: video.type,
    createdAt: video.createdAt.toISOString(),
  };
}
