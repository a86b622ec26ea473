import { HttpStatus } from '@nestjs/common';
import { MESSAGES } from '@academy/common';
import { ApiError } from '../http/api-error';

export const courseNotFound = () => new ApiError(HttpStatus.NOT_FOUND, 'NOT_FOUND', MESSAGES.content.courseNotFound);

/** The slug is taken: 409 SLUG_TAKEN with a free one to offer (`toeic-2`), on the slug field and in the body. */
export const slugTaken = (suggestion: string) =>
  new ApiError(
    HttpStatus.CONFLICT,
    'SLUG_TAKEN',
    MESSAGES.content.slugTaken(suggestion),
    [{ field: 'slug', message: MESSAGES.content.slugTaken(suggestion) }],
    { suggestion },
  );
