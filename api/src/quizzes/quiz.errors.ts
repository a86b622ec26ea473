import { HttpStatus } from '@nestjs/common';
import { QUIZ_MESSAGES } from '@academy/common/quiz';
import { ApiError, validationFailed } from '../http/api-error';

export const quizNotFound = () => new ApiError(HttpStatus.NOT_FOUND, 'NOT_FOUND', QUIZ_MESSAGES.noQuiz);

export const reviewItemNotFound = () => new ApiError(HttpStatus.NOT_FOUND, 'NOT_FOUND', QUIZ_MESSAGES.reviewNotFound);

export const attemptsExhausted = () =>
  new ApiError(HttpStatus.CONFLICT, 'ATTEMPTS_EXHAUSTED', QUIZ_MESSAGES.attemptsExhausted);

export const badAnswers = (message: string) => validationFailed([{ field: 'answers', message }]);
