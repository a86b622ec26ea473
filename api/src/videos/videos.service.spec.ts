import { Test } from '@nestjs/testing';
import { getRepositoryToken } from '@nestjs/typeorm';
import { MESSAGES } from '@academy/common';
import { VideoView } from './video-view.entity';
import { Video } from './video.entity';
import { VideosService } from './videos.service';

const NOW = new Date('2030-06-01T12:00:00Z');
const video = (fields: Partial<Video>): Video =>
  ({ id: 'v', title: 't', externalUrl: 'http://nas/a.mp4', type: 'nas', isPublished: true, accessStart: null, accessEnd: null, createdAt: NOW, ...fields }) as Video;

describe('VideosService', () => {
  let service: VideosService;
  const videos = { find: jest.fn(), findOneBy: jest.fn() };
  const views = { insert: jest.fn(), create: jest.fn((value) => value) };
  const verified = { id: 'member-1', role: 'VERIFIED' as const };

  beforeEach(async () => {
    jest.resetAllMocks();
    views.create.mockImplementation((value) => value);
    const moduleRef = await Test.createTestingModule({
      providers: [VideosService, { provide: getRepositoryToken(Video), useValue: videos }, { provide: getRepositoryToken(VideoView), useValue: views }],
    }).compile();
    service = moduleRef.get(VideosService);
  });

  it('lists only the videos inside their window, in the public shape', async () => {
    videos.find.mockResolvedValue([video({ id: 'open' }), video({ id: 'ended', accessEnd: new Date('2030-01-01T00:00:00Z') })]);
    await expect(service.listPlayable(verified, NOW)).resolves.toEqual([{ id: 'open', title: 't', type: 'nas', url: 'http://nas/a.mp4', createdAt: NOW.toISOString() }]);
  });

  it('records a view for the member when the video is playable', async () => {
    videos.findOneBy.mockResolvedValue(video({ id: 'v1' }));
    await expect(service.recordView('v1', verified, NOW)).resolves.toEqual({ ok: true, message: MESSAGES.content.viewRecorded });
    expect(views.insert).toHaveBeenCalledWith({ videoId: 'v1', userId: 'member-1', period: Math.floor(NOW.getTime() / (30 * 60 * 1000)) });
  });

  it('answers a repeat in the same half hour as a success (the unique key refused the second row)', async () => {
    videos.findOneBy.mockResolvedValue(video({ id: 'v1' }));
    views.insert.mockRejectedValueOnce(Object.assign(new Error('duplicate'), { code: 'ER_DUP_ENTRY' }));
    await expect(service.recordView('v1', verified, NOW)).resolves.toEqual({ ok: true, message: MESSAGES.content.viewRecorded });
  });

  it('lets any other failure of the insert through', async () => {
    videos.findOneBy.mockResolvedValue(video({ id: 'v1' }));
    views.insert.mockRejectedValueOnce(new Error('disk on fire'));
    await expect(service.recordView('v1', verified, NOW)).rejects.toThrow('disk on fire');
  });

  it('refuses the URL and the view of a video outside its window with VIDEO_NOT_AVAILABLE', async () => {
    videos.findOneBy.mockResolvedValue(video({ accessStart: new Date('2031-01-01T00:00:00Z') }));
    await expect(service.urlFor('v', verified, NOW)).rejects.toMatchObject({ status: 403, code: 'VIDEO_NOT_AVAILABLE' });
    await expect(service.recordView('v', verified, NOW)).rejects.toMatchObject({ status: 403, code: 'VIDEO_NOT_AVAILABLE' });
    expect(views.insert).not.toHaveBeenCalled();
  });

  it('refuses a PENDING member even for an open video', async () => {
    videos.findOneBy.mockResolvedValue(video({}));
    await expect(service.urlFor('v', { id: 'p', role: 'PENDING' }, NOW)).rejects.toMatchObject({ code: 'VIDEO_NOT_AVAILABLE' });
  });

  it('finds a proxy URL only by an exact, case-sensitive match', async () => {
    // MySQL's collation would also return the differently-cased row.
    videos.find.mockResolvedValue([video({ externalUrl: 'http://nas/A.mp4' })]);
    await expect(service.playableNasVideoWithUrl('http://nas/a.mp4', verified, NOW)).resolves.toBeNull();
    videos.find.mockResolvedValue([video({ externalUrl: 'http://nas/a.mp4' })]);
    await expect(service.playableNasVideoWithUrl('http://nas/a.mp4', verified, NOW)).resolves.toMatchObject({ externalUrl: 'http://nas/a.mp4' });
    expect(videos.find).toHaveBeenCalledWith({ where: { externalUrl: 'http://nas/a.mp4', type: 'nas', isPublished: true } });
  });
});
