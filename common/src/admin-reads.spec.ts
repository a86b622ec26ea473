import { adminScreenReads, MEMBER_TABLE, memberViewOf, reportFiltersOf } from './admin-reads';
import { MEMBER_PAGE } from './roles';
import { lastDays } from './korean-days';

const query = (text: string) => new URLSearchParams(text);

describe('adminScreenReads', () => {
  it("reads the open member tab's page and one row of every other tab (its count), for the search in the address", () => {
    expect(
      adminScreenReads('/admin/members', query('status=verified&q=%20kim%20&role=ADMIN&page=2&sort=name&order=asc')),
    ).toEqual([
      '/api/admin/members?status=verified&q=kim&role=ADMIN&sort=name&order=asc&page=2&pageSize=20',
      '/api/admin/members?status=pending&q=kim&role=ADMIN&pageSize=1',
      '/api/admin/members?status=rejected&q=kim&role=ADMIN&pageSize=1',
      '/api/admin/members?status=all&q=kim&role=ADMIN&pageSize=1',
    ]);
  });

  it('reads the pending tab, newest first, 20 a page, when the address names no view', () => {
    expect(adminScreenReads('/admin/members/', query(''))).toEqual([
      '/api/admin/members?status=pending&sort=createdAt&order=desc&page=1&pageSize=20',
      '/api/admin/members?status=verified&pageSize=1',
      '/api/admin/members?status=rejected&pageSize=1',
      '/api/admin/members?status=all&pageSize=1',
    ]);
  });

  it.each([
    ['status=admin&role=nobody', 'a status that is no tab, an unknown role'],
    ['page=0&pageSize=7', 'a zero page and a size not offered'],
    ['page=1.5&pageSize=1000', 'a fraction and a size over the largest'],
    ['page=9999999&sort=password&order=asc', 'a page too long and a field not sortable'],
    ['sort=name&order=sideways', 'an unknown order'],
  ])('reads %s (%s) as the default view', (search) => {
    expect(memberViewOf(query(search))).toEqual(memberViewOf(query('')));
  });

  it('keeps what the table state keeps: a size it offers, the order turned off, the first allowed role', () => {
    expect(memberViewOf(query('pageSize=100&sort=none&role=nobody&role=PENDING'))).toEqual({
      status: 'pending',
      q: '',
      role: 'PENDING',
      sort: undefined,
      page: 1,
      pageSize: 100,
    });
    expect(adminScreenReads('/admin/members', query('status=all&sort=none'))[0]).toBe(
      '/api/admin/members?status=all&page=1&pageSize=20',
    );
  });

  it('offers no page size the server would refuse', () => {
    expect(Math.max(...MEMBER_TABLE.pageSizes)).toBeLessThanOrEqual(MEMBER_PAGE.sizeMax);
    expect(MEMBER_TABLE.pageSizes).toContain(MEMBER_TABLE.defaultPageSize);
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
