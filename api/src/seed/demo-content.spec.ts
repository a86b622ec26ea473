import * as fs from 'fs';
import * as path from 'path';
import { accessStatus } from '@academy/common/access-window';
import { noticeStatus } from '@academy/common/notice-status';
import { videoTypeOf } from '@academy/common/video-url';
import { ASSETS_DIR } from '../config/paths';
import { renderProgramMarkdown } from '../programs/program-markdown';
import { demoCourses } from './demo-courses';
import { DEMO_GALLERY, galleryImageUrl } from './demo-gallery';
import { demoNotices } from './demo-notices';
import { DEMO_PROGRAMS, demoStartDate } from './demo-programs';

const NOW = new Date('2030-03-15T09:00:00Z');
const assetPath = (url: string) => path.join(ASSETS_DIR, url.replace(/^\/assets\//, ''));

describe('demo gallery', () => {
  it('has the 7 images of the landing page, each with a Korean caption', () => {
    expect(DEMO_GALLERY).toHaveLength(7);
    for (const image of DEMO_GALLERY) expect(image.caption).toMatch(/[가-힣]/);
  });

  it.each(DEMO_GALLERY.map((image) => [image.file]))(
    '%s is a light 1200×800 SVG with nothing loaded from elsewhere',
    (file) => {
      const text = fs.readFileSync(assetPath(galleryImageUrl(file)), 'utf8');
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(8 * 1024);
      expect(text).toMatch(/^<svg [^>]*viewBox="0 0 1200 800"/);
      expect(text).toMatch(/<title>[^<]*[가-힣][^<]*<\/title>/);
      // Only the SVG namespace may name a URL: no external fonts, images or styles.
      expect(text.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(
        /https?:|@import|@font-face|<image|<script|\son\w+=/i,
      );
      expect(text).toContain('#1d4ed8');
      expect(text).toContain('#f59e0b');
    },
  );
});

describe('demo programs', () => {
  it('are the three programs the landing page links to', () => {
    expect(DEMO_PROGRAMS.map((program) => [program.slug, program.title])).toEqual([
      ['middle-school', '중등 내신 영어'],
      ['high-school', '고등 내신·수능 영어'],
      ['exam-prep', '내신·수능 대비 집중반'],
    ]);
  });

  it.each(DEMO_PROGRAMS.map((program) => [program.slug, program]))(
    '%s has Markdown content and curriculum, features, target students and the facts parents ask for',
    (_slug, program) => {
      expect(program.features.length).toBeGreaterThanOrEqual(3);
      expect(program.targetStudents).toMatch(/[가-힣]/);
      expect(program.content).not.toMatch(/<[a-z]/i);
      expect(renderProgramMarkdown(program.content)).toMatch(/^<h3>[^<]+<\/h3>\n<p>/);
      expect(renderProgramMarkdown(program.curriculum)).toMatch(/^<table>\n<thead>\n<tr>\n<th>/);
      expect(program.tuition.monthly).toBeGreaterThan(program.tuition.materials ?? 0);
      expect(program.schedule.length).toBeGreaterThanOrEqual(1);
      for (const row of program.schedule) expect(row.end > row.start).toBe(true);
      expect(program.seatsLeft).toBeLessThanOrEqual(program.capacity);
    },
  );

  it('start on the first Monday of the month after the seeding day, in Seoul', () => {
    expect(demoStartDate(new Date('2030-03-15T09:00:00Z'))).toBe('2030-04-01');
    // 2026-12-31 16:00 UTC is already 1 January in Seoul: February's first Monday.
    expect(demoStartDate(new Date('2026-12-31T16:00:00Z'))).toBe('2027-02-01');
    expect(demoStartDate(new Date('2026-11-29T06:00:00Z'))).toBe('2026-12-07');
  });
});

describe('demo courses', () => {
  const courses = demoCourses(NOW);
  const videos = courses.flatMap((course) => course.videos);

  it('are 3–4 courses with tags, a thumbnail file and several videos each', () => {
    expect(courses.length).toBeGreaterThanOrEqual(3);
    expect(courses.length).toBeLessThanOrEqual(4);
    for (const course of courses) {
      expect(course.tags.length).toBeGreaterThanOrEqual(3);
      expect(course.videos.length).toBeGreaterThanOrEqual(2);
      expect(fs.existsSync(assetPath(course.thumbnail))).toBe(true);
      expect(fs.statSync(assetPath(course.thumbnail)).size).toBeLessThanOrEqual(8 * 1024);
    }
  });

  it('cover every access status, with exactly one upcoming, one expired and one unpublished video', () => {
    const statuses = videos.map((video) => accessStatus(video, NOW));
    expect(new Set(statuses)).toEqual(new Set(['open', 'active', 'upcoming', 'expired', 'unpublished']));
    for (const once of ['upcoming', 'expired', 'unpublished'])
      expect(statuses.filter((status) => status === once)).toHaveLength(1);
  });

  it('use YouTube short and watch links, and NAS files on http and https', () => {
    const urls = videos.map((video) => video.externalUrl);
    expect(urls.some((url) => url.startsWith('https://youtu.be/'))).toBe(true);
    expect(urls.some((url) => url.startsWith('https://www.youtube.com/watch?v='))).toBe(true);
    const nas = urls.filter((url) => videoTypeOf(url) === 'nas');
    expect(nas.some((url) => url.startsWith('http://nas.example.local/') && url.endsWith('.mp4'))).toBe(true);
    expect(nas.some((url) => url.startsWith('https://'))).toBe(true);
  });
});

describe('demo notices', () => {
  it('are 4–6 notices inside, before and after their publish windows', () => {
    const notices = demoNotices(NOW);
    expect(notices.length).toBeGreaterThanOrEqual(4);
    expect(notices.length).toBeLessThanOrEqual(6);
    const statuses = notices.map((notice) => noticeStatus(notice, NOW));
    expect(new Set(statuses)).toEqual(new Set(['active', 'upcoming', 'expired']));
  });

  it('give the public board notices open now and keep account matters members-only', () => {
    const notices = demoNotices(NOW);
    const open = (visibility: string) =>
      notices.filter((notice) => notice.visibility === visibility && noticeStatus(notice, NOW) === 'active');
    expect(open('public').length).toBeGreaterThanOrEqual(2);
    expect(open('members').length).toBeGreaterThanOrEqual(1);
  });
});
