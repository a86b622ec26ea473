import { HttpStatus } from '@nestjs/common';
import { MESSAGES } from '@academy/common';
import { ApiError } from '../common/api-error';

export const courseNotFound = () => new ApiError(HttpStatus.NOT_FOUND, 'NOT_FOUND', MESSAGES.content.courseNotFound);

export const duplicateSlug = () =>
  new ApiError(HttpStatus.CONFLICT, 'DUPLICATE_SLUG', MESSAGES.content.duplicateSlug, [
    { field: 'slug', message: MESSAGES.content.duplicateSlug },
  ]);
