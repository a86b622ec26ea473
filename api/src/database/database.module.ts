import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { boundConnectionWait, DropTimedOutConnection, LoggerWithoutSlowQueries } from './connection-limits';
import { dataSourceOptions } from './data-source-options';
import { prepareDatabase } from './prepare-database';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        const timeoutMs = config.databaseTimeoutMs;
        // Schema changes are migrations, applied at every start; never synchronize.
        const database = await prepareDatabase(config.database, timeoutMs);
        return {
          ...dataSourceOptions(database, { connectMs: timeoutMs, queryMs: timeoutMs }),
          subscribers: [DropTimedOutConnection],
          logger: new LoggerWithoutSlowQueries(false),
          // A failed start is retried by the server (src/server), which answers 503 meanwhile.
          retryAttempts: 0,
        };
      },
      // Waiting for a pooled connection is bounded like a query (maxQueryExecutionTime is the same value).
      dataSourceFactory: async (options) => {
        const dataSource = new DataSource(options!);
        const timeoutMs = (options as { maxQueryExecutionTime?: number }).maxQueryExecutionTime;
        return timeoutMs ? boundConnectionWait(dataSource, timeoutMs) : dataSource;
      },
    }),
  ],
})
export class DatabaseModule {}
