import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from './support/test-app';

describe('platform (e2e)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/health answers ok with the database up', async () => {
    const response = await t.http().get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', db: 'up' });
  });

  it('GET /api/health/live and /api/health/ready answer 200 with the database up', async () => {
    expect((await t.http().get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
    expect((await t.http().get('/api/health/ready').expect(200)).body).toEqual({ status: 'ok', db: 'up' });
  });

  it('answers an unknown API path with the Korean 404 body', async () => {
    const response = await t.http().get('/api/does-not-exist').expect(404);
    expect(response.body).toEqual({
      ok: false,
      statusCode: 404,
      code: 'NOT_FOUND',
      message: '요청하신 항목을 찾을 수 없습니다.',
    });
  });

  it('answers a broken JSON body with 400 and a Korean message, never a 500', async () => {
    const response = await t
      .http()
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send('{"broken"')
      .expect(400);
    expect(response.body).toMatchObject({
      ok: false,
      code: 'BAD_REQUEST',
      message: '요청 본문이 올바른 JSON 형식이 아닙니다.',
    });
  });

  it('refuses a state-changing request sent from another site', async () => {
    const response = await t.http().post('/api/health').set('Origin', 'https://evil.example').send({}).expect(403);
    expect(response.body).toMatchObject({
      code: 'FORBIDDEN',
      message: '다른 사이트에서 보낸 요청은 처리할 수 없습니다.',
    });
  });

  it('answers 503 when the database is gone', async () => {
    const other = await createTestApp();
    await other.app.get(DataSource).destroy();
    const response = await other.http().get('/api/health').expect(503);
    expect(response.body).toEqual({ status: 'error', db: 'down' });
    expect((await other.http().get('/api/health/ready').expect(503)).body).toEqual({ status: 'error', db: 'down' });
    // The process itself is fine: an orchestrator must not restart it for the database's sake.
    await other.http().get('/api/health/live').expect(200);
    await other.close().catch(() => undefined);
  });
});
