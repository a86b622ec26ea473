import { DataSource } from 'typeorm';
import { addWeeks, seoulWeek } from '@academy/common/korean-days';
import { User } from '../src/members/user.entity';
import { signedInAdmin, signedInMember, signIn, signupBody, uniqueEmail, type Agent } from './support/accounts';
import {
  renderProbe,
  standInMemberRemote,
  standInRemote,
  standInShell,
  type RenderProbe,
} from './support/site-stand-ins';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * /parent drawn on the server for the parent whose session asks (the route table's
 * SessionRendering), with a stand-in shell bundle that prints the data it was given: whose data a
 * page carries, that nothing of it is kept, and who gets the client-rendered page instead. The
 * real page, hydrated in Chromium, is e2e/tests/parent-journey.e2e.ts.
 */
type PageData = Record<string, { status: number; body: unknown }>;

const dataOf = (html: string): PageData | null => {
  const found = /<script id="__DATA__" type="application\/json">(.*?)<\/script>/.exec(html);
  return found ? (JSON.parse(found[1]!) as PageData) : null;
};

describe('/parent rendered for the parent who asks (e2e)', () => {
  let t: TestApp;
  let probe: RenderProbe;
  let admin: Agent;
  let memberRemote: string;

  beforeAll(async () => {
    probe = renderProbe();
    memberRemote = standInMemberRemote();
    // A loaded machine must not turn a page into the client-rendered fallback: whose data a page
    // carries is what is tested here (site-pages.e2e tests the budget).
    t = await createTestApp({ REMOTE_CHECK_SECONDS: '1', RENDER_BUDGET_MS: '10000' }, undefined, {
      serveWebApps: true,
      webAppDirs: { shell: standInShell(), public: standInRemote(), member: memberRemote },
    });
    admin = await signedInAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    probe.mode = 'ok';
  });

  const page = (agent: Agent, path = '/parent') => agent.get(path).set('Accept', 'text/html');

  async function signedInParent(firstName: string) {
    const body = {
      ...signupBody({ firstName, lastName: '부모' }),
      email: uniqueEmail('parent'),
      accountType: 'PARENT',
      phone: '010-2222-3333',
    };
    const response = await t.http().post('/api/auth/signup').send(body);
    expect(response.status).toBe(201);
    return { id: response.body.user.id as string, agent: await signIn(t, body.email, body.password) };
  }

  /** A parent and a child of their own, the link confirmed by staff. */
  async function family(childName: string) {
    const child = await signedInMember(t, 'VERIFIED', { firstName: childName, lastName: '학생' });
    const parent = await signedInParent(`${childName}맘`);
    const code = (await child.agent.get('/api/me/parent-link-code')).body.code as string;
    const requested = await parent.agent.post('/api/parent/links').send({ code });
    expect(requested.status).toBe(201);
    expect((await admin.post(`/api/admin/parent-links/${requested.body.id}/confirm`)).status).toBe(200);
    return { child, parent, linkId: requested.body.id as string };
  }

  it("draws each parent's page from their own answers, exactly as the API answers them, never kept", async () => {
    const notice = await admin
      .post('/api/admin/notices')
      .send({ title: '회원 전용 보강 안내', body: '토요일 보강이 있습니다.', visibility: 'members' });
    expect(notice.status).toBe(201);
    const a = await family('가온');
    const b = await family('나래');

    const response = await page(a.parent.agent);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toMatch(/Cookie/);
    expect(response.text).toContain('<title>학부모 홈 | ');
    expect(response.text).toContain('<meta name="robots" content="noindex">');
    // remote-member's page: its server container rendered it, its style sheet is inlined.
    expect(probe.calls.at(-1)).toMatchObject({ url: '/parent', member: expect.stringContaining('member-stand-in-') });
    expect(response.text).toContain('.ParentHomePage{margin:0}');

    const data = dataOf(response.text)!;
    const reportKey = `/api/parent/children/${a.child.id}/report`;
    expect(Object.keys(data).sort()).toEqual(
      [
        '/api/auth/user',
        '/api/notices',
        '/api/parent/children',
        '/api/parent/links',
        '/api/parent/settings',
        reportKey,
      ].sort(),
    );
    // Every answer is the one the parent's own request gets from the API.
    for (const [key, answer] of Object.entries(data)) {
      const direct = await a.parent.agent.get(key);
      expect({ key, status: answer.status, body: answer.body }).toEqual({
        key,
        status: direct.status,
        body: direct.body,
      });
    }
    expect(JSON.stringify(data['/api/notices']!.body)).toContain('회원 전용 보강 안내');
    expect(response.text).not.toContain(b.child.id);
    expect(response.text).not.toContain('나래');

    // Both families at once, over and over: each page carries its own family and nothing of the other.
    const families = [a, b, a, b, a, b, a, b];
    const pages = await Promise.all(families.map((f) => page(f.parent.agent)));
    pages.forEach((answer, i) => {
      const own = families[i]!;
      const other = own === a ? b : a;
      expect(answer.status).toBe(200);
      expect(dataOf(answer.text)!['/api/auth/user']!.body).toMatchObject({ id: own.parent.id });
      expect(answer.text).toContain(own.child.id);
      expect(answer.text).not.toContain(other.child.id);
      expect(answer.text).not.toContain(other.parent.id);
    });

    // Unlinked, the child is gone from the very next page.
    expect((await a.parent.agent.delete(`/api/parent/links/${a.linkId}`)).status).toBe(200);
    const after = await page(a.parent.agent);
    expect(dataOf(after.text)!['/api/parent/children']!.body).toEqual([]);
    expect(after.text).not.toContain(a.child.id);
  });

  it("opens at the report mail's week, and at this week for a week to come", async () => {
    const { child, parent } = await family('다온');
    const lastWeek = addWeeks(seoulWeek(new Date()), -1);
    const mailWeek = dataOf((await page(parent.agent, `/parent?week=${lastWeek}`)).text)!;
    expect(mailWeek[`/api/parent/children/${child.id}/report?week=${lastWeek}`]!.body).toMatchObject({
      week: lastWeek,
    });
    expect(probe.calls.at(-1)!.url).toBe(`/parent?week=${lastWeek}`);

    const future = dataOf((await page(parent.agent, `/parent?week=${addWeeks(seoulWeek(new Date()), 3)}`)).text)!;
    expect(future[`/api/parent/children/${child.id}/report`]!.body).toMatchObject({ week: seoulWeek(new Date()) });
  });

  it('sends anyone else the client-rendered page, which decides as before, and never a family', async () => {
    const { child, parent } = await family('라온');
    const student = child.agent;
    const pending = await signedInMember(t, 'PENDING');
    const visitor = t.agent();
    const calls = probe.calls.length;
    for (const agent of [visitor, student, pending.agent, admin]) {
      const answer = await page(agent);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(dataOf(answer.text)).toBeNull();
      expect(answer.text).toContain('<div id=root></div>');
      expect(answer.text).not.toContain(child.id);
    }
    expect(probe.calls.length).toBe(calls);

    // A parent whose password must change first sees the change screen, drawn by the browser.
    await t.app.get(DataSource).getRepository(User).update({ id: parent.id }, { mustChangePassword: true });
    const mustChange = await page(parent.agent);
    expect(dataOf(mustChange.text)).toBeNull();
    await t.app.get(DataSource).getRepository(User).update({ id: parent.id }, { mustChangePassword: false });
  });

  it('answers the client-rendered page when the render fails, never a 500', async () => {
    const { child, parent } = await family('마루');
    probe.mode = 'throw';
    const answer = await page(parent.agent);
    expect(answer.status).toBe(200);
    expect(dataOf(answer.text)).toBeNull();
    expect(answer.text).not.toContain(child.id);
  });
});
