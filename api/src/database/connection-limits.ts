import {
  AdvancedConsoleLogger,
  EventSubscriber,
  type AfterQueryEvent,
  type DataSource,
  type EntitySubscriberInterface,
} from 'typeorm';
import { DatabaseUnavailableError } from './database-unavailable';

type Release = { release(): void };
type GetConnection = (callback: (error: unknown, connection?: Release) => void) => void;
interface MysqlPool {
  getConnection: GetConnection;
}
interface PoolCreatingDriver {
  createPool(options: unknown): Promise<MysqlPool>;
}

/** A pool whose getConnection gives up after `timeoutMs`; a connection that arrives later goes back. */
export function withAcquireTimeout<P extends MysqlPool>(pool: P, timeoutMs: number): P {
  const getConnection = pool.getConnection.bind(pool);
  pool.getConnection = (callback) => {
    let gaveUp = false;
    const timer = setTimeout(() => {
      gaveUp = true;
      callback(new DatabaseUnavailableError(`no free database connection within ${timeoutMs} ms`));
    }, timeoutMs);
    getConnection((error, connection) => {
      if (gaveUp) {
        connection?.release();
        return;
      }
      clearTimeout(timer);
      callback(error, connection);
    });
  };
  return pool;
}

/**
 * mysql2's pool has no acquire timeout: when every connection is stuck on a database that stopped
 * answering, a request waits in its queue for ever. TypeORM creates the pool inside initialize(),
 * so the bound is added where the driver creates it.
 */
export function boundConnectionWait(dataSource: DataSource, timeoutMs: number): DataSource {
  if (dataSource.options.type !== 'mysql' && dataSource.options.type !== 'mariadb') return dataSource;
  const driver = dataSource.driver as unknown as PoolCreatingDriver;
  const createPool = driver.createPool.bind(driver);
  driver.createPool = async (options) => withAcquireTimeout(await createPool(options), timeoutMs);
  return dataSource;
}

/**
 * After mysql2's query timeout the connection still waits for the server's answer, and the next
 * query on it would queue behind that one. Closing it frees its slot in the pool for a fresh
 * connection, and the server rolls back whatever it had open.
 */
@EventSubscriber()
export class DropTimedOutConnection implements EntitySubscriberInterface {
  afterQuery(event: AfterQueryEvent): void {
    if ((event.error as { code?: string } | undefined)?.code !== 'PROTOCOL_SEQUENCE_TIMEOUT') return;
    (event.queryRunner as unknown as { databaseConnection?: { destroy?: () => void } }).databaseConnection?.destroy?.();
  }
}

/**
 * TypeORM logs every query slower than maxQueryExecutionTime with its parameters (password hashes
 * among them); with the timeout set to the same value, that is every timed-out query of an outage.
 * The timeout itself is reported once in a while by the error handler instead.
 */
export class LoggerWithoutSlowQueries extends AdvancedConsoleLogger {
  override logQuerySlow(): void {}
}
