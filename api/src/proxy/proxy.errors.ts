import { HttpStatus } from '@nestjs/common';
import { MESSAGES } from '@academy/common';
import { ApiError } from '../http/api-error';

export const proxyForbidden = () => new ApiError(HttpStatus.FORBIDDEN, 'PROXY_FORBIDDEN', MESSAGES.proxy.forbidden);

export const upstreamFailed = () =>
  new ApiError(HttpStatus.BAD_GATEWAY, 'UPSTREAM_FAILED', MESSAGES.proxy.upstreamFailed);
