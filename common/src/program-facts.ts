import { parseIsoDate } from './iso-date';

/*
 * What parents ask first about a program: tuition (수강료, with 교재비 apart), the timetable, the
 * start date (개강일) and the seats left. The wire shapes, their Korean labels and messages, and
 * the checks the API's DTO and the admin form both run, so each mistake gets one message on one
 * field (`tuition.monthly`, `schedule.0.end`, `seatsLeft`).
 */

export const WEEK_DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
export const WEEK_DAY_LABELS: Record<WeekDay, string> = {
  MON: '월',
  TUE: '화',
  WED: '수',
  THU: '목',
  FRI: '금',
  SAT: '토',
  SUN: '일',
};

/** Monthly tuition and the separate materials fee (교재비), in won. */
export interface ProgramTuition {
  monthly: number;
  materials?: number | null;
}

/** One class of the timetable: its name, the days it meets, and its times (`HH:MM`, Korean time). */
export interface ScheduleRow {
  name: string;
  days: WeekDay[];
  start: string;
  end: string;
}

export const PROGRAM_FACTS = {
  /** 100 million won: far above any academy's monthly fee, far below a 32-bit column's limit. */
  wonMax: 100_000_000,
  scheduleRowsMax: 20,
  classNameMax: 50,
  seatsMax: 10_000,
} as const;

/** The facts' names on the program page and in the admin form. */
export const PROGRAM_FACT_LABELS = {
  monthly: '월 수강료',
  materials: '교재비',
  startDate: '개강일',
  capacity: '정원',
  seatsLeft: '남은 자리',
  seats: '모집 현황',
  schedule: '시간표',
  className: '반 이름',
  days: '요일',
  start: '시작',
  end: '종료',
} as const;

export const PROGRAM_FACT_MESSAGES = {
  tuition: '수강료는 월 수강료와 교재비를 원 단위로 입력해주세요',
  monthly: '월 수강료는 0원 이상의 정수(원)로 입력해주세요',
  materials: '교재비는 0원 이상의 정수(원)로 입력해주세요',
  wonMax: '금액은 1억 원 이하로 입력해주세요',
  schedule: '시간표는 반 목록으로 보내주세요',
  scheduleMax: `시간표는 ${PROGRAM_FACTS.scheduleRowsMax}개 반까지 입력할 수 있습니다`,
  className: '반 이름을 입력해주세요',
  classNameMax: `반 이름은 ${PROGRAM_FACTS.classNameMax}자 이하여야 합니다`,
  days: '수업 요일을 하나 이상 선택해주세요',
  start: '시작 시간을 HH:MM 형식(예: 16:00)으로 입력해주세요',
  end: '종료 시간을 HH:MM 형식(예: 17:30)으로 입력해주세요',
  endAfterStart: '종료 시간은 시작 시간보다 늦어야 합니다',
  startDate: '개강일은 YYYY-MM-DD 형식의 올바른 날짜여야 합니다',
  capacity: '정원은 0 이상의 정수로 입력해주세요',
  seatsLeft: '남은 자리는 0 이상의 정수로 입력해주세요',
  seatsMax: `인원은 ${PROGRAM_FACTS.seatsMax}명 이하로 입력해주세요`,
  seatsOverCapacity: '남은 자리는 정원보다 많을 수 없습니다',
  /** Under the tuition table on the program page (학원법: the fee shown is the one reported). */
  tuitionNotice: '수강료는 교육청에 신고된 금액입니다',
} as const;

const M = PROGRAM_FACT_MESSAGES;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A sum of won: a whole number from 0 to wonMax. */
export function wonError(value: unknown, message: string): string | null {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return message;
  return value > PROGRAM_FACTS.wonMax ? M.wonMax : null;
}

/** The tuition as a whole: absent or null (not shown) or an object; its amounts are checked apart. */
export const tuitionError = (value: unknown): string | null =>
  value === undefined || value === null || isPlainObject(value) ? null : M.tuition;

/** The timetable as a whole: absent, null (no classes) or a list of at most scheduleRowsMax rows. */
export function scheduleError(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || !value.every(isPlainObject)) return M.schedule;
  return value.length > PROGRAM_FACTS.scheduleRowsMax ? M.scheduleMax : null;
}

/** A class's days: at least one, each a day code, none twice. */
export function daysError(value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0) return M.days;
  const known = value.every((day) => (WEEK_DAYS as readonly unknown[]).includes(day));
  return known && new Set(value).size === value.length ? null : M.days;
}

export const isClockTime = (value: unknown): value is string => typeof value === 'string' && TIME.test(value);

/** A class's end time: HH:MM, and after its start (a start that is itself wrong is reported on start). */
export function endError(end: unknown, start: unknown): string | null {
  if (!isClockTime(end)) return M.end;
  return isClockTime(start) && end <= start ? M.endAfterStart : null;
}

/** 개강일: absent or null (not announced), or a real calendar day. */
export const startDateError = (value: unknown): string | null =>
  value === undefined || value === null || parseIsoDate(value) !== null ? null : M.startDate;

/** A head count (정원, 남은 자리): absent or null (not shown), or a whole number from 0 to seatsMax. */
export function seatsError(value: unknown, message: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return message;
  return value > PROGRAM_FACTS.seatsMax ? M.seatsMax : null;
}

/** 남은 자리: a head count, never more than the capacity when both are given. */
export function seatsLeftError(seatsLeft: unknown, capacity: unknown): string | null {
  const own = seatsError(seatsLeft, M.seatsLeft);
  if (own || typeof seatsLeft !== 'number' || typeof capacity !== 'number') return own;
  return seatsLeft > capacity ? M.seatsOverCapacity : null;
}

/** "월 · 수 · 금" */
export const formatDays = (days: readonly WeekDay[]) =>
  WEEK_DAYS.filter((day) => days.includes(day))
    .map((day) => WEEK_DAY_LABELS[day])
    .join(' · ');

/** "250,000원" */
export const formatWon = (won: number) => `${String(won).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}원`;

/** "2026년 3월 2일" from `YYYY-MM-DD`. */
export function formatStartDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${year}년 ${month}월 ${date}일`;
}
