import { agentsForAll, type Agent, type Caller } from './support/accounts';
import { errorBodyShape, freshClientIp, HANGUL } from './support/error-shape';
import { sendRaw } from './support/raw-body';
import { createTestApp, type TestApp } from './support/test-app';
import { FAMILIES } from './hostile/families';
import { ROUTES } from './hostile/routes';

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** What the app really serves, read from Express's router (the OpenAPI pages aside). */
function servedRoutes(t: TestApp): string[] {
  const express = t.app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
  return express.router.stack
    .flatMap(({ route }) => (route ? Object.keys(route.methods).map((method) => `${method} ${route.path}`) : []))
    .filter((route) => !route.includes('/api/docs'));
}

/** The floor for the corpus; the families below generate well over it. */
const MINIMUM_CASES = 400;

/**
 * The bad-input corpus: families of hostile requests × every route of the API, each signed in as
 * the caller the route needs, so the refusal is about the input. Every answer is a 4xx with the
 * API's error body and a Korean message — never a 5xx. One app for the whole file; each
 * request comes from its own address (TRUST_PROXY=1) so no per-IP throttle is met by accident.
 */
describe('hostile input: every family against every route answers 4xx, never 5xx (e2e)', () => {
  const total = FAMILIES.reduce((sum, family) => sum + family.cases.length, 0);
  let t: TestApp;
  let agents: Record<Caller, Agent>;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    agents = await agentsForAll(t);
  });
  afterAll(async () => {
    console.log(
      [`hostile-input: ${total} cases`, ...FAMILIES.map((family) => `  ${family.name}: ${family.cases.length}`)].join(
        '\n',
      ),
    );
    await t.close();
  });

  it(`holds at least ${MINIMUM_CASES} cases, each named once`, () => {
    expect(total).toBeGreaterThanOrEqual(MINIMUM_CASES);
    const names = FAMILIES.flatMap((family) => family.cases.map((hostile) => `${family.name}: ${hostile.name}`));
    expect(new Set(names).size).toBe(names.length);
  });

  it('covers every route the app serves', () => {
    const covered = new Set(ROUTES.map((route) => `${route.method} ${route.path}`));
    const served = servedRoutes(t);
    expect(served).toContain('post /api/auth/login');
    // A HEAD route answers with headers only (no body to hold the Korean message); it checks its
    // input with the same code as the GET beside it, which the corpus covers.
    const asCovered = (route: string) => route.replace(/^head /, 'get ');
    expect(served.filter((route) => !covered.has(asCovered(route)))).toEqual([]);
  });

  describe.each(FAMILIES.map((family) => [family.name, family] as const))('%s', (_name, family) => {
    it.each(family.cases.map((hostile) => [hostile.name, hostile] as const))('%s', async (_case, hostile) => {
      const response = await sendRaw(agents[hostile.caller], {
        ...hostile.request,
        headers: { ...hostile.request.headers, ...freshClientIp() },
      });
      expect(response.status).toBeLessThan(500);
      expect(hostile.status).toContain(response.status);
      expect(response.body).toMatchObject(errorBodyShape(response.status, hostile.code));
      expect(response.body.message).toMatch(HANGUL);
      if (hostile.field) {
        expect(response.body.errors).toEqual(
          expect.arrayContaining([{ field: hostile.field, message: expect.stringMatching(HANGUL) }]),
        );
      }
    });
  });
});
