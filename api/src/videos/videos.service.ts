import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MESSAGES, type ActionAnswer, type CanViewAnswer, type PlayableVideo } from '@academy/common';
import { normalizedVideoUrl } from '@academy/common/video-url';
import { isUniqueViolation } from '../database/unique-violation';
import { VideoView, viewPeriodOf } from './video-view.entity';
import { Video } from './video.entity';
import { PublishedVideos } from './published-videos';
import type { EncodedBody } from '../http/encoded-body';
import { canViewAnswer, mayPlayNow, playbackUrl, type ViewerRole } from './video-access';
import { videoNotAvailable, videoNotFound } from './video.errors';
import { toPlayableVideoWire } from './video.wire';

export interface Viewer {
  id: string;
  role: ViewerRole;
}

/** What members may do with videos: list the playable ones, ask, get the URL, record a view. */
@Injectable()
export class VideosService {
  constructor(
    @InjectRepository(Video) private readonly videos: Repository<Video>,
    @InjectRepository(VideoView) private readonly views: Repository<VideoView>,
    private readonly published: PublishedVideos,
  ) {}

  /** Published videos whose window contains now, newest first. The window is the shared accessStatus rule. */
  async listPlayable(viewer: Viewer, now = new Date()): Promise<PlayableVideo[]> {
    const { newestFirst } = await this.published.current();
    return newestFirst.filter((video) => mayPlayNow(viewer.role, video, now)).map(toPlayableVideoWire);
  }

  /** listPlayable as bytes ready to send, made again only when the videos it holds change. */
  async playableBody(viewer: Viewer, now = new Date()): Promise<EncodedBody> {
    return (await this.published.playableNow(viewer.role, now)).body();
  }

  async canView(id: string, viewer: Viewer, now = new Date()): Promise<CanViewAnswer> {
    return canViewAnswer(viewer.role, await this.find(id), now);
  }

  async urlFor(id: string, viewer: Viewer, now = new Date()): Promise<{ url: string }> {
    const video = await this.playable(id, viewer, now);
    return { url: playbackUrl(video) };
  }

  /** Once per member, video and half hour; a repeat in the same half hour answers the same, storing nothing. */
  async recordView(id: string, viewer: Viewer, now = new Date()): Promise<ActionAnswer> {
    const video = await this.playable(id, viewer, now);
    try {
      await this.views.insert(this.views.create({ videoId: video.id, userId: viewer.id, period: viewPeriodOf(now) }));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    return { ok: true, message: MESSAGES.content.viewRecorded };
  }

  /**
   * For the proxy: a NAS video with this URL that the viewer may play now. Stored URLs are
   * normalised (on write, and by a migration for older rows), so the asked one is too: a page
   * holding `HTTP://NAS:80/a.mp4` still finds `http://nas/a.mp4`. The database compares
   * case-insensitively on MySQL, so the exact match is made here.
   */
  async playableNasVideoWithUrl(url: string, viewer: Viewer, now = new Date()): Promise<Video | null> {
    const wanted = normalizedVideoUrl(url);
    if (wanted === null) return null;
    const candidates = await this.videos.find({ where: { externalUrl: wanted, type: 'nas', isPublished: true } });
    return candidates.find((video) => video.externalUrl === wanted && mayPlayNow(viewer.role, video, now)) ?? null;
  }

  private async find(id: string): Promise<Video> {
    const video = await this.videos.findOneBy({ id });
    if (!video) throw videoNotFound();
    return video;
  }

  /**
   * The video, when the viewer may play it now; else 404 or 403 VIDEO_NOT_AVAILABLE. The one
   * access check of every member route about one video (its URL, a view, learning progress).
   */
  async playable(id: string, viewer: Viewer, now: Date = new Date()): Promise<Video> {
    const video = await this.find(id);
    if (!mayPlayNow(viewer.role, video, now)) throw videoNotAvailable();
    return video;
  }
}
