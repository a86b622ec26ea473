import { canWatch, isAdmin, type CanViewAnswer, type Role } from '@academy/common';
import { accessStatus, isViewableStatus, type AccessStatus } from '@academy/common/access-window';
import { proxyVideoPath } from '@academy/common/video-url';
import type { Video } from './video.entity';

/** The caller's role, or null for a visitor. Console sessions are not members: they count as visitors here. */
export type ViewerRole = Role | null;

export function statusOf(video: Video, now: Date): AccessStatus {
  return accessStatus(video, now);
}

/** VERIFIED and ADMIN may play a published video whose window contains now; PENDING members only see the list. */
export function mayPlayNow(role: ViewerRole, video: Video, now: Date): boolean {
  return canWatch(role) && isViewableStatus(statusOf(video, now));
}

/**
 * The address a browser plays: the stored URL (it never holds a login), except that a NAS file
 * needing a login plays through our proxy, which adds the login on the server.
 */
export function playbackUrl(video: Video): string {
  return video.type === 'nas' && video.upstreamUserinfo ? proxyVideoPath(video.externalUrl) : video.externalUrl;
}

/**
 * The URL a member-facing answer may carry: PENDING never, VERIFIED only while playable, ADMIN
 * always (the admin screens show every URL anyway, and the course page is their preview).
 */
export function visibleUrl(role: ViewerRole, video: Video, now: Date): string | null {
  if (isAdmin(role) || mayPlayNow(role, video, now)) return playbackUrl(video);
  return null;
}

export function canViewAnswer(role: ViewerRole, video: Video, now: Date): CanViewAnswer {
  const status = statusOf(video, now);
  if (!canWatch(role)) return { canView: false, status, reason: 'ROLE' };
  return { canView: isViewableStatus(status), status };
}
