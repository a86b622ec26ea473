import { HttpStatus } from '@nestjs/common';
import { MESSAGES } from '@academy/common';
import { ApiError, validationFailed } from '../http/api-error';

export const videoNotFound = () => new ApiError(HttpStatus.NOT_FOUND, 'NOT_FOUND', MESSAGES.content.videoNotFound);

export const videoNotAvailable = () =>
  new ApiError(HttpStatus.FORBIDDEN, 'VIDEO_NOT_AVAILABLE', MESSAGES.content.videoNotAvailable);

/** The form named a course that is gone (deleted in another tab): a field error, not a 404 of the video. */
export const unknownCourse = () => validationFailed([{ field: 'courseId', message: MESSAGES.content.courseNotFound }]);

export const windowOutOfOrder = () =>
  validationFailed([{ field: 'accessEnd', message: MESSAGES.validation.dateOrder }]);
