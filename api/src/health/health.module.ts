import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { Stopping } from './stopping';

@Module({ controllers: [HealthController], providers: [Stopping], exports: [Stopping] })
export class HealthModule {}
