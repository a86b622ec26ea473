import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../src/config/env';
import { dataSourceOptions } from '../src/database/data-source-options';
import { withServerFlavour } from '../src/database/server-flavour';
import { freshMysqlDatabase } from './support/test-app';

const INSERT_USER = (quote: string) =>
  `INSERT INTO ${quote}users${quote} (${['id', 'email', 'passwordHash', 'role'].map((c) => quote + c + quote).join(', ')}) VALUES (?, ?, 'x', ?)`;

/** A database as the previous release left it (only the first migration), with addresses it stored as typed. */
describe('migration ExactEmails (e2e)', () => {
  let database: DatabaseConfig;
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) {
      const mysql = await freshMysqlDatabase(process.env.TEST_DATABASE_URL);
      database = await withServerFlavour({ type: 'mysql', url: mysql.url });
      cleanUp = mysql.drop;
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-migration-'));
      database = { type: 'sqlite', file: path.join(dir, 'academy.sqlite') };
      cleanUp = async () => fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  afterAll(async () => {
    await cleanUp();
  });

  it('normalises the stored e-mails and then compares them exactly', async () => {
    const options = dataSourceOptions(database);
    const quote = database.type === 'mysql' ? '`' : '"';
    const previous = new DataSource({
      ...options,
      migrations: (options.migrations as Array<new () => unknown>).slice(0, 1),
    } as typeof options);
    await previous.initialize();
    await previous.runMigrations();
    await previous.query(INSERT_USER(quote), ['u1', ' Jose\u0301@Example.COM ', 'VERIFIED']);
    await previous.query(INSERT_USER(quote), ['u2', 'verified@example.com', 'PENDING']);
    await previous.destroy();

    const current = new DataSource(options);
    await current.initialize();
    try {
      await current.runMigrations();
      const emails = async () =>
        Object.fromEntries(
          (
            (await current.query(
              `SELECT ${quote}id${quote}, ${quote}email${quote} FROM ${quote}users${quote}`,
            )) as Array<{ id: string; email: string }>
          ).map((r) => [r.id, r.email]),
        );
      await expect(emails()).resolves.toEqual({ u1: 'jos\u00e9@example.com', u2: 'verified@example.com' });

      // Exact from now on: a look-alike is another address, and case is not folded by the database.
      await current.query(INSERT_USER(quote), ['u3', 'v\u00e9rified@example.com', 'PENDING']);
      const lookup = (email: string) =>
        current.query(`SELECT ${quote}id${quote} FROM ${quote}users${quote} WHERE ${quote}email${quote} = ?`, [email]);
      await expect(lookup('verified@example.com')).resolves.toEqual([{ id: 'u2' }]);
      await expect(lookup('VERIFIED@example.com')).resolves.toEqual([]);
      await expect(lookup('v\u00e9rified@example.com')).resolves.toEqual([{ id: 'u3' }]);
    } finally {
      await current.destroy();
    }
  });
});
