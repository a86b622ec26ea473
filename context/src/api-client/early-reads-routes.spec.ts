import fs from 'node:fs';
import path from 'node:path';
import { SESSION_READ } from '@academy/common';
import { adminScreenReads } from '@academy/common/admin-reads';
import { apiUrl } from './client';

// The shell reads these before any screen's code is loaded, so it names them as strings
// (@academy/common); each must be a GET the API describes, or the screen's own read would not
// find it and ask again.
const document = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', 'api', 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};
const GET_ROUTES = Object.entries(document.paths)
  .filter(([, item]) => 'get' in item)
  .map(([route]) => new RegExp(`^${route.replace(/\{[^}]+\}/g, '[^/]+')}$`));

const describedGet = (url: string) => GET_ROUTES.some((route) => route.test(new URL(url, 'http://localhost').pathname));

describe('the reads the shell starts early', () => {
  it('are the session check the auth context asks for', () => {
    expect(SESSION_READ).toBe(apiUrl('/auth/user'));
  });

  it.each([
    ['/admin/members', ''],
    ['/admin/members', '?q=김&role=VERIFIED'],
    ['/admin/analytics', ''],
    ['/admin/analytics', '?from=2026-11-01&to=2026-11-07&courseId=c1'],
  ])('are GET routes of api/openapi.json for %s%s', (pathname, search) => {
    const reads = adminScreenReads(pathname, new URLSearchParams(search));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.filter((url) => !describedGet(url))).toEqual([]);
  });
});
