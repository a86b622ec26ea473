import { DataSource } from 'typeorm';
import { ACADEMY_FACT_MESSAGES as M, DEFAULT_ACADEMY_FACTS, type AcademyFacts } from '@academy/common';
import { AuditRecord } from '../src/audit/audit-record.entity';
import { agentsForAll, type Agent, type Caller } from './support/accounts';
import { standInRemote, standInShell, renderProbe } from './support/site-stand-ins';
import { createTestApp, type TestApp } from './support/test-app';

/** A whole form, as the 학원 정보 screen sends it. */
const form = (overrides: Partial<AcademyFacts> = {}): AcademyFacts => ({
  ...DEFAULT_ACADEMY_FACTS,
  name: '새봄 영어학원',
  representative: '김새봄',
  phone: '055-111-2222',
  registrationNumber: '제2026-17호 (창원교육지원청)',
  businessNumber: '1234567890',
  privacyOfficer: { name: '박보호', contact: 'privacy@saebom.kr' },
  kakaoChannelUrl: 'https://pf.kakao.com/_saebom',
  ...overrides,
});

const dataOf = (html: string) =>
  JSON.parse(/<script id="__DATA__" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as Record<
    string,
    { status: number; body: unknown }
  >;

/**
 * The academy's facts (학원 정보): public read, ADMIN-only edit, validation, audit, and the next
 * server-rendered page drawing the change (the page cache is dropped by the write).
 */
describe('academy facts (e2e)', () => {
  let t: TestApp;
  let agents: Record<Caller, Agent>;
  const page = (pathname: string) => t.http().get(pathname).set('Accept', 'text/html').set('Host', 'academy.test');

  beforeAll(async () => {
    renderProbe();
    t = await createTestApp(
      { KAKAO_CHANNEL_URL: 'https://pf.kakao.com/_fromenv', PAGE_CACHE_SECONDS: '300' },
      undefined,
      {
        serveWebApps: true,
        webAppDirs: { shell: standInShell(), public: standInRemote() },
      },
    );
    agents = await agentsForAll(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers anyone the seeded facts, the KakaoTalk channel from KAKAO_CHANNEL_URL while none is stored', async () => {
    const response = await t.http().get('/api/academy').expect(200);
    expect(response.body).toEqual({ ...DEFAULT_ACADEMY_FACTS, kakaoChannelUrl: 'https://pf.kakao.com/_fromenv' });
  });

  it.each([
    ['visitor', 401],
    ['PENDING', 403],
    ['VERIFIED', 403],
    ['console', 403],
  ] as const)('refuses %s a change (%i) and stores nothing', async (caller, status) => {
    const response = await agents[caller].put('/api/admin/academy').send(form());
    expect(response.status).toBe(status);
    expect((await t.http().get('/api/academy')).body.name).toBe(DEFAULT_ACADEMY_FACTS.name);
  });

  it.each([
    ['name', { name: '  ' }, M.name],
    ['phone', { phone: '전화 주세요' }, M.phone],
    ['email', { email: 'not-an-address' }, M.email],
    ['businessNumber', { businessNumber: '123-45-678' }, M.businessNumber],
    ['registrationNumber', { registrationNumber: '' }, M.registrationNumber],
    ['privacyOfficer', { privacyOfficer: { name: '박보호', contact: '' } }, M.officerContact],
    ['kakaoChannelUrl', { kakaoChannelUrl: 'javascript:alert(1)' }, M.kakaoChannelUrl],
    ['contactHours', { contactHours: [] }, M.hoursList],
    ['consultationHours', { consultationHours: [{ days: '평일', hours: '' }] }, M.hoursHours],
  ])('answers 400 naming %s with its Korean message', async (field, overrides, message) => {
    const response = await agents.ADMIN.put('/api/admin/academy').send(form(overrides as Partial<AcademyFacts>));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ ok: false, statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(response.body.errors).toContainEqual({ field, message });
  });

  it('answers 400, not 500, for a body of the wrong types', async () => {
    const response = await agents.ADMIN.put('/api/admin/academy').send({
      ...form(),
      privacyOfficer: 'x',
      contactHours: 'x',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'contactHours',
      'privacyOfficer',
    ]);
  });

  it("stores an ADMIN's change, audits it, and the next server-rendered / shows it", async () => {
    // Rendered and kept before the change: the write must drop the kept copy.
    const before = await page('/').expect(200);
    expect(dataOf(before.text)['/api/academy']!.body).toMatchObject({ name: DEFAULT_ACADEMY_FACTS.name });

    const saved = await agents.ADMIN.put('/api/admin/academy').send(form()).expect(200);
    expect(saved.body).toMatchObject({ name: '새봄 영어학원', businessNumber: '123-45-67890' });

    const after = await page('/').expect(200);
    expect(dataOf(after.text)['/api/academy']!.body).toEqual(
      expect.objectContaining({
        name: '새봄 영어학원',
        representative: '김새봄',
        registrationNumber: '제2026-17호 (창원교육지원청)',
        privacyOfficer: { name: '박보호', contact: 'privacy@saebom.kr' },
      }),
    );
    // JSON-LD on the landing page names the academy as stored.
    expect(after.text).toContain('"name":"새봄 영어학원"');
    expect(after.text).toContain('"telephone":"055-111-2222"');
    // The stored channel wins over KAKAO_CHANNEL_URL on every page that shows the button.
    expect((await t.http().get('/api/site').expect(200)).body.kakaoChannelUrl).toBe('https://pf.kakao.com/_saebom');

    const rows = await t.app.get(DataSource).getRepository(AuditRecord).findBy({ action: 'ACADEMY_UPDATE' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorType: 'ADMIN', targetType: 'ACADEMY', targetId: 'academy' });
    expect(rows[0]!.summary).toContain('학원 이름');
    expect(rows[0]!.summary).toContain('사업자등록번호');
    // Names of the changed fields, never their values.
    expect(rows[0]!.summary).not.toContain('1234567890');
  });

  it('clearing the channel falls back to KAKAO_CHANNEL_URL', async () => {
    await agents.ADMIN.put('/api/admin/academy')
      .send(form({ kakaoChannelUrl: '' }))
      .expect(200);
    expect((await t.http().get('/api/academy')).body.kakaoChannelUrl).toBe('https://pf.kakao.com/_fromenv');
  });

  it('renders /privacy and /terms with the facts and the retention settings, each version at ?version=N', async () => {
    const privacy = await page('/privacy').expect(200);
    const data = dataOf(privacy.text);
    expect(data['/api/academy']!.body).toMatchObject({ name: '새봄 영어학원' });
    expect(data['/api/site']!.body).toMatchObject({ retention: expect.any(Object) });
    expect(privacy.text).toContain('<title>개인정보처리방침');
    const versioned = await page('/privacy?version=1&utm=x').expect(200);
    expect(versioned.text).toContain('<h1>/privacy?version=1</h1>');
    await page('/terms').expect(200);
    const sitemap = await t.http().get('/sitemap.xml').expect(200);
    expect(sitemap.text).toContain('/privacy</loc>');
    expect(sitemap.text).toContain('/terms</loc>');
  });
});
