import { ApiProperty } from '@nestjs/swagger';
import { QUIZ_LIMITS, QUIZ_MESSAGES, type QuizAnswer } from '@academy/common/quiz';
import { Field } from '../../http/fields';

/**
 * POST /api/videos/{id}/quiz/attempts. The list's shape is checked here; whether each answer
 * names a question of this quiz once is common's attemptAnswersProblem, run by the service.
 */
export class QuizAttemptDto {
  @ApiProperty({
    type: 'array',
    maxItems: QUIZ_LIMITS.questionsMax,
    description: '문제마다 하나: 객관식은 choice(보기 번호, 0부터), 주관식·단어는 text. 답하지 않은 문제는 오답',
    items: {
      type: 'object',
      required: ['questionId'],
      properties: {
        questionId: { type: 'string' },
        choice: { type: 'integer', minimum: 0 },
        text: { type: 'string', maxLength: QUIZ_LIMITS.textAnswerMax },
      },
    },
  })
  @Field('quizAnswers', (value) =>
    Array.isArray(value) && value.length <= QUIZ_LIMITS.questionsMax ? null : QUIZ_MESSAGES.attemptAnswers,
  )
  answers: QuizAnswer[];
}

/** POST /api/me/review/{id}/answers. */
export class ReviewAnswerDto {
  @ApiProperty({ maxLength: QUIZ_LIMITS.textAnswerMax, description: '다시 답한 내용' })
  @Field('reviewText', (value) =>
    typeof value === 'string' && value.length <= QUIZ_LIMITS.textAnswerMax ? null : QUIZ_MESSAGES.reviewText,
  )
  text: string;
}
