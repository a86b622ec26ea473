import { adminScreenReads, membersUrl, reportFiltersOf } from './admin-reads';
import { lastDays } from './korean-days';

const query = (text: string) => new URLSearchParams(text);

describe('adminScreenReads', () => {
  it('reads every member tab for the search in the address, an unknown role being no filter', () => {
    expect(adminScreenReads('/admin/members', query('q=%20kim%20&role=ADMIN&page=2'))).toEqual([
      '/api/admin/members?status=pending&q=kim&role=ADMIN',
      '/api/admin/members?status=verified&q=kim&role=ADMIN',
      '/api/admin/members?status=rejected&q=kim&role=ADMIN',
      '/api/admin/members?status=all&q=kim&role=ADMIN',
    ]);
    expect(adminScreenReads('/admin/members/', query('role=nobody'))).toEqual(
      ['pending', 'verified', 'rejected', 'all'].map((status) => membersUrl({ status: status as 'all' })),
    );
  });

  it("reads the analytics report of the address's range, the default range when it names none", () => {
    const { from, to } = lastDays(30);
    expect(adminScreenReads('/admin/analytics', query(''))).toEqual([
      '/api/admin/courses',
      `/api/admin/analytics/summary?from=${from}&to=${to}`,
      `/api/admin/analytics/daily?from=${from}&to=${to}`,
      `/api/admin/analytics/videos?from=${from}&to=${to}`,
    ]);
    expect(adminScreenReads('/admin/analytics', query('from=2026-11-01&to=2026-11-07&courseId=c1'))).toContain(
      '/api/admin/analytics/daily?from=2026-11-01&to=2026-11-07&courseId=c1',
    );
  });

  it('asks nothing the server would refuse, nor for screens it does not know', () => {
    expect(adminScreenReads('/admin/analytics', query('from=2026-11-07&to=2026-11-01'))).toEqual([
      '/api/admin/courses',
    ]);
    expect(reportFiltersOf(query('from=2026-02-30'), { from: '2026-11-01', to: '2026-11-30' }).filters.from).toBe(
      '2026-11-01',
    );
    expect(adminScreenReads('/admin/videos', query(''))).toEqual([]);
    expect(adminScreenReads('/admin', query(''))).toEqual([]);
  });
});
