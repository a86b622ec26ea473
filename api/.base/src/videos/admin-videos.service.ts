import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { videoTypeOf, type AdminVideo, type SimpleVideo } from '@academy/common';
import { CoursesService } from '../courses/courses.service';
import { UncategorizedCourseService } from '../courses/uncategorized-course.service';
import type { CreateVideoDto } from './dto/create-video.dto';
import { isDashboardForm } from './dto/dashboard-url.validator';
import type { SimpleVideoDto } from './dto/simple-video.dto';
import type { UpdateVideoDto } from './dto/update-video.dto';
import { Video } from './video.entity';
import { unknownCourse, videoNotFound, windowOutOfOrder } from './video.errors';
import { toAdminVideo, toSimpleVideo } from './video.presenter';

const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

const dateOrNull = (value: string | null | undefined): Date | null => (value ? new Date(value) : null);

/** Video management for the admin page, the dashboard, the secret console and the simple console. */
@Injectable()
export class AdminVideosService {
  constructor(
    @InjectRepository(Video) private readonly videos: Repository<Video>,
    private readonly courses: CoursesService,
    private readonly uncategorized: UncategorizedCourseService,
  ) {}

  async list(now = new Date()): Promise<AdminVideo[]> {
    const videos = await this.videos.find({ relations: { course: true }, order: NEWEST_FIRST });
    return videos.map((video) => toAdminVideo(video, now));
  }

  async create(input: CreateVideoDto): Promise<AdminVideo> {
    const externalUrl = (isDashboardForm(input) ? input.url : input.externalUrl)!;
    const accessStart = dateOrNull(input.accessStart);
    const accessEnd = dateOrNull(input.accessEnd);
    assertWindowOrder(accessStart, accessEnd);
    const video = this.videos.create({
      courseId: await this.courseIdFor(input.courseId),
      title: input.title,
      description: input.description ?? null,
      externalUrl,
      type: input.type ?? videoTypeOf(externalUrl),
      durationSec: input.durationSec ?? null,
      isPublished: input.isPublished ?? true,
      accessStart,
      accessEnd,
    });
    return this.present((await this.videos.save(video)).id);
  }

  /** Only the fields sent change; a new URL without a type gets its type from the URL. */
  async update(id: string, input: UpdateVideoDto): Promise<AdminVideo> {
    const video = await this.videos.findOneBy({ id });
    if (!video) throw videoNotFound();
    if (input.courseId !== undefined) video.courseId = await this.courseIdFor(input.courseId);
    if (input.title !== undefined) video.title = input.title;
    if (input.description !== undefined) video.description = input.description;
    const url = input.externalUrl ?? input.url;
    if (url !== undefined) video.externalUrl = url;
    if (input.type !== undefined) video.type = input.type;
    else if (url !== undefined) video.type = videoTypeOf(url);
    if (input.durationSec !== undefined) video.durationSec = input.durationSec;
    if (input.isPublished !== undefined) video.isPublished = input.isPublished;
    if (input.accessStart !== undefined) video.accessStart = dateOrNull(input.accessStart);
    if (input.accessEnd !== undefined) video.accessEnd = dateOrNull(input.accessEnd);
    assertWindowOrder(video.accessStart, video.accessEnd);
    await this.videos.save(video);
    return this.present(id);
  }

  async remove(id: string): Promise<void> {
    const result = await this.videos.delete({ id });
    if (!result.affected) throw videoNotFound();
  }

  async listSimple(): Promise<SimpleVideo[]> {
    const videos = await this.videos.find({ relations: { course: true }, order: NEWEST_FIRST });
    return videos.map(toSimpleVideo);
  }

  async createSimple(input: SimpleVideoDto): Promise<SimpleVideo> {
    const video = this.videos.create({
      courseId: await this.uncategorized.id(),
      title: input.title,
      description: input.description ?? null,
      externalUrl: input.videoUrl,
      type: videoTypeOf(input.videoUrl),
      durationSec: null,
      isPublished: true,
      accessStart: null,
      accessEnd: null,
    });
    const saved = await this.videos.save(video);
    return toSimpleVideo((await this.videos.findOneOrFail({ where: { id: saved.id }, relations: { course: true } })));
  }

  private async courseIdFor(courseId: string | undefined): Promise<string> {
    if (courseId === undefined) return this.uncategorized.id();
    if (!(await this.courses.exists(courseId))) throw unknownCourse();
    return courseId;
  }

  private async present(id: string): Promise<AdminVideo> {
    return toAdminVideo(await this.videos.findOneOrFail({ where: { id }, relations: { course: true } }), new Date());
  }
}

/** Spec 001 §5 leaves both ends optional; when both are set the end must come after the start. */
export function assertWindowOrder(start: Date | null, end: Date | null): void {
  if (start && end && end.getTime() <= start.getTime()) throw windowOutOfOrder();
}
