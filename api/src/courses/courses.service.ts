import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Like, type Repository } from 'typeorm';
import { isAdmin, type Course as CourseWire, type CourseDetail } from '@academy/common';
import { slugSuggestion } from '@academy/common/slug';
import { COURSE_FIELD_BLANKS, COURSE_FIELDS, pickFields } from '@academy/common/entity-fields';
import { created, deleted, updated } from '../audit/audit-event';
import { audited, AuditService } from '../audit/audit.service';
import type { AdminActor } from '../members/actor.decorator';
import { isUniqueViolation } from '../database/unique-violation';
import type { ViewerRole } from '../videos/video-access';
import { toMemberVideoWire } from '../videos/video.wire';
import { Video } from '../videos/video.entity';
import { Course } from './course.entity';
import { ApiError } from '../http/api-error';
import { courseNotFound, slugTaken } from './course.errors';
import { NO_VIDEOS, toCourseWire, type VideoTotals } from './course.wire';
import type { CourseInputDto } from './dto/course-input.dto';

const LIST_ORDER = { order: 'ASC', createdAt: 'ASC', id: 'ASC' } as const;

/** The order is decided apart: left out, a new course goes last and an edited one stays where it is. */
const FORM_FIELDS = COURSE_FIELDS.filter((key): key is Exclude<typeof key, 'order'> => key !== 'order');
type FormField = (typeof FORM_FIELDS)[number];
type OptionalInput = { [K in FormField]-?: undefined extends CourseInputDto[K] ? K : never }[FormField];

/**
 * What a field the form left out is stored as: the form is sent whole, so absent clears. Typed by
 * the DTO's optional fields, so a new optional field does not compile without its blank (declared
 * beside the field in entity-fields.ts). The order is decided apart.
 */
const { order: _decidedApart, ...blanks } = COURSE_FIELD_BLANKS;
const BLANK: Pick<Course, OptionalInput> = blanks;

interface TotalsRow {
  courseId: string;
  videoCount: string | number;
  totalDurationSec: string | number | null;
}

@Injectable()
export class CoursesService {
  constructor(
    @InjectRepository(Course) private readonly courses: Repository<Course>,
    @InjectRepository(Video) private readonly videos: Repository<Video>,
    private readonly audit: AuditService,
  ) {}

  /**
   * The public list. Counts and total time cover the published videos, the ones a member sees
   * listed on the course page (including those outside their access window).
   */
  async listPublic(): Promise<CourseWire[]> {
    return this.listWithTotals(true);
  }

  /** The admin list counts every video, published or not: deleting a course deletes them all. */
  async listForAdmin(): Promise<CourseWire[]> {
    return this.listWithTotals(false);
  }

  /** Non-admins never see unpublished videos; each video's URL follows visibleUrl. */
  async detail(id: string, role: ViewerRole, now = new Date()): Promise<CourseDetail> {
    const course = await this.courses.findOneBy({ id });
    if (!course) throw courseNotFound();
    const videos = await this.videos.find({
      where: isAdmin(role) ? { courseId: id } : { courseId: id, isPublished: true },
      order: { createdAt: 'ASC', title: 'ASC', id: 'ASC' },
    });
    const totals: VideoTotals = {
      videoCount: videos.length,
      totalDurationSec: videos.reduce((sum, video) => sum + (video.durationSec ?? 0), 0),
    };
    return { ...toCourseWire(course, totals), videos: videos.map((video) => toMemberVideoWire(video, role, now)) };
  }

  async create(input: CourseInputDto, actor: AdminActor): Promise<CourseWire> {
    await this.assertSlugFree(input.slug);
    // A new course goes last: its order defaults to the current number of courses.
    const order = input.order ?? (await this.courses.count());
    const saved = await this.uniqueSlug(input.slug, () =>
      this.audit.change(actor, async (manager) => {
        const courses = manager.getRepository(Course);
        const course = await courses.save(courses.create({ ...this.fields(input), order }));
        return audited(course, created('COURSE', course.id, course.title));
      }),
    );
    return toCourseWire(saved);
  }

  async update(id: string, input: CourseInputDto, actor: AdminActor): Promise<CourseWire> {
    const saved = await this.uniqueSlug(input.slug, () =>
      this.audit.change(actor, async (manager) => {
        const courses = manager.getRepository(Course);
        const course = await courses.findOneBy({ id });
        if (!course) throw courseNotFound();
        await this.assertSlugFree(input.slug, id, courses);
        const before = { ...course };
        Object.assign(
          course,
          this.fields(input),
          input.order === undefined || input.order === null ? {} : { order: input.order },
        );
        const stored = await courses.save(course);
        return audited(stored, updated('COURSE', id, stored.title, before, stored));
      }),
    );
    return toCourseWire(saved, (await this.totals(false)).get(id));
  }

  /** The foreign keys cascade: the course's videos and their view records go with it. */
  async remove(id: string, actor: AdminActor): Promise<void> {
    await this.audit.change(actor, async (manager) => {
      const course = await manager.findOneBy(Course, { id });
      if (!course) throw courseNotFound();
      await manager.delete(Course, { id });
      return audited(undefined, deleted('COURSE', id, course.title));
    });
  }

  async exists(id: string): Promise<boolean> {
    return this.courses.existsBy({ id });
  }

  private fields(input: CourseInputDto): Pick<Course, FormField> {
    const sent = Object.entries(pickFields(input, FORM_FIELDS)).filter(([, value]) => value != null);
    return { ...BLANK, ...Object.fromEntries(sent) } as Pick<Course, FormField>;
  }

  private async assertSlugFree(
    slug: string,
    exceptId?: string,
    courses: Repository<Course> = this.courses,
  ): Promise<void> {
    const owner = await courses.findOne({ where: { slug }, select: { id: true } });
    if (owner && owner.id !== exceptId) throw await this.slugTaken(slug, courses);
  }

  /** 409 SLUG_TAKEN offering the first free `slug-N`. */
  private async slugTaken(slug: string, courses: Repository<Course> = this.courses): Promise<ApiError> {
    const similar = await courses.find({ where: { slug: Like(`${slug}-%`) }, select: { slug: true } });
    return slugTaken(
      slugSuggestion(
        slug,
        similar.map((course) => course.slug),
      ),
    );
  }

  /** Two admins saving the same slug at once: the unique index decides, and the loser gets the same 409. */
  private async uniqueSlug<T>(slug: string, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error)) throw await this.slugTaken(slug);
      throw error;
    }
  }

  private async listWithTotals(publishedOnly: boolean): Promise<CourseWire[]> {
    const [courses, totals] = await Promise.all([this.courses.find({ order: LIST_ORDER }), this.totals(publishedOnly)]);
    return courses.map((course) => toCourseWire(course, totals.get(course.id) ?? NO_VIDEOS));
  }

  private async totals(publishedOnly: boolean): Promise<Map<string, VideoTotals>> {
    const query = this.videos
      .createQueryBuilder('video')
      .select('video.courseId', 'courseId')
      .addSelect('COUNT(*)', 'videoCount')
      .addSelect('SUM(video.durationSec)', 'totalDurationSec')
      .groupBy('video.courseId');
    if (publishedOnly) query.where('video.isPublished = :published', { published: true });
    const rows = await query.getRawMany<TotalsRow>();
    // MySQL answers aggregates as strings.
    return new Map(
      rows.map((row) => [
        row.courseId,
        { videoCount: Number(row.videoCount), totalDurationSec: Number(row.totalDurationSec ?? 0) },
      ]),
    );
  }
}
