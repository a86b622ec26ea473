import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from './support/test-app';

describe('migrations (e2e)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('leave no difference between the entities and the migrated schema', async () => {
    const dataSource = t.app.get(DataSource);
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('are all applied at start', async () => {
    await expect(t.app.get(DataSource).showMigrations()).resolves.toBe(false);
  });
});
