import { apiQuery, isFiltered, viewFromParams } from './audit-query';
import { targetPath } from './audit-target';

describe('the audit screen’s address', () => {
  it('keeps known filters and drops the rest', () => {
    const view = viewFromParams(
      new URLSearchParams(
        'actorType=CONSOLE&action=MEMBER_APPROVE&targetType=USER&from=2026-03-01&to=tomorrow&page=3&q=%20kim%20',
      ),
    );
    expect(view).toEqual({
      actorType: 'CONSOLE',
      action: 'MEMBER_APPROVE',
      targetType: undefined,
      q: 'kim',
      from: '2026-03-01',
      to: undefined,
      page: 3,
    });
    expect(isFiltered(view)).toBe(true);
    expect(viewFromParams(new URLSearchParams('page=0'))).toEqual({ page: 1 });
    expect(isFiltered(viewFromParams(new URLSearchParams('page=2')))).toBe(false);
  });

  it('asks the API for whole Korean days', () => {
    const query = apiQuery({ from: '2026-03-01', to: '2026-03-02', page: 2 }, { paged: true });
    expect(query).toEqual({
      // 00:00 on 1 March to the last millisecond of 2 March, Korean time.
      from: '2026-02-28T15:00:00.000Z',
      to: '2026-03-02T14:59:59.999Z',
      page: 2,
      pageSize: 20,
    });
    expect(apiQuery({ action: 'ADMIN_LOGIN', page: 2 }, { paged: false })).toEqual({ action: 'ADMIN_LOGIN' });
  });
});

describe('targetPath', () => {
  it.each([
    [{ targetType: 'MEMBER', targetId: 'u 1', targetExists: true }, '/admin/members?status=all&member=u%201'],
    [{ targetType: 'COURSE', targetId: 'c1', targetExists: true }, '/admin/courses'],
    [{ targetType: 'PROGRAM', targetId: 'p1', targetExists: true }, '/_superadmin'],
    [{ targetType: 'COURSE', targetId: 'c1', targetExists: false }, null],
    [{ targetType: 'CONSOLE', targetId: null, targetExists: false }, null],
  ] as const)('%j → %s', (entry, path) => {
    expect(targetPath(entry)).toBe(path);
  });
});
