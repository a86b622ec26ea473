import { createTestApp, type TestApp } from './support/test-app';

describe('response compression (e2e)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gzips JSON answers for clients that accept it', async () => {
    const response = await t.http().get('/api/programs').set('Accept-Encoding', 'gzip').expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body.length).toBeGreaterThan(0);
  });

  it('leaves the video proxy uncompressed so byte ranges stay exact', async () => {
    const response = await t.http().get('/proxy/video?u=x').set('Accept-Encoding', 'gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
