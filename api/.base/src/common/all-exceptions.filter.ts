import { ArgumentsHost, Catch, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { ApiError } from './api-error';
import { errorBody } from './error-body';

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body } = errorBody(exception);
    if (status >= 500 && !(exception instanceof ApiError)) {
      // Unexpected failures only (a refused upstream is an answer, not a bug); the stack goes to the
      // log, never to the client.
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    }
    if (response.headersSent) return;
    response.status(status).json(body);
  }
}
