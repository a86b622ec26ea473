import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type AdminVideo, type BatchResult, type SimpleVideo, type VideoAuditKey } from '@academy/common';
import { pickFields, VIDEO_PLAIN_FIELDS } from '@academy/common/entity-fields';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { parseIsoDateTime } from '@academy/common/iso-date';
import { videoTypeOf, type VideoType } from '@academy/common/video-url';
import { created, deleted, updated } from '../audit/audit-event';
import { audited, AuditService } from '../audit/audit.service';
import type { AdminActor } from '../members/actor.decorator';
import { validationFailed } from '../http/api-error';
import { eachOnItsOwn } from '../http/batch-results';
import { CoursesService } from '../courses/courses.service';
import { UpstreamPolicy } from '../proxy/upstream/upstream-policy';
import { UncategorizedCourseService } from '../courses/uncategorized-course.service';
import type { CreateVideoDto } from './dto/create-video.dto';
import { isDashboardForm } from './dto/video-forms';
import type { SimpleVideoDto } from './dto/simple-video.dto';
import type { UpdateVideoDto } from './dto/update-video.dto';
import { storedVideoUrl } from './stored-video-url';
import { hasMaskedPassword, maskedUrl, userOf } from './url-userinfo';
import { Video } from './video.entity';
import { unknownCourse, videoNotFound, windowOutOfOrder } from './video.errors';
import { toAdminVideoWire, toSimpleVideoWire } from './video.wire';

const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

/** The DTO has checked the text with the same rule. */
const dateOrNull = (value: string | null | undefined): Date | null => (value ? parseIsoDateTime(value) : null);

/** Where a video's address is kept: the URL everyone may see, and the NAS login apart from it. */
type StoredUrl = Pick<Video, 'externalUrl' | 'upstreamUserinfo'>;

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** Video management for the admin page, the dashboard, the secret console and the simple console. */
@Injectable()
export class AdminVideosService {
  constructor(
    @InjectRepository(Video) private readonly videos: Repository<Video>,
    private readonly courses: CoursesService,
    private readonly uncategorized: UncategorizedCourseService,
    private readonly upstreams: UpstreamPolicy,
    private readonly audit: AuditService,
  ) {}

  async list(now = new Date()): Promise<AdminVideo[]> {
    const videos = await this.videos.find({ relations: { course: true }, order: NEWEST_FIRST });
    return videos.map((video) => toAdminVideoWire(video, now));
  }

  async create(input: CreateVideoDto, actor: AdminActor): Promise<AdminVideo> {
    const dashboard = isDashboardForm(input);
    const sentUrl = (dashboard ? input.url : input.externalUrl)!;
    const accessStart = dateOrNull(input.accessStart);
    const accessEnd = dateOrNull(input.accessEnd);
    assertWindowOrder(accessStart, accessEnd);
    const type = input.type ?? videoTypeOf(sentUrl);
    const stored = await this.acceptedUrl(sentUrl, type, dashboard ? 'url' : 'externalUrl');
    const video = this.videos.create({
      courseId: await this.courseIdFor(input.courseId),
      title: input.title,
      description: input.description ?? null,
      ...stored,
      type,
      durationSec: input.durationSec ?? null,
      isPublished: input.isPublished ?? true,
      accessStart,
      accessEnd,
    });
    return this.present(await this.insertAudited(video, actor));
  }

  /** Only the fields sent change; a new URL without a type gets its type from the URL. */
  async update(id: string, input: UpdateVideoDto, actor: AdminActor): Promise<AdminVideo> {
    const video = await this.videos.findOneBy({ id });
    if (!video) throw videoNotFound();
    const before = auditedFields(video);
    if (input.courseId !== undefined) video.courseId = await this.courseIdFor(input.courseId);
    if (input.title !== undefined) video.title = input.title;
    if (input.description !== undefined) video.description = input.description;
    const url = input.externalUrl ?? input.url;
    const type = input.type ?? (url !== undefined ? videoTypeOf(url) : video.type);
    if (url !== undefined || type !== video.type) {
      const field = input.externalUrl === undefined && input.url !== undefined ? 'url' : 'externalUrl';
      Object.assign(video, await this.acceptedUrl(url ?? this.sentForm(video), type, field, video));
    }
    video.type = type;
    if (input.durationSec !== undefined) video.durationSec = input.durationSec;
    if (input.isPublished !== undefined) video.isPublished = input.isPublished;
    if (input.accessStart !== undefined) video.accessStart = dateOrNull(input.accessStart);
    if (input.accessEnd !== undefined) video.accessEnd = dateOrNull(input.accessEnd);
    assertWindowOrder(video.accessStart, video.accessEnd);
    // The checks above may wait on DNS (a NAS address): the transaction opens only to store.
    await this.audit.change(actor, async (manager) => {
      const saved = await manager.getRepository(Video).save(video);
      return audited(undefined, updated('VIDEO', id, saved.title, before, auditedFields(saved)));
    });
    return this.present(id);
  }

