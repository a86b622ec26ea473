import { MESSAGES } from '@academy/common';
import { readOpenApiDocument } from '../src/openapi/openapi-file';
import { createTestApp } from './support/test-app';

const NOT_FOUND = { ok: false, statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.errors.notFound };

describe('OpenAPI page (e2e)', () => {
  it('is not served with API_DOCS=false: /api/docs and its JSON answer 404', async () => {
    const t = await createTestApp({ API_DOCS: 'false' });
    try {
      expect((await t.http().get('/api/docs').expect(404)).body).toEqual(NOT_FOUND);
      expect((await t.http().get('/api/docs-json').expect(404)).body).toEqual(NOT_FOUND);
    } finally {
      await t.close();
    }
  });

  it('is served with API_DOCS=true, the health routes included', async () => {
    const t = await createTestApp({ API_DOCS: 'true' });
    try {
      await t.http().get('/api/docs').expect(200).expect('Content-Type', /html/);
      const document = await t.http().get('/api/docs-json').expect(200);
      expect(Object.keys(document.body.paths)).toEqual(
        expect.arrayContaining(['/api/health', '/api/health/live', '/api/health/ready']),
      );
      // The checked-in file itself (openapi.e2e-spec.ts keeps it equal to what the code generates).
      expect(document.body).toEqual(readOpenApiDocument());
    } finally {
      await t.close();
    }
  });
});
