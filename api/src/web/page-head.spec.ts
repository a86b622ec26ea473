import { serverPageFor, type PageData, type Program } from '@academy/common';
import { headTags, pageHeadFor } from './page-head';

const program: Program = {
  id: 'p1',
  slug: 'exam-prep',
  title: '집중반 </script><script>alert(1)</script>',
  subtitle: '부제',
  description: '시험 직전 "마무리" 과정',
  content: '내용',
  contentHtml: '<p>내용</p>',
  features: [],
  targetStudents: null,
  curriculum: null,
  curriculumHtml: null,
  isActive: true,
  order: 0,
  tuition: { monthly: 250000, materials: 15000 },
  schedule: [{ name: '고2 A반', days: ['TUE', 'THU'], start: '19:00', end: '21:30' }],
  startDate: '2026-03-02',
  capacity: 12,
  seatsLeft: 0,
};

const head = (pathname: string, data: PageData = {}, publicUrl: string | null = null) =>
  headTags(pageHeadFor(serverPageFor(pathname), pathname, data, publicUrl), publicUrl);

describe('page head', () => {
  it('gives the landing page its title, description, relative canonical and Open Graph tags', () => {
    const html = head('/');
    expect(html).toContain('<title>이든 영어학원 | 중·고등 내신 영어 · TOEIC</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]*TOEIC[^"]*">/);
    expect(html).toContain('<link rel="canonical" href="/">');
    expect(html).toContain('<meta property="og:url" content="/">');
    expect(html).toContain('<meta property="og:image" content="/assets/og/academy.jpg">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('makes every URL absolute under PUBLIC_URL, without a trailing slash on pages', () => {
    const html = head('/gallery/', {}, 'https://eden-english.kr');
    expect(html).toContain('<link rel="canonical" href="https://eden-english.kr/gallery">');
    expect(html).toContain('<meta property="og:image" content="https://eden-english.kr/assets/og/academy.jpg">');
  });

  it('describes the academy as an EducationalOrganization on / and /about only', () => {
    for (const path of ['/', '/about']) {
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head(path))![1]!;
      expect(JSON.parse(json)).toMatchObject({
        '@type': 'EducationalOrganization',
        name: '이든 영어학원',
        telephone: '055-264-7780',
        address: { '@type': 'PostalAddress', addressLocality: '창원시' },
      });
    }
    expect(head('/courses')).not.toContain('application/ld+json');
  });

  it('titles a program page after the program, escaped, with a Course in JSON-LD that cannot close its script', () => {
    const html = head('/program/exam-prep', { '/api/programs/exam-prep': { status: 200, body: program } });
    expect(html).toContain(
      '<title>집중반 &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | 이든 영어학원</title>',
    );
    expect(html).toContain('<meta name="description" content="시험 직전 &quot;마무리&quot; 과정">');
    expect(html).not.toContain('</script><script>alert(1)');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'Course',
      name: program.title,
      provider: { name: '이든 영어학원' },
    });
  });

  it('offers the monthly tuition in KRW and each class as a weekly CourseInstance from the start date', () => {
    const html = head('/program/exam-prep', { '/api/programs/exam-prep': { status: 200, body: program } });
    const course = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(course.offers).toMatchObject({
      '@type': 'Offer',
      price: 250000,
      priceCurrency: 'KRW',
      availability: 'https://schema.org/SoldOut',
    });
    expect(course.hasCourseInstance).toEqual([
      expect.objectContaining({
        '@type': 'CourseInstance',
        name: '고2 A반',
        startDate: '2026-03-02',
        maximumAttendeeCapacity: 12,
        remainingAttendeeCapacity: 0,
        courseSchedule: expect.objectContaining({
          byDay: ['https://schema.org/Tuesday', 'https://schema.org/Thursday'],
          startTime: '19:00',
          endTime: '21:30',
          repeatFrequency: 'P1W',
          scheduleTimezone: 'Asia/Seoul',
        }),
      }),
    ]);
  });

  it('leaves offers and course instances out when the program shows no facts', () => {
    const bare = { ...program, tuition: null, schedule: [], startDate: null, capacity: null, seatsLeft: null };
    const html = head('/program/exam-prep', { '/api/programs/exam-prep': { status: 200, body: bare } });
    expect(html).toContain('"@type":"Course"');
    expect(html).not.toContain('"offers"');
    expect(html).not.toContain('hasCourseInstance');
  });

  it('keeps a missing program and an unknown path out of the index', () => {
    const missing = head('/program/nope', {
      '/api/programs/nope': { status: 404, body: { ok: false, statusCode: 404, code: 'NOT_FOUND', message: '없음' } },
    });
    expect(missing).toContain('<meta name="robots" content="noindex">');
    expect(missing).not.toContain('rel="canonical"');
    expect(head('/nope')).toContain('<title>페이지를 찾을 수 없습니다 | 이든 영어학원</title>');
  });
});
