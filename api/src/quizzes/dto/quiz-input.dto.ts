import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  QUIZ_DIRECTIONS,
  QUIZ_KINDS,
  QUIZ_LIMITS,
  QUIZ_MESSAGES,
  type QuizDirection,
  type QuizQuestionInput,
} from '@academy/common/quiz';
import { BooleanField, Field, IntegerField, OneOfField } from '../../http/fields';

const M = QUIZ_MESSAGES;

/**
 * PUT /api/admin/videos/{id}/quiz. The questions' own rules (per kind, each problem named by its
 * path such as `questions.2.options`) are common's quizInputProblems, which the service runs on
 * the whole body; here each field is checked for its type.
 */
export class QuizInputDto {
  @ApiPropertyOptional({ minimum: 0, maximum: 100, default: QUIZ_LIMITS.passMarkDefault, description: '합격 점수(%)' })
  @IntegerField({ min: 0, max: 100, message: M.passMark })
  passMark?: number;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: QUIZ_LIMITS.attemptsMax,
    description: '응시 가능 횟수, null이면 무제한',
  })
  @IntegerField({ min: 1, max: QUIZ_LIMITS.attemptsMax, message: M.maxAttempts, nullable: true })
  maxAttempts?: number | null;

  @ApiPropertyOptional({ default: false, description: '합격해야 동영상 완료로 인정' })
  @BooleanField()
  requiredForCompletion?: boolean;

  @ApiPropertyOptional({ enum: [...QUIZ_DIRECTIONS], default: 'EN_KO', description: '단어 문제의 출제 방향' })
  @OneOfField(QUIZ_DIRECTIONS, M.direction, { optional: true })
  direction?: QuizDirection;

  @ApiPropertyOptional({ default: false, description: 'false면 임시 저장 (회원에게 보이지 않음)' })
  @BooleanField()
  published?: boolean;

  @ApiProperty({
    type: 'array',
    minItems: 1,
    maxItems: QUIZ_LIMITS.questionsMax,
    description: `문제 목록: kind ${QUIZ_KINDS.join(' | ')}. 수정할 때 기존 문제의 id를 함께 보내면 그 문제의 기록이 이어집니다`,
    items: {
      type: 'object',
      required: ['kind'],
      properties: {
        id: { type: 'string' },
        kind: { type: 'string', enum: [...QUIZ_KINDS] },
        prompt: { type: 'string', maxLength: QUIZ_LIMITS.promptMax },
        options: {
          type: 'array',
          items: { type: 'string' },
          minItems: QUIZ_LIMITS.optionsMin,
          maxItems: QUIZ_LIMITS.optionsMax,
        },
        answer: { type: 'integer', minimum: 0 },
        answers: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: QUIZ_LIMITS.answersMax },
        ignorePunctuation: { type: 'boolean' },
        word: { type: 'string', maxLength: QUIZ_LIMITS.answerMax },
        meanings: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: QUIZ_LIMITS.answersMax },
        explanation: { type: 'string', nullable: true, maxLength: QUIZ_LIMITS.explanationMax },
      },
    },
  })
  @Field('quizQuestions', (value) =>
    Array.isArray(value) && value.length > 0 && value.length <= QUIZ_LIMITS.questionsMax ? null : M.questions,
  )
  questions: Array<QuizQuestionInput & { id?: string }>;
}

/** PUT /api/admin/courses/{id}/quiz-requirement: required (a missing value is refused by the service). */
export class CourseQuizRequirementDto {
  @ApiProperty({ description: '강의의 모든 퀴즈를 합격해야 완료로 인정할지' })
  @BooleanField()
  requiredForCompletion: boolean;
}
