import { Test } from '@nestjs/testing';
import { getRepositoryToken } from '@nestjs/typeorm';
import { ApiError } from '../common/api-error';
import { Video } from '../videos/video.entity';
import { Course } from './course.entity';
import { CoursesService } from './courses.service';
import type { CourseInputDto } from './dto/course-input.dto';

const NOW = new Date('2030-06-01T12:00:00Z');

const course = (fields: Partial<Course> = {}): Course =>
  ({ id: 'c1', title: '토익', slug: 'toeic', description: null, thumbnail: null, tags: [], order: 0, createdAt: new Date('2030-01-01T00:00:00Z'), ...fields }) as Course;

const video = (fields: Partial<Video>): Video =>
  ({ id: 'v', courseId: 'c1', title: 't', description: null, externalUrl: 'http://nas/v.mp4', type: 'nas', durationSec: 60, isPublished: true, accessStart: null, accessEnd: null, createdAt: NOW, ...fields }) as Video;

function totalsQuery(rows: unknown[]) {
  const query = { select: jest.fn(), addSelect: jest.fn(), groupBy: jest.fn(), where: jest.fn(), getRawMany: jest.fn().mockResolvedValue(rows) };
  for (const step of ['select', 'addSelect', 'groupBy', 'where'] as const) query[step].mockReturnValue(query);
  return query;
}

describe('CoursesService', () => {
  let service: CoursesService;
  const courses = { find: jest.fn(), findOne: jest.fn(), findOneBy: jest.fn(), count: jest.fn(), create: jest.fn((value) => value), save: jest.fn(), delete: jest.fn(), existsBy: jest.fn() };
  const videos = { find: jest.fn(), createQueryBuilder: jest.fn() };

  beforeEach(async () => {
    jest.resetAllMocks();
    courses.create.mockImplementation((value) => value);
    const moduleRef = await Test.createTestingModule({
      providers: [CoursesService, { provide: getRepositoryToken(Course), useValue: courses }, { provide: getRepositoryToken(Video), useValue: videos }],
    }).compile();
    service = moduleRef.get(CoursesService);
  });

  describe('listPublic', () => {
    it('adds each course its totals, turning MySQL string aggregates into numbers', async () => {
      courses.find.mockResolvedValue([course(), course({ id: 'c2', slug: 'empty' })]);
      const query = totalsQuery([{ courseId: 'c1', videoCount: '3', totalDurationSec: '5400' }]);
      videos.createQueryBuilder.mockReturnValue(query);
      const list = await service.listPublic();
      expect(list.map(({ id, videoCount, totalDurationSec }) => ({ id, videoCount, totalDurationSec }))).toEqual([
        { id: 'c1', videoCount: 3, totalDurationSec: 5400 },
        { id: 'c2', videoCount: 0, totalDurationSec: 0 },
      ]);
      expect(query.where).toHaveBeenCalledWith('video.isPublished = :published', { published: true });
      expect(courses.find).toHaveBeenCalledWith({ order: { order: 'ASC', createdAt: 'ASC', id: 'ASC' } });
    });

    it('counts every video for the admin list', async () => {
      courses.find.mockResolvedValue([course()]);
      const query = totalsQuery([{ courseId: 'c1', videoCount: 2, totalDurationSec: null }]);
      videos.createQueryBuilder.mockReturnValue(query);
      await expect(service.listForAdmin()).resolves.toEqual([expect.objectContaining({ videoCount: 2, totalDurationSec: 0 })]);
      expect(query.where).not.toHaveBeenCalled();
    });
  });

  describe('detail', () => {
    it('asks non-admins only for published videos and hides URLs they may not play', async () => {
      courses.findOneBy.mockResolvedValue(course());
      videos.find.mockResolvedValue([video({ id: 'open' }), video({ id: 'later', accessStart: new Date('2031-01-01T00:00:00Z'), durationSec: null })]);
      const detail = await service.detail('c1', 'VERIFIED', NOW);
      expect(videos.find).toHaveBeenCalledWith(expect.objectContaining({ where: { courseId: 'c1', isPublished: true } }));
      expect(detail.videos.map(({ id, status, externalUrl }) => ({ id, status, externalUrl }))).toEqual([
        { id: 'open', status: 'open', externalUrl: 'http://nas/v.mp4' },
        { id: 'later', status: 'upcoming', externalUrl: null },
      ]);
      expect(detail).toMatchObject({ videoCount: 2, totalDurationSec: 60 });
    });

    it('asks for every video when an admin looks', async () => {
      courses.findOneBy.mockResolvedValue(course());
      videos.find.mockResolvedValue([]);
      await service.detail('c1', 'ADMIN', NOW);
      expect(videos.find).toHaveBeenCalledWith(expect.objectContaining({ where: { courseId: 'c1' } }));
    });

    it('answers 404 with the spec message for an unknown course', async () => {
      courses.findOneBy.mockResolvedValue(null);
      await expect(service.detail('nope', 'VERIFIED')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND', message: '강의를 찾을 수 없습니다' });
    });
  });

  describe('create and update', () => {
    const input = (fields: Partial<CourseInputDto> = {}): CourseInputDto => ({ title: '문법', slug: 'grammar', ...fields });

    it('puts a new course last when no order is given', async () => {
      courses.findOne.mockResolvedValue(null);
      courses.count.mockResolvedValue(4);
      courses.save.mockImplementation(async (value) => ({ ...value, id: 'new', createdAt: NOW }));
      await expect(service.create(input({ order: null }))).resolves.toMatchObject({ order: 4, tags: [], description: null, thumbnail: null });
    });

    it('refuses a slug another course has with 409 DUPLICATE_SLUG', async () => {
      courses.findOne.mockResolvedValue({ id: 'other' });
      await expect(service.create(input())).rejects.toMatchObject({ status: 409, code: 'DUPLICATE_SLUG' });
      expect(courses.save).not.toHaveBeenCalled();
    });

    it('turns a unique-index race into the same 409', async () => {
      courses.findOne.mockResolvedValue(null);
      courses.count.mockResolvedValue(0);
      courses.save.mockRejectedValue(Object.assign(new Error('dup'), { driverError: { code: 'ER_DUP_ENTRY' } }));
      const failure = service.create(input());
      await expect(failure).rejects.toBeInstanceOf(ApiError);
      await expect(failure).rejects.toMatchObject({ code: 'DUPLICATE_SLUG' });
    });

    it('lets a course keep its own slug and order on update', async () => {
      courses.findOneBy.mockResolvedValue(course({ order: 9 }));
      courses.findOne.mockResolvedValue({ id: 'c1' });
      courses.save.mockImplementation(async (value) => value);
      videos.createQueryBuilder.mockReturnValue(totalsQuery([]));
      await expect(service.update('c1', input({ slug: 'toeic', title: '새 제목' }))).resolves.toMatchObject({ title: '새 제목', slug: 'toeic', order: 9 });
    });

    it('answers 404 when deleting a course that is not there', async () => {
      courses.delete.mockResolvedValue({ affected: 0 });
      await expect(service.remove('nope')).rejects.toMatchObject({ status: 404 });
    });
  });
});
