import type { DataSource } from 'typeorm';
import { memberSearch, memberSearchCondition, memberSearchPattern, reportSql } from './member-search';

const dialect = (type: string) => reportSql({ options: { type } } as DataSource);

describe('member search, one SQL for the member list and the report', () => {
  it.each([
    ['sqlite', "(COALESCE(u.`lastName`, '') || COALESCE(u.`firstName`, ''))"],
    ['better-sqlite3', "(COALESCE(u.`lastName`, '') || COALESCE(u.`firstName`, ''))"],
    ['mysql', "CONCAT(COALESCE(u.`lastName`, ''), COALESCE(u.`firstName`, ''))"],
    ['mariadb', "CONCAT(COALESCE(u.`lastName`, ''), COALESCE(u.`firstName`, ''))"],
  ])('joins the whole name the way %s does', (type, wholeName) => {
    expect(memberSearchCondition(dialect(type), ':pattern')).toContain(`LOWER(${wholeName}) LIKE :pattern ESCAPE '!'`);
  });

  it('gives the report one parameter per placeholder, and the list the same predicate', () => {
    const sql = dialect('mysql');
    const search = memberSearch(sql, 'Kim');
    expect(search.sql).toBe(` AND ${memberSearchCondition(sql, '?')}`);
    expect(search.params).toHaveLength(search.sql.split('?').length - 1);
    expect(new Set(search.params)).toEqual(new Set(['%kim%']));
    expect(memberSearchCondition(sql, ':pattern').replaceAll(':pattern', '?')).toBe(memberSearchCondition(sql, '?'));
  });

  it('adds nothing without a query', () => {
    expect(memberSearch(dialect('sqlite'), '')).toEqual({ sql: '', params: [] });
    expect(memberSearch(dialect('sqlite'), null)).toEqual({ sql: '', params: [] });
  });

  it('matches wildcards literally and composed accents as stored', () => {
    expect(memberSearchPattern('100%_!')).toBe('%100!%!_!!%');
    expect(memberSearchPattern('Jose\u0301')).toBe('%jos\u00e9%');
  });
});
