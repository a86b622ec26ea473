import { api } from '../api-client/client';
import { apiError, makeCourse, mockApi } from './index';

// The route table is checked against api/openapi.json's generated types: `npm run typecheck` fails
// on each line below marked @ts-expect-error if it ever stops being an error.
describe("the fake API's route table", () => {
  it('answers a described route with what that route answers, through the typed client', async () => {
    const course = makeCourse({ title: '중등 내신' });
    mockApi(null, {
      'GET /api/courses': { body: [course] },
      'GET /api/courses/c1': { body: { ...course, videos: [] } },
      'DELETE /api/me': apiError(400, 'INVALID_PASSWORD', '비밀번호가 올바르지 않습니다.'),
    });
    await expect(api.get('/courses')).resolves.toEqual([course]);
  });

  it('refuses, at type-check time, a route the API does not describe and a body its route never sends', () => {
    const fakes = [
      // @ts-expect-error no such route: GET /api/course
      () => mockApi(null, { 'GET /api/course': { body: [] } }),
      // @ts-expect-error /api/courses answers courses, not names
      () => mockApi(null, { 'GET /api/courses': { body: [{ name: '중등 내신' }] } }),
      // @ts-expect-error POST /api/auth/login answers { ok, message, user }
      () => mockApi(null, { 'POST /api/auth/login': { body: { ok: true } } }),
      // @ts-expect-error a refusal carries a refusal's status
      () => mockApi(null, { 'GET /api/courses': { status: 302, body: {} } }),
    ];
    expect(fakes).toHaveLength(4);
  });
});
