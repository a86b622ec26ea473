import { DEFAULT_RETENTION } from '@academy/common';
import { createTestApp, type TestApp } from './support/test-app';

/** GET /api/site: what the public pages take from the server's environment (the 카카오톡 상담 button). */
describe('site settings (e2e)', () => {
  describe('with KAKAO_CHANNEL_URL', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        KAKAO_CHANNEL_URL: 'https://pf.kakao.com/_xkAbcd',
        UNAPPROVED_RETENTION_DAYS: '30',
        CONSULT_RETENTION_DAYS: '45',
        AUDIT_RETENTION_DAYS: '400',
      });
    });
    afterAll(async () => {
      await t.close();
    });

    it('answers anyone the channel address', async () => {
      const response = await t.http().get('/api/site').expect(200);
      expect(response.body).toEqual({
        kakaoChannelUrl: 'https://pf.kakao.com/_xkAbcd',
        // The consent texts and the privacy policy state the figures the sweeps delete by.
        retention: { unapprovedAccounts: 30, consultations: 45, auditLog: 400, sessions: 7, mailOutbox: 30 },
      });
    });
  });

  describe('without it', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('answers null: no button', async () => {
      const response = await t.http().get('/api/site').expect(200);
      expect(response.body).toEqual({ kakaoChannelUrl: null, retention: DEFAULT_RETENTION });
    });
  });
});
