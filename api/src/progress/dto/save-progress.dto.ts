import { ApiProperty } from '@nestjs/swagger';
import { IsNumber, Max, Min, ValidateBy } from 'class-validator';
import { MESSAGES, PROGRESS } from '@academy/common';

const V = MESSAGES.validation;
/** Finite JSON numbers only: 1e400 parses as Infinity, and text such as "12" is not a number. */
const FINITE = { allowNaN: false, allowInfinity: false };

/**
 * The reported position may pass the reported duration by a few seconds (players round
 * differently), no more. A duration of 0 means the player does not know it yet: the service then
 * measures the position against the video's registered length.
 */
const WithinDuration = () =>
  ValidateBy(
    {
      name: 'withinDuration',
      validator: {
        validate: (value, args) => {
          const duration = (args?.object as { duration?: unknown }).duration;
          return typeof duration !== 'number' || duration <= 0 || (value as number) <= duration + PROGRESS.positionSlackSec;
        },
      },
    },
    { message: V.positionBeyondDuration },
  );

/** PUT /api/videos/{id}/progress, in seconds. Rules run bottom-up: the type first. */
export class SaveProgressDto {
  @ApiProperty({ minimum: 0, description: '재생 위치(초), 재생 길이 + 5초 이하' })
  @WithinDuration()
  @Min(0, { message: V.position })
  @IsNumber(FINITE, { message: V.position })
  position: number;

  @ApiProperty({ minimum: 0, maximum: PROGRESS.durationMaxSec, description: '플레이어가 알려 준 재생 길이(초), 모르면 0' })
  @Max(PROGRESS.durationMaxSec, { message: V.progressDuration })
  @Min(0, { message: V.progressDuration })
  @IsNumber(FINITE, { message: V.progressDuration })
  duration: number;
}
