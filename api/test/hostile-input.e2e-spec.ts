import { agentsForAll, type Agent, type Caller } from './support/accounts';
import { errorBodyShape, freshClientIp, HANGUL } from './support/error-shape';
import { sendRaw } from './support/raw-body';
import { createTestApp, type TestApp } from './support/test-app';
import { DTO_FIELD_CASES, FAMILIES } from './hostile/families';
import { ROUTES } from './hostile/routes';

interface RouterLayer {
  name: string;
  route?: { path: string; methods: Record<string, boolean> };
}

/** What the app really serves, read from Express's router (the OpenAPI pages aside). */
function servedRoutes(t: TestApp): string[] {
  const express = t.app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
  return express.router.stack
    .flatMap(({ route }) => (route ? Object.keys(route.methods).map((method) => `${method} ${route.path}`) : []))
    .filter((route) => !route.includes('/api/docs'));
}

/** Express's own layers, in the order a request meets them. */
function routerLayers(t: TestApp): RouterLayer[] {
  return (t.app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } }).router.stack;
}

/** The floor for the corpus (over HTTP and at DTO level); the families generate well over it. */
const MINIMUM_CASES = 400;

/**
 * The bad-input corpus over HTTP, each request signed in as the caller the route needs, so the
 * refusal is about the input. Every answer is a 4xx with the API's error body and a Korean
 * message — never a 5xx. Middleware families go to one route per way the body parser is reached,
 * and a router family proves every route sits behind that middleware; field values are checked at
 * DTO level (hostile/field-values.e2e-spec.ts) with one HTTP case per field kind here. One app for
 * the whole file; each request comes from its own address (TRUST_PROXY=1) so no per-IP throttle
 * is met by accident.
 */
describe('hostile input: every route answers hostile input 4xx, never 5xx (e2e)', () => {
  const total = FAMILIES.reduce((sum, family) => sum + family.cases.length, 0) + DTO_FIELD_CASES.length;
  let t: TestApp;
  let agents: Record<Caller, Agent>;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    agents = await agentsForAll(t);
  });
  afterAll(async () => {
    console.log(
      [
        `hostile-input: ${total} cases`,
        `  field values at DTO level: ${DTO_FIELD_CASES.length}`,
        ...FAMILIES.map((family) => `  ${family.name}: ${family.cases.length}`),
      ].join('\n'),
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

  it('mounts the query and body middleware before every route', () => {
    const layers = routerLayers(t);
    const firstRoute = layers.findIndex((layer) => layer.route);
    const at = (name: string) => layers.findIndex((layer) => layer.name === name);
    expect(firstRoute).toBeGreaterThan(0);
    // jsonBody's parser is an anonymous closure; bodyErrors, its error handler, is mounted right after it.
    expect(layers[at('bodyErrors') - 1].name).toBe('<anonymous>');
    expect(at('singleValuedQuery')).toBeGreaterThanOrEqual(0);
    expect(at('singleValuedQuery')).toBeLessThan(firstRoute);
    expect(at('bodyErrors')).toBeGreaterThan(at('singleValuedQuery'));
    expect(at('bodyErrors')).toBeLessThan(firstRoute);
    // singleValuedQuery is mounted on /api and /proxy: no route lives elsewhere.
    expect(servedRoutes(t).filter((route) => !/^\w+ \/(api|proxy)\//.test(route))).toEqual([]);
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
      // A refused field or query parameter is named in `errors` with a Korean message.
      const expectedFields = hostile.field ? [hostile.field] : [];
      const errors: Array<{ field: string; message: string }> = response.body.errors ?? [];
      const named = errors.filter(({ field, message }) => expectedFields.includes(field) && HANGUL.test(message));
      expect([...new Set(named.map(({ field }) => field))]).toEqual(expectedFields);
    });
  });
});
