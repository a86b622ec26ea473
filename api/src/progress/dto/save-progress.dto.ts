import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES, PROGRESS } from '@academy/common';
import { Field } from '../../http/fields';

const V = MESSAGES.validation;

/** A finite JSON number, 0 or more (1e400 parses as Infinity; text such as "12" is not a number). */
const seconds = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The reported position may pass the reported duration by a few seconds (players round
 * differently), no more. A duration of 0 means the player does not know it yet: the service then
 * measures the position against the video's registered length.
 */
const PositionField = () =>
  Field('position', (value, body) => {
    if (!seconds(value)) return V.position;
    const duration = body.duration;
    return typeof duration !== 'number' || duration <= 0 || value <= duration + PROGRESS.positionSlackSec
      ? null
      : V.positionBeyondDuration;
  });

const DurationField = () =>
  Field('duration', (value) => (seconds(value) && value <= PROGRESS.durationMaxSec ? null : V.progressDuration));

/** PUT /api/videos/{id}/progress, in seconds. */
export class SaveProgressDto {
  @ApiProperty({ minimum: 0, description: '재생 위치(초), 재생 길이 + 5초 이하' })
  @PositionField()
  position: number;

  @ApiProperty({
    minimum: 0,
    maximum: PROGRESS.durationMaxSec,
    description: '플레이어가 알려 준 재생 길이(초), 모르면 0',
  })
  @DurationField()
  duration: number;
}
