import express from 'express';
import request from 'supertest';
import { siteOrigin } from './site-origin';

/** A bare Express app that answers the origin it would write into a page. */
function appWith(trustProxy: false | string, publicUrl: string | null = null) {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.get('/', (req, res) => {
    res.json({ origin: siteOrigin(req, publicUrl) });
  });
  return app;
}

const originOf = async (app: express.Express, headers: Record<string, string>) =>
  (await request(app).get('/').set(headers).expect(200)).body.origin as string | null;

describe('siteOrigin', () => {
  it('takes the address the browser opened when PUBLIC_URL is unset', async () => {
    expect(await originOf(appWith(false), { Host: 'academy.test:3000' })).toBe('http://academy.test:3000');
  });

  it("ignores a proxy's X-Forwarded-Host and -Proto unless TRUST_PROXY trusts it", async () => {
    const forwarded = { Host: '127.0.0.1:3000', 'X-Forwarded-Host': 'eden.example', 'X-Forwarded-Proto': 'https' };
    expect(await originOf(appWith(false), forwarded)).toBe('http://127.0.0.1:3000');
    expect(await originOf(appWith('loopback'), forwarded)).toBe('https://eden.example');
  });

  it('lets PUBLIC_URL win over the host and any forwarded header', async () => {
    const app = appWith('loopback', 'https://eden-english.kr');
    expect(await originOf(app, { Host: 'other.test', 'X-Forwarded-Host': 'evil.test' })).toBe(
      'https://eden-english.kr',
    );
  });

  it('writes no origin from a host that is not a host name', async () => {
    expect(await originOf(appWith('loopback'), { 'X-Forwarded-Host': '"><script>x</script>' })).toBeNull();
  });
});
