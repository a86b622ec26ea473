import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';
import {
  daysError,
  endError,
  isClockTime,
  PROGRAM_FACT_MESSAGES as M,
  PROGRAM_FACTS,
  scheduleError,
  tuitionError,
  WEEK_DAYS,
  wonError,
  type WeekDay,
} from '@academy/common';
import { Field, TextField } from '../../http/fields';

/*
 * The program facts' parts, checked with @academy/common's rules (the admin form runs the same).
 * A row's or the tuition's own fields are validated as nested objects, so each mistake is
 * reported on its own path: `tuition.monthly`, `schedule.2.end`.
 */

export class TuitionDto {
  @ApiProperty({ minimum: 0, maximum: PROGRAM_FACTS.wonMax, description: '월 수강료 (원)' })
  @Field('won', (value) => wonError(value, M.monthly), undefined, { max: PROGRAM_FACTS.wonMax })
  monthly: number;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, description: '교재비 (원), 따로 받지 않으면 null' })
  @Field('won', (value) => (value === undefined || value === null ? null : wonError(value, M.materials)), undefined, {
    max: PROGRAM_FACTS.wonMax,
  })
  materials?: number | null;
}

export class ScheduleRowDto {
  @ApiProperty({ maxLength: PROGRAM_FACTS.classNameMax, example: '중2 A반' })
  @TextField({ required: M.className, max: PROGRAM_FACTS.classNameMax, tooLong: M.classNameMax })
  name: string;

  @ApiProperty({ enum: WEEK_DAYS, isArray: true })
  @Field('weekDays', daysError)
  days: WeekDay[];

  @ApiProperty({ example: '16:00' })
  @Field('clockTime', (value) => (isClockTime(value) ? null : M.start))
  start: string;

  @ApiProperty({ example: '17:30', description: '시작보다 늦게' })
  @Field('endTime', (value, row) => endError(value, row.start))
  end: string;
}

/** `{ monthly, materials? }` or null; a value that is not an object is refused on `tuition` itself. */
export const TuitionField = () =>
  applyDecorators(
    IsOptional(),
    Field('tuition', tuitionError),
    ValidateNested({ message: M.tuition }),
    Type(() => TuitionDto),
  );

/** A list of class rows or null (none); a list that is not one of objects is refused on `schedule` itself. */
export const ScheduleField = () =>
  applyDecorators(
    IsOptional(),
    Field('schedule', scheduleError),
    ValidateNested({ message: M.schedule }),
    Type(() => ScheduleRowDto),
  );
