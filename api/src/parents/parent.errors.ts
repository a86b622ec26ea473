import { HttpStatus } from '@nestjs/common';
import { PARENT_MESSAGES } from '@academy/common/parents';
import { ApiError } from '../http/api-error';

export const invalidCode = () => new ApiError(HttpStatus.BAD_REQUEST, 'INVALID_CODE', PARENT_MESSAGES.invalidCode);

export const alreadyLinked = () => new ApiError(HttpStatus.CONFLICT, 'LINK_CONFLICT', PARENT_MESSAGES.alreadyLinked);

export const tooManyGuardians = () =>
  new ApiError(HttpStatus.CONFLICT, 'LINK_CONFLICT', PARENT_MESSAGES.tooManyGuardians);

export const linkNotFound = () => new ApiError(HttpStatus.NOT_FOUND, 'NOT_FOUND', PARENT_MESSAGES.linkNotFound);

/** A child the parent is not linked to (or not yet confirmed): the same answer whether the id exists or not. */
export const notYourChild = () => new ApiError(HttpStatus.NOT_FOUND, 'NOT_FOUND', PARENT_MESSAGES.notYourChild);

export const alreadyConfirmed = () =>
  new ApiError(HttpStatus.CONFLICT, 'INVALID_STATE', PARENT_MESSAGES.alreadyConfirmed);

/** Staff asked for the report of an account that is no parent, or has no confirmed child. */
export const noReport = () => new ApiError(HttpStatus.NOT_FOUND, 'NOT_FOUND', PARENT_MESSAGES.noReport);