  /** The single update of each video's published flag, each on its own (see eachOnItsOwn). */
  setPublished(ids: readonly string[], published: boolean, actor: AdminActor): Promise<BatchResult[]> {
    return eachOnItsOwn(ids, (id) => this.update(id, { isPublished: published }, actor));
  }

  async remove(id: string, actor: AdminActor): Promise<void> {
    await this.audit.change(actor, async (manager) => {
      const video = await manager.findOneBy(Video, { id });
      if (!video) throw videoNotFound();
      await manager.delete(Video, { id });
      return audited(undefined, deleted('VIDEO', id, video.title));
    });
  }

  async listSimple(): Promise<SimpleVideo[]> {
    const videos = await this.videos.find({ relations: { course: true }, order: NEWEST_FIRST });
    return videos.map(toSimpleVideoWire);
  }

  async createSimple(input: SimpleVideoDto, actor: AdminActor): Promise<SimpleVideo> {
    const type = videoTypeOf(input.videoUrl);
    const stored = await this.acceptedUrl(input.videoUrl, type, 'videoUrl');
    const video = this.videos.create({
      courseId: await this.uncategorized.id(),
      title: input.title,
      description: input.description ?? null,
      ...stored,
      type,
      durationSec: null,
      isPublished: true,
      accessStart: null,
      accessEnd: null,
    });
    const id = await this.insertAudited(video, actor);
    return toSimpleVideoWire(await this.videos.findOneOrFail({ where: { id }, relations: { course: true } }));
  }

  /** Stores a new video with its audit row; answers its id. */
  private insertAudited(video: Video, actor: AdminActor): Promise<string> {
    return this.audit.change(actor, async (manager) => {
      const saved = await manager.getRepository(Video).save(video);
      return audited(saved.id, created('VIDEO', saved.id, saved.title));
    });
  }

  /**
   * A URL from a form, split into what is stored where and normalised (storedVideoUrl), after the
   * upstream policy accepted it (NAS files only: the proxy never fetches a YouTube address).
   * `user:***` keeps the stored password, but only for the same user on the same origin, so a
   * masked login is never sent to another host. Refusals name the form's own field, so the form
   * shows them there.
   */
  private async acceptedUrl(sent: string, type: VideoType, field: string, current?: StoredUrl): Promise<StoredUrl> {
    const stored = storedVideoUrl(sent, type);
    if ('problem' in stored) throw validationFailed([{ field, message: stored.problem }]);
    const { url, userinfo } = stored;
    let login = userinfo;
    if (hasMaskedPassword(userinfo)) {
      const kept = current?.upstreamUserinfo ?? null;
      const sameLogin =
        kept !== null && userOf(kept) === userOf(userinfo) && originOf(current!.externalUrl) === originOf(url);
      if (!sameLogin) throw validationFailed([{ field, message: ADMIN_MESSAGES.videoUrl.maskedPassword }]);
      login = kept;
    }
    if (type === 'nas') {
      const problem = await this.upstreams.registrationProblem(url);
      if (problem) throw validationFailed([{ field, message: problem }]);
    }
    return { externalUrl: url, upstreamUserinfo: login };
  }

  /** The stored address as a form would send it back (password masked), for a type-only change. */
  private sentForm(video: Video): string {
    return maskedUrl(video.externalUrl, video.upstreamUserinfo);
  }

  private async courseIdFor(courseId: string | undefined): Promise<string> {
    if (courseId === undefined) return this.uncategorized.id();
    if (!(await this.courses.exists(courseId))) throw unknownCourse();
    return courseId;
  }

  private async present(id: string): Promise<AdminVideo> {
    return toAdminVideoWire(
      await this.videos.findOneOrFail({ where: { id }, relations: { course: true } }),
      new Date(),
    );
  }
}

/** What an update summary compares; the address and its NAS login count as one field, never shown. */
function auditedFields(video: Video): Record<VideoAuditKey, unknown> {
  return {
    ...pickFields(video, VIDEO_PLAIN_FIELDS),
    address: `${video.externalUrl}\n${video.upstreamUserinfo ?? ''}`,
  };
}

/** Both ends of a window are optional; when both are set the end must come after the start. */
export function assertWindowOrder(start: Date | null, end: Date | null): void {
  if (start && end && end.getTime() <= start.getTime()) throw windowOutOfOrder();
}
