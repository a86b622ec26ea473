import { HttpStatus } from '@nestjs/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { ApiError } from '../http/api-error';

export const memberNotFound = () => new ApiError(HttpStatus.NOT_FOUND, 'NOT_FOUND', ADMIN_MESSAGES.members.notFound);

/** The action does not fit the member's current role (approving a VERIFIED member, removing an ADMIN...). */
export const invalidState = (message: string) => new ApiError(HttpStatus.CONFLICT, 'INVALID_STATE', message);
