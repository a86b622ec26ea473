import { Test } from '@nestjs/testing';
import { getRepositoryToken } from '@nestjs/typeorm';
import { MESSAGES } from '@academy/common';
import { CoursesService } from '../courses/courses.service';
import { UncategorizedCourseService } from '../courses/uncategorized-course.service';
import { UpstreamPolicy } from '../proxy/upstream/upstream-policy';
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
    upstreamUserinfo: null,
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
  const upstreams = { registrationProblem: jest.fn() };
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
    upstreams.registrationProblem.mockResolvedValue(null);
    const moduleRef = await Test.createTestingModule({
      providers: [
        AdminVideosService,
        { provide: getRepositoryToken(Video), useValue: videos },
        { provide: CoursesService, useValue: courses },
        { provide: UncategorizedCourseService, useValue: uncategorized },
        { provide: UpstreamPolicy, useValue: upstreams },
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

  describe('video URLs the proxy may not fetch', () => {
    it.each([
      ['the admin form', { courseId: 'c1', title: 't', externalUrl: 'http://127.0.0.1:3000/api/health.mp4' }, 'externalUrl'],
      ['the dashboard form', { title: 't', type: 'nas', url: 'http://127.0.0.1:3000/api/health.mp4' }, 'url'],
    ])('are refused on %s with the reason on its URL field', async (_form, body, field) => {
      courses.exists.mockResolvedValue(true);
      upstreams.registrationProblem.mockResolvedValue(MESSAGES.videoUrl.internalAddress);
      await expect(service.create(body as CreateVideoDto)).rejects.toMatchObject({ status: 400, errors: [{ field, message: MESSAGES.videoUrl.internalAddress }] });
      expect(videos.save).not.toHaveBeenCalled();
    });

    it('are refused on the simple console on its videoUrl field', async () => {
      upstreams.registrationProblem.mockResolvedValue(MESSAGES.videoUrl.upstreamNotAllowed);
      await expect(service.createSimple({ title: 't', videoUrl: 'http://10.0.0.9/a.mp4' })).rejects.toMatchObject({
        errors: [{ field: 'videoUrl', message: MESSAGES.videoUrl.upstreamNotAllowed }],
      });
    });

    it('are checked when an update turns a video into a NAS video, but not for YouTube links', async () => {
      videos.findOneBy.mockResolvedValue(stored({ type: 'youtube', externalUrl: 'http://127.0.0.1/a.mp4' }));
      upstreams.registrationProblem.mockImplementation(async (url: string) => (url.includes('127.0.0.1') ? MESSAGES.videoUrl.internalAddress : null));
      await expect(service.update('v1', { type: 'nas' })).rejects.toMatchObject({ errors: [{ field: 'externalUrl' }] });
      await service.update('v1', { title: '제목만' });
      await service.update('v1', { url: 'https://youtu.be/dQw4w9WgXcQ', type: 'youtube' });
      expect(upstreams.registrationProblem).toHaveBeenCalledTimes(1);
    });

    it('are checked without the NAS login', async () => {
      courses.exists.mockResolvedValue(true);
      await service.create({ courseId: 'c1', title: 't', externalUrl: 'http://user:pw@nas.local/a.mp4' } as CreateVideoDto);
      expect(upstreams.registrationProblem).toHaveBeenCalledWith('http://nas.local/a.mp4');
    });
  });

  describe('a NAS login in the URL', () => {
    it('is stored apart from the URL and shown to admins with the password masked', async () => {
      courses.exists.mockResolvedValue(true);
      const answer = await service.create({ courseId: 'c1', title: 't', externalUrl: 'http://user:s3cret@nas.local:5000/a.mp4' } as CreateVideoDto);
      expect(videos.create).toHaveBeenCalledWith(expect.objectContaining({ externalUrl: 'http://nas.local:5000/a.mp4', upstreamUserinfo: 'user:s3cret' }));
      expect(answer).toMatchObject({ externalUrl: 'http://user:***@nas.local:5000/a.mp4', url: 'http://user:***@nas.local:5000/a.mp4' });
      expect(JSON.stringify(answer)).not.toContain('s3cret');
    });

    it('keeps the stored password when the masked URL comes back for the same user and origin', async () => {
      videos.findOneBy.mockResolvedValue(stored({ externalUrl: 'http://nas.local:5000/a.mp4', upstreamUserinfo: 'user:s3cret' }));
      await service.update('v1', { externalUrl: 'http://user:***@nas.local:5000/b.mp4' });
      expect(videos.save).toHaveBeenCalledWith(expect.objectContaining({ externalUrl: 'http://nas.local:5000/b.mp4', upstreamUserinfo: 'user:s3cret' }));
    });

    it.each([
      ['another host', 'http://user:***@evil.example/a.mp4'],
      ['another port', 'http://user:***@nas.local:6000/a.mp4'],
      ['another user', 'http://admin:***@nas.local:5000/a.mp4'],
    ])('is not carried to %s: the masked password must be typed again', async (_case, externalUrl) => {
      videos.findOneBy.mockResolvedValue(stored({ externalUrl: 'http://nas.local:5000/a.mp4', upstreamUserinfo: 'user:s3cret' }));
      await expect(service.update('v1', { externalUrl })).rejects.toMatchObject({ errors: [{ field: 'externalUrl', message: MESSAGES.videoUrl.maskedPassword }] });
      expect(videos.save).not.toHaveBeenCalled();
    });

    it('is dropped when the URL comes back without one, and replaced by a new password', async () => {
      videos.findOneBy.mockResolvedValue(stored({ externalUrl: 'http://nas.local/a.mp4', upstreamUserinfo: 'user:s3cret' }));
      await service.update('v1', { externalUrl: 'http://nas.local/a.mp4' });
      expect(videos.save).toHaveBeenLastCalledWith(expect.objectContaining({ upstreamUserinfo: null }));
      await service.update('v1', { externalUrl: 'http://user:new@nas.local/a.mp4' });
      expect(videos.save).toHaveBeenLastCalledWith(expect.objectContaining({ upstreamUserinfo: 'user:new' }));
    });
  });
});
