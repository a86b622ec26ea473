import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import type { Health, Liveness } from '@academy/common';
import { PublicRead } from '../auth/guards/password-change.guard';
import { ApiAnswer, ApiErrors } from '../openapi/api-answer.decorator';
import { HEALTH_DOWN_EXAMPLE, HEALTH_EXAMPLE } from '../openapi/examples';
import { Stopping } from './stopping';

/**
 * The app exists only once the database was reached and migrated (src/server answers these routes
 * before that), so being ready is the database answering now, and not stopping: from SIGTERM on,
 * readiness is 503 while liveness stays 200 (the process is fine, it is leaving).
 */
@ApiTags('health')
@Controller('api/health')
@PublicRead()
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly stopping: Stopping,
  ) {}

  @Get()
  @ApiOperation({ summary: '서버와 데이터베이스 상태 (DB 연결 실패 시 503)' })
  @ApiAnswer(200, 'Health', { example: HEALTH_EXAMPLE })
  @ApiAnswer(503, 'Health', { description: '데이터베이스에 연결할 수 없습니다', example: HEALTH_DOWN_EXAMPLE })
  health(@Res({ passthrough: true }) response: Response): Promise<Health> {
    return this.databaseCheck(response);
  }

  @Get('live')
  @ApiOperation({ summary: '프로세스가 살아 있는지 (데이터베이스와 무관하게 200)' })
  @ApiAnswer(200, 'Liveness')
  @ApiErrors({}, { database: false })
  live(): Liveness {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({ summary: '요청을 처리할 수 있는지 (데이터베이스 연결·마이그레이션 완료 시 200, 아니면 503)' })
  @ApiAnswer(200, 'Health', { example: HEALTH_EXAMPLE })
  @ApiAnswer(503, 'Health', {
    description: '데이터베이스에 연결할 수 없거나 마이그레이션 전입니다',
    example: HEALTH_DOWN_EXAMPLE,
  })
  ready(@Res({ passthrough: true }) response: Response): Promise<Health> {
    if (!this.stopping.active) return this.databaseCheck(response);
    // Not asked of the database: the answer is 503 whatever it says, its pool now belongs to the
    // requests being finished, and it stays open until the last of them is answered.
    response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return Promise.resolve({ status: 'error', db: 'up' });
  }

  private async databaseCheck(response: Response): Promise<Health> {
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok', db: 'up' };
    } catch {
      response.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'error', db: 'down' };
    }
  }
}
