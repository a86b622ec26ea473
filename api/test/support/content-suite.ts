import { DataSource, type EntityTarget, type ObjectLiteral, type Repository } from 'typeorm';
import { agentsForAll, type Agent, type Caller } from './accounts';
import { createTestApp, type TestApp } from './test-app';

/** An id no row has: for the 404 answers. */
export const UNKNOWN_ID = '00000000-0000-0000-0000-000000000000';

/** An admin route's answer per caller: visitor 401, members 403; 0 = allowed (the route's own status). */
export const ADMIN_ROUTE_STATUS: Readonly<Record<Caller, number>> = {
  visitor: 401,
  PENDING: 403,
  VERIFIED: 403,
  PARENT: 403,
  ADMIN: 0,
  console: 0,
};

/**
 * The set-up of a content suite: one app and one client per caller for the whole file, and the
 * entity's table emptied before each test. `t` and `agents` are filled in place by beforeAll, so a
 * suite can destructure them where it declares its tests.
 */
export function contentSuite<E extends ObjectLiteral>(entity: EntityTarget<E>) {
  const t = {} as TestApp;
  const agents = {} as Record<Caller, Agent>;
  const table = (): Repository<E> => t.app.get(DataSource).getRepository(entity);

  beforeAll(async () => {
    Object.assign(t, await createTestApp());
    Object.assign(agents, await agentsForAll(t));
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    // A delete, not TRUNCATE (clear): MySQL refuses to truncate a table another one points to
    // (a student's program), and the delete cascades to those rows.
    await table().createQueryBuilder().delete().execute();
  });

  return { t, agents, table };
}
