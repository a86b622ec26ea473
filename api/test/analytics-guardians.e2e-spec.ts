import { DataSource } from 'typeorm';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { ParentLink } from '../src/parents/parent-link.entity';
import { createMember, signedInAdmin, signedInMember, signIn, type Agent } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

const RANGE = 'from=2030-03-10&to=2030-03-12';

/** The report's members with and without a confirmed guardian (?guardian=), on real parent_links rows. */
describe('analytics members by guardian (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  /** Linked through the routes (code, request, staff confirmation). */
  let linked: string;
  /** A parent asked, staff have not confirmed: no guardian yet. */
  let waiting: string;
  /** No parent at all. */
  let alone: string;

  const db = () => t.app.get(DataSource);

  /** A parent signs up, asks with the student's code, and (when `confirm`) staff confirm the request. */
  async function linkParent(student: Agent, { confirm }: { confirm: boolean }) {
    const parent = await createMember(t, 'PARENT', { firstName: '영희', lastName: '김' });
    const parentAgent = await signIn(t, parent.email, parent.password);
    const code = (await student.get('/api/me/parent-link-code').expect(200)).body.code as string;
    const requested = await parentAgent.post('/api/parent/links').send({ code }).expect(201);
    if (confirm) await admin.post(`/api/admin/parent-links/${requested.body.id}/confirm`).expect(200);
    return parent;
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
    const kim = await signedInMember(t, 'VERIFIED', {
      email: 'guardian-kim@test.local',
      lastName: '김',
      firstName: '민수',
    });
    const lee = await signedInMember(t, 'VERIFIED', {
      email: 'guardian-lee@test.local',
      lastName: '이',
      firstName: '영희',
    });
    const park = await createMember(t, 'VERIFIED', {
      email: 'guardian-park@test.local',
      lastName: '박',
      firstName: '지훈',
    });
    [linked, waiting, alone] = [kim.id, lee.id, park.id];
    await linkParent(kim.agent, { confirm: true });
    // A second guardian still waiting: the member is listed once under "with", not twice.
    await linkParent(kim.agent, { confirm: false });
    await linkParent(lee.agent, { confirm: false });
  });
  afterAll(async () => {
    await t.close();
  });

  async function memberIds(query: string): Promise<{ ids: string[]; total: number }> {
    const response = await admin.get(`/api/admin/analytics/members?${RANGE}&sort=name&order=asc${query}`).expect(200);
    return { ids: response.body.items.map((row: { userId: string }) => row.userId), total: response.body.total };
  }

  it('stores the links the routes made: one confirmed, two waiting', async () => {
    const rows = await db().getRepository(ParentLink).find();
    expect(rows.map((row) => [row.childId, row.status]).sort()).toEqual(
      [
        [linked, 'CONFIRMED'],
        [linked, 'PENDING'],
        [waiting, 'PENDING'],
      ].sort(),
    );
  });

  it('without the filter lists every student (parents are not students)', async () => {
    await expect(memberIds('')).resolves.toEqual({ ids: [linked, alone, waiting], total: 3 });
  });

  it('guardian=with lists the students with a confirmed guardian, once each', async () => {
    await expect(memberIds('&guardian=with')).resolves.toEqual({ ids: [linked], total: 1 });
  });

  it('guardian=without lists the others, a request still waiting included', async () => {
    await expect(memberIds('&guardian=without')).resolves.toEqual({ ids: [alone, waiting], total: 2 });
  });

  it('counts the filter in the total and the pages alike', async () => {
    await expect(memberIds('&guardian=without&pageSize=1&page=2')).resolves.toEqual({ ids: [waiting], total: 2 });
  });

  it('follows a link removed by staff', async () => {
    const link = await db().getRepository(ParentLink).findOneByOrFail({ childId: waiting });
    await admin.post(`/api/admin/parent-links/${link.id}/confirm`).expect(200);
    await expect(memberIds('&guardian=with')).resolves.toEqual({ ids: [linked, waiting], total: 2 });
    await admin.delete(`/api/admin/parent-links/${link.id}`).expect(200);
    await expect(memberIds('&guardian=with')).resolves.toEqual({ ids: [linked], total: 1 });
  });

  it('the CSV takes the same filter', async () => {
    const csv = async (query: string) =>
      (await admin.get(`/api/admin/analytics/members.csv?${RANGE}${query}`).buffer(true).expect(200)).text;
    const withGuardian = await csv('&guardian=with');
    expect(withGuardian).toContain('guardian-kim@test.local');
    expect(withGuardian).not.toContain('guardian-lee@test.local');
    expect(withGuardian).not.toContain('guardian-park@test.local');
    const without = await csv('&guardian=without');
    expect(without).not.toContain('guardian-kim@test.local');
    expect(without).toContain('guardian-lee@test.local');
    expect(without).toContain('guardian-park@test.local');
    expect((await csv('')).trim().split('\r\n')).toHaveLength(4);
  });

  it.each(['yes', 'WITH', '', 'with,without'])(
    'refuses guardian=%p in Korean, on the list and the CSV',
    async (value) => {
      for (const path of ['/api/admin/analytics/members', '/api/admin/analytics/members.csv']) {
        const response = await admin.get(`${path}?${RANGE}&guardian=${encodeURIComponent(value)}`);
        expect({ path, status: response.status, code: response.body.code, errors: response.body.errors }).toEqual({
          path,
          status: 400,
          code: 'VALIDATION_FAILED',
          errors: [{ field: 'guardian', message: ADMIN_MESSAGES.analytics.guardianInvalid }],
        });
      }
    },
  );
});
