import { describeNotUtf8mb4, refuseTablesNotUtf8mb4, TableCharsetError } from './table-charsets';

describe('the start-up check of table character sets', () => {
  it('names a latin1 table once (not each of its columns), and a latin1 column of a utf8mb4 table', () => {
    expect(
      describeNotUtf8mb4([
        { table: 'courses', column: null, charset: 'latin1' },
        { table: 'courses', column: 'slug', charset: 'latin1' },
        { table: 'courses', column: 'title', charset: 'latin1' },
        { table: 'users', column: 'firstName', charset: 'utf8mb3' },
      ]),
    ).toBe('courses (latin1), users.firstName (utf8mb3)');
  });

  it('refuses with a Korean message naming the table and its character set', async () => {
    const runner = { query: async () => [{ tableName: 'notices', columnName: null, charset: 'latin1' }] };
    const failure = await refuseTablesNotUtf8mb4(runner).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TableCharsetError);
    expect((failure as Error).message).toMatch(/^utf8mb4 가 아닌 테이블이 있어 .*: notices \(latin1\)\./);
  });

  it('lets a database whose tables are all utf8mb4 start', async () => {
    await expect(refuseTablesNotUtf8mb4({ query: async () => [] })).resolves.toBeUndefined();
  });
});
