import { MESSAGES } from '@academy/common';
import { makeCourse, makeVideo, viewsOf } from '../../test/support/content-fixtures';
import { openSqliteDatabase, type SqliteDatabase } from '../../test/support/sqlite-database';
import { User } from '../members/user.entity';
import { PublishedVideos } from './published-videos';
import { VideoView } from './video-view.entity';
import { Video } from './video.entity';
import { VideosService, type Viewer } from './videos.service';

describe('VideosService on a real database', () => {
  let db: SqliteDatabase;
  let service: VideosService;
  let verified: Viewer;

  beforeAll(async () => {
    db = await openSqliteDatabase();
    service = new VideosService(
      db.repository(Video),
      db.repository(VideoView),
      new PublishedVideos(db.dataSource, db.repository(Video)),
    );
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.clear();
    const users = db.repository(User);
    const member = await users.save(
      users.create({
        email: 'member@test.local',
        passwordHash: 'x',
        firstName: '민수',
        lastName: '김',
        role: 'VERIFIED',
      }),
    );
    verified = { id: member.id, role: 'VERIFIED' };
  });

  it('lists only the videos a member may play now, in the public shape', async () => {
    const course = await makeCourse(db.dataSource);
    const open = await makeVideo(db.dataSource, course.id, 'open');
    for (const window of ['expired', 'upcoming', 'unpublished'] as const)
      await makeVideo(db.dataSource, course.id, window);
    await expect(service.listPlayable(verified)).resolves.toEqual([
      { id: open.id, title: open.title, type: 'nas', url: open.externalUrl, createdAt: open.createdAt.toISOString() },
    ]);
  });

  it('records a view once per member, video and half hour, answering a repeat the same way', async () => {
    const video = await makeVideo(db.dataSource, (await makeCourse(db.dataSource)).id);
    const at = new Date();
    const answer = { ok: true, message: MESSAGES.content.viewRecorded };
    await expect(service.recordView(video.id, verified, at)).resolves.toEqual(answer);
    await expect(service.recordView(video.id, verified, at)).resolves.toEqual(answer);
    await expect(viewsOf(db.dataSource, video.id)).resolves.toHaveLength(1);
    await service.recordView(video.id, verified, new Date(at.getTime() + 30 * 60 * 1000));
    await expect(viewsOf(db.dataSource, video.id)).resolves.toHaveLength(2);
  });

  it('refuses the URL and the view of a video outside its window with VIDEO_NOT_AVAILABLE, recording nothing', async () => {
    const video = await makeVideo(db.dataSource, (await makeCourse(db.dataSource)).id, 'upcoming');
    await expect(service.urlFor(video.id, verified)).rejects.toMatchObject({
      status: 403,
      code: 'VIDEO_NOT_AVAILABLE',
    });
    await expect(service.recordView(video.id, verified)).rejects.toMatchObject({
      status: 403,
      code: 'VIDEO_NOT_AVAILABLE',
    });
    await expect(viewsOf(db.dataSource, video.id)).resolves.toHaveLength(0);
  });

  it('refuses a PENDING member even an open video', async () => {
    const video = await makeVideo(db.dataSource, (await makeCourse(db.dataSource)).id);
    await expect(service.urlFor(video.id, { id: 'p', role: 'PENDING' })).rejects.toMatchObject({
      code: 'VIDEO_NOT_AVAILABLE',
    });
    await expect(service.urlFor(video.id, verified)).resolves.toEqual({ url: video.externalUrl });
  });

  it('finds a proxy URL only by an exact, case-sensitive match among playable NAS videos', async () => {
    const course = await makeCourse(db.dataSource);
    const video = await makeVideo(db.dataSource, course.id, 'open', { externalUrl: 'http://nas/a.mp4' });
    await makeVideo(db.dataSource, course.id, 'expired', { externalUrl: 'http://nas/b.mp4' });
    await expect(service.playableNasVideoWithUrl('http://nas/A.mp4', verified)).resolves.toBeNull();
    await expect(service.playableNasVideoWithUrl('http://nas/b.mp4', verified)).resolves.toBeNull();
    await expect(service.playableNasVideoWithUrl('http://nas/a.mp4', verified)).resolves.toMatchObject({
      id: video.id,
    });
  });
});
