import { HttpStatus } from '@nestjs/common';
import { MESSAGES } from '@academy/common';
import { ApiError } from '../http/api-error';

export const memberNotFound = () => new ApiError(HttpStatus.NOT_FOUND, 'NOT_FOUND', MESSAGES.members.notFound);

/** The action does not fit the member's current role (approving a VERIFIED member, removing an ADMIN...). */
export const invalidState = (message: string) => new ApiError(HttpStatus.CONFLICT, 'INVALID_STATE', message);
