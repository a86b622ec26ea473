import { Test } from '@nestjs/testing';
import { getRepositoryToken } from '@nestjs/typeorm';
import { MESSAGES } from '@academy/common';
import { CoursesService } from '../courses/courses.service';
import { UncategorizedCourseService } from '../courses/uncategorized-course.service';
import { AdminVideosService } from './admin-videos.service';
import type { CreateVideoDto } from './dto/create-video.dto';
import { Video } from './video.entity';

const stored = (fields: Partial<Video> = {}): Video =>
  ({
    id: 'v1',
    courseId: 'c1',
    title: '원래 제목',
    description: '설명',
    externalUrl: 'http://nas/a.mp4',
    type: 'nas',
    durationSec: 60,
    isPublished: true,
    accessStart: new Date('2030-01-01T00:00:00Z'),
    accessEnd: new Date('2030-02-01T00:00:00Z'),
    createdAt: new Date('2029-12-01T00:00:00Z'),
    course: { title: '강의' },
    ...fields,
  }) as Video;

describe('AdminVideosService', () => {
  let service: AdminVideosService;
  const videos = { find: jest.fn(), findOneBy: jest.fn(), findOneOrFail: jest.fn(), create: jest.fn(), save: jest.fn(), delete: jest.fn() };
  const courses = { exists: jest.fn() };
  const uncategorized = { id: jest.fn() };
  let saved: Video | undefined;

  beforeEach(async () => {
    jest.resetAllMocks();
    saved = undefined;
    videos.create.mockImplementation((value) => value);
    videos.save.mockImplementation(async (value) => {
      saved = { ...stored(), ...value, id: value.id ?? 'new' };
      return saved;
    });
    videos.findOneOrFail.mockImplementation(async () => saved);
    const moduleRef = await Test.createTestingModule({
      providers: [
        AdminVideosService,
        { provide: getRepositoryToken(Video), useValue: videos },
        { provide: CoursesService, useValue: courses },
        { provide: UncategorizedCourseService, useValue: uncategorized },
      ],
    }).compile();
    service = moduleRef.get(AdminVideosService);
  });

  it('files a dashboard video under the uncategorized course and keeps its type', async () => {
    uncategorized.id.mockResolvedValue('uncategorized-id');
    await service.create({ title: '대시보드', type: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ' } as CreateVideoDto);
    expect(videos.create).toHaveBeenCalledWith(
      expect.objectContaining({ courseId: 'uncategorized-id', externalUrl: 'https://youtu.be/dQw4w9WgXcQ', type: 'youtube', isPublished: true, accessStart: null }),
    );
    expect(courses.exists).not.toHaveBeenCalled();
  });

  it('derives the type from the URL when the form has none', async () => {
    courses.exists.mockResolvedValue(true);
    await service.create({ courseId: 'c1', title: 't', externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } as CreateVideoDto);
    expect(videos.create).toHaveBeenCalledWith(expect.objectContaining({ type: 'youtube', courseId: 'c1' }));
  });

  it('refuses a course that does not exist as a courseId field error', async () => {
    courses.exists.mockResolvedValue(false);
    await expect(service.create({ courseId: 'gone', title: 't', externalUrl: 'http://nas/a.mp4' } as CreateVideoDto)).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'courseId', message: MESSAGES.content.courseNotFound }],
    });
    expect(videos.save).not.toHaveBeenCalled();
  });

  it('refuses a window whose end is not after its start', async () => {
    courses.exists.mockResolvedValue(true);
    const body = { courseId: 'c1', title: 't', externalUrl: 'http://nas/a.mp4', accessStart: '2030-01-02T00:00:00Z', accessEnd: '2030-01-01T00:00:00Z' };
    await expect(service.create(body as CreateVideoDto)).rejects.toMatchObject({ errors: [{ field: 'accessEnd', message: MESSAGES.validation.dateOrder }] });
  });

  it('changes only the title when only the title is sent', async () => {
    videos.findOneBy.mockResolvedValue(stored());
    await service.update('v1', { title: '새 제목' });
    expect(videos.save).toHaveBeenCalledWith(stored({ title: '새 제목' }));
  });

  it('re-derives the type of a new URL and clears fields sent as null', async () => {
    videos.findOneBy.mockResolvedValue(stored());
    await service.update('v1', { externalUrl: 'https://youtu.be/dQw4w9WgXcQ', accessStart: null, durationSec: null });
    expect(videos.save).toHaveBeenCalledWith(expect.objectContaining({ type: 'youtube', accessStart: null, durationSec: null, accessEnd: stored().accessEnd }));
  });

  it('checks a new start against the stored end', async () => {
    videos.findOneBy.mockResolvedValue(stored());
    await expect(service.update('v1', { accessStart: '2030-03-01T00:00:00Z' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(videos.save).not.toHaveBeenCalled();
  });

  it('answers 404 for an unknown video', async () => {
    videos.findOneBy.mockResolvedValue(null);
    await expect(service.update('nope', { title: 't' })).rejects.toMatchObject({ status: 404, message: MESSAGES.content.videoNotFound });
    videos.delete.mockResolvedValue({ affected: 0 });
    await expect(service.remove('nope')).rejects.toMatchObject({ status: 404 });
  });

  it('adds simple-console videos to the uncategorized course, published and without a window', async () => {
    uncategorized.id.mockResolvedValue('uncategorized-id');
    const answer = await service.createSimple({ title: '간편', videoUrl: 'http://nas/s.mp4', description: null });
    expect(videos.create).toHaveBeenCalledWith(expect.objectContaining({ courseId: 'uncategorized-id', type: 'nas', isPublished: true, accessStart: null, accessEnd: null }));
    expect(answer).toMatchObject({ title: '간편', videoUrl: 'http://nas/s.mp4', url: 'http://nas/s.mp4' });
  });
});
