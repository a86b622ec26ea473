import type { ProgramTuition, ScheduleRow } from './program-facts';
import type { VideoType } from './video-url';

/*
 * The fields an administrator edits, one declaration per entity: the interface says what each
 * holds on the wire, the label record (typed by the interface, so a new field does not compile
 * without its Korean label) names it in audit summaries, and the key list is read off the labels.
 * The wire types (types.ts), the admin forms' input types, the API's picks and the audit labels
 * all derive from here. Storage (TypeORM entity) and validation (DTO) stay declared where they live.
 */

/** The keys of a label record, in its order: the one list of an entity's edited fields. */
const keysOf = <K extends string>(labels: Record<K, string>) => Object.keys(labels) as K[];

/** `source` with only `keys`: a service's pick and a wire mapper's copy of the edited fields. */
export function pickFields<T, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = source[key];
  return picked;
}

export interface CourseFields {
  title: string;
  slug: string;
  description: string | null;
  thumbnail: string | null;
  tags: string[];
  order: number;
}
export type CourseFieldKey = keyof CourseFields;
export const COURSE_FIELD_LABELS: Record<CourseFieldKey, string> = {
  title: '제목',
  slug: '슬러그',
  description: '설명',
  thumbnail: '썸네일',
  tags: '태그',
  order: '순서',
};
export const COURSE_FIELDS = keysOf(COURSE_FIELD_LABELS);
/**
 * A course's fields when none is given: what the API stores for a field the form left out (the
 * form is sent whole, so absent clears) and what a test's course starts from. Typed by the
 * interface, so a new field does not compile without its blank.
 */
export const COURSE_FIELD_BLANKS: Omit<CourseFields, 'title' | 'slug'> = {
  description: null,
  thumbnail: null,
  tags: [],
  order: 0,
};
/** What the admin course form sends (POST and PUT /api/admin/courses). */
export type CourseInput = CourseFields;

export interface VideoFields {
  courseId: string;
  title: string;
  description: string | null;
  /** The address without its NAS login; the login never leaves the server. */
  externalUrl: string | null;
  type: VideoType;
  durationSec: number | null;
  isPublished: boolean;
  accessStart: string | null;
  accessEnd: string | null;
}
export type VideoFieldKey = keyof VideoFields;
/**
 * An audit summary compares the address and its NAS login as one field, `address`, so neither
 * value can be told from the summary; externalUrl itself is never compared.
 */
export type VideoAuditKey = Exclude<VideoFieldKey, 'externalUrl'> | 'address';
export const VIDEO_FIELD_LABELS: Record<VideoAuditKey, string> = {
  courseId: '강의',
  title: '제목',
  description: '설명',
  address: '주소',
  type: '종류',
  durationSec: '재생 시간',
  isPublished: '공개 여부',
  accessStart: '공개 시작',
  accessEnd: '공개 종료',
};
/** Every edited field but the address, which goes out and is compared in its own way. */
export const VIDEO_PLAIN_FIELDS = keysOf(VIDEO_FIELD_LABELS).filter(
  (key): key is Exclude<VideoAuditKey, 'address'> => key !== 'address',
);
export const VIDEO_FIELDS: VideoFieldKey[] = [...VIDEO_PLAIN_FIELDS, 'externalUrl'];

/** Who reads a notice: `public` on the site's 공지사항 board (and to members), `members` on /members only. */
export const NOTICE_VISIBILITIES = ['public', 'members'] as const;
export type NoticeVisibility = (typeof NOTICE_VISIBILITIES)[number];
export const NOTICE_VISIBILITY_LABELS: Record<NoticeVisibility, string> = {
  public: '전체 공개',
  members: '회원 전용',
};

export interface NoticeFields {
  title: string;
  body: string;
  startsAt: string | null;
  endsAt: string | null;
  visibility: NoticeVisibility;
}
export type NoticeFieldKey = keyof NoticeFields;
export const NOTICE_FIELD_LABELS: Record<NoticeFieldKey, string> = {
  title: '제목',
  body: '내용',
  startsAt: '게시 시작',
  endsAt: '게시 종료',
  visibility: '공개 범위',
};
export const NOTICE_FIELDS = keysOf(NOTICE_FIELD_LABELS);

export interface ProgramFields {
  slug: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  /** Markdown; the wire adds it rendered and sanitized as `contentHtml`. */
  content: string | null;
  features: string[];
  targetStudents: string | null;
  /** Markdown; the wire adds it rendered and sanitized as `curriculumHtml`. */
  curriculum: string | null;
  isActive: boolean;
  order: number;
  tuition: ProgramTuition | null;
  schedule: ScheduleRow[];
  /** 개강일, `YYYY-MM-DD`. */
  startDate: string | null;
  capacity: number | null;
  seatsLeft: number | null;
}
export type ProgramFieldKey = keyof ProgramFields;
export const PROGRAM_FIELD_LABELS: Record<ProgramFieldKey, string> = {
  slug: '슬러그',
  title: '제목',
  subtitle: '부제목',
  description: '설명',
  content: '내용',
  features: '특징',
  targetStudents: '대상 학생',
  curriculum: '커리큘럼',
  isActive: '활성 여부',
  order: '순서',
  tuition: '수강료',
  schedule: '시간표',
  startDate: '개강일',
  capacity: '정원',
  seatsLeft: '남은 자리',
};
/** The program fields an administrator edits: the form sends these and an update copies them. */
export const PROGRAM_FIELDS = keysOf(PROGRAM_FIELD_LABELS);
/**
 * What the admin program form sends (POST and PUT /api/superadmin/programs): the content is
 * required, though a program stored before it was may hold none.
 */
export type ProgramInput = Omit<ProgramFields, 'content'> & { content: string };
