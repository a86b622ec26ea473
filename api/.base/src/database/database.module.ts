import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { withServerFlavour } from './server-flavour';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => ({
        ...dataSourceOptions(await withServerFlavour(config.database)),
        // Schema changes are migrations, applied at every start; never synchronize.
        migrationsRun: true,
        // A wrong DATABASE_URL should fail at once with its message, not after 9 × 3 s of retries.
        retryAttempts: 0,
      }),
    }),
  ],
})
export class DatabaseModule {}
