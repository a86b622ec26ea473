import { z } from 'zod';

/** What an operator reads when a check fails: a fixed sentence, or one built from the value (trimmed). */
type Problem = string | ((raw: string) => string);

/** The problem, then the value the operator wrote: `… (받은 값: "…")`. Never used for secrets. */
export const got = (problem: string) => (raw: string) => `${problem} (받은 값: "${raw}")`;

/** One check of a variable's text; the first that fails names the problem and the later ones do not run. */
export const rule = (test: (raw: string) => unknown, problem: Problem) =>
  z.refine<string>(test, {
    error: typeof problem === 'string' ? problem : ({ input }) => problem(String(input)),
    abort: true,
  });

/** A string that passes `rules`, in their order. */
export const checked = (...rules: ReturnType<typeof rule>[]) => z.string().check(...rules);

/** A variable that is unset or only blanks is `undefined` to `schema`; any other value arrives trimmed. */
export const text = <T extends z.ZodType>(schema: T) =>
  z.preprocess((raw) => (typeof raw === 'string' && raw.trim() ? raw.trim() : undefined), schema);

/** Taken as written (a password's spaces count); only an empty value is unset. */
export const asWritten = <T extends z.ZodType>(schema: T) =>
  z.preprocess((raw) => (raw === '' ? undefined : raw), schema.optional());

export const secret = (minLength: number) => z.string().min(minLength, `${minLength}자 이상이어야 합니다`);

/** Digits only ("1e3", "1.5", "-1" and "0x10" are refused), from min to max. */
export const integer = (fallback: number, min: number, max: number, problem = `${min}~${max} 사이의 정수여야 합니다`) =>
  text(
    checked(rule((raw) => /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max, got(problem)))
      .transform(Number)
      .default(fallback),
  );

export const count = (fallback: number) => integer(fallback, 1, Number.MAX_SAFE_INTEGER, '1 이상의 정수여야 합니다');
export const days = (fallback: number) => integer(fallback, 1, 36_500);

/** true/yes/on/1 or false/no/off/0, in any case; unset is `undefined` (the default may depend on another variable). */
export const flag = () =>
  text(
    z
      .stringbool({
        truthy: ['1', 'true', 'yes', 'on'],
        falsy: ['0', 'false', 'no', 'off'],
        error: ({ input }) => got('true 또는 false 여야 합니다')(String(input)),
      })
      .optional(),
  );

/** One of `values`, compared as written. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, problem: string) =>
  z.enum(values, { error: ({ input }) => got(problem)(String(input)) });

export const isHttpUrl = (raw: string) => URL.canParse(raw) && /^https?:$/.test(new URL(raw).protocol);

/** A comma-separated list, each entry trimmed (blank ones left out when `skipBlank`) and checked by `entry`. */
export const list = <T extends z.ZodType<unknown, string>>(entry: T, { skipBlank = false } = {}) =>
  z
    .string()
    .transform((raw) =>
      raw
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item || !skipBlank),
    )
    .pipe(z.array(entry));
