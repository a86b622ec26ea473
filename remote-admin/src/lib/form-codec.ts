import { fromSeoulDateTimeLocal, toSeoulDateTimeLocal } from '@academy/common/korean-days';

/**
 * How one edited field goes into its form input and back into what the form sends. `Stored` is
 * what a saved record holds, when it may be less than the form sends (a null the API no longer takes).
 */
export interface FieldCodec<Wire, Input, Stored = Wire> {
  /** What the input holds while adding a record. */
  blank: Input;
  /** What the input holds for a stored value. */
  toForm: (value: Stored) => Input;
  /** What the form sends for what the input holds (undefined: an input never touched). */
  fromForm: (value: Input | undefined) => Wire;
}

/** A required text: shown as stored, sent trimmed. */
export const text: FieldCodec<string, string> = {
  blank: '',
  toForm: (value) => value,
  fromForm: (value) => (value ?? '').trim(),
};

/** An optional text: null shows as an empty input, and a blank input is sent as null. */
export const optionalText: FieldCodec<string | null, string> = {
  blank: '',
  toForm: (value) => value ?? '',
  fromForm: (value) => value?.trim() || null,
};

/** A number the form always sends: an emptied input is sent as `fallback`. */
export const wholeNumber = (fallback = 0): FieldCodec<number, number | null> => ({
  blank: fallback,
  toForm: (value) => value,
  fromForm: (value) => (typeof value === 'number' ? value : fallback),
});

/** An optional number: an empty input is sent as null. */
export const optionalNumber: FieldCodec<number | null, number | null | undefined> = {
  blank: undefined,
  toForm: (value) => value,
  fromForm: (value) => (typeof value === 'number' ? value : null),
};

/** A switch or a checkbox (antd `valuePropName="checked"`). */
export const flag = (blank = false): FieldCodec<boolean, boolean> => ({
  blank,
  toForm: (value) => value,
  fromForm: (value) => value ?? blank,
});

/** One of a select's values; `blank` while adding and for a record stored without one. */
export const choice = <T extends string>(blank: T): FieldCodec<T, T> => ({
  blank,
  toForm: (value) => value ?? blank,
  fromForm: (value) => value ?? blank,
});

/** A select whose choices come from the screen (a course): nothing chosen while adding. */
export const pick: FieldCodec<string, string | undefined> = {
  blank: undefined,
  toForm: (value) => value,
  fromForm: (value) => value ?? '',
};

/** A moment shown in a datetime-local input as Seoul time; an empty input is sent as null. */
export const seoulDateTime: FieldCodec<string | null, string> = {
  blank: '',
  toForm: (value) => toSeoulDateTimeLocal(value),
  fromForm: (value) => fromSeoulDateTimeLocal(value),
};

/* eslint-disable @typescript-eslint/no-explicit-any -- an input's type is left free here, and read back by InputsOf */
type AnyCodec = FieldCodec<any, any, any>;
/** One codec per field of `Fields`: a field added to the entity does not compile until its codec is written. */
export type Codecs<Fields> = { [K in keyof Fields]-?: FieldCodec<Fields[K], any, any> };
/* eslint-enable @typescript-eslint/no-explicit-any */

/** What each field's input holds, read off its codec. */
type InputsOf<C extends Record<string, AnyCodec>> = {
  [K in keyof C]: C[K] extends { toForm: (value: never) => infer Input } ? Input : never;
};

/** What a stored record holds in each field, read off its codec. */
type StoredOf<C extends Record<string, AnyCodec>> = {
  [K in keyof C]: C[K] extends { toForm: (value: infer Stored) => unknown } ? Stored : never;
};

export interface FormCodec<Fields, Values, Stored = Fields> {
  /** The field names, for the server's per-field messages. */
  fields: string[];
  /** The form's values for a stored record (any row carrying the fields), or blank ones while adding. */
  toForm: (record: Stored | null, blank?: Partial<Values>) => Values;
  /** What the form sends. */
  fromForm: (values: Values) => Fields;
}

/** A form's values, read off its codec: no type lists the fields a second time. */
export type FormValues<F> = F extends { fromForm: (values: infer Values) => unknown } ? Values : never;

/**
 * The codec of an add/edit form whose body is `Fields` (from @academy/common/entity-fields):
 * `formCodec<CourseInput>()({ title: text, … })`. Written as two calls so `Fields` is named while
 * the codecs' input types are inferred.
 */
export function formCodec<Fields>() {
  return <C extends Codecs<Fields>>(codecs: C): FormCodec<Fields, InputsOf<C>, StoredOf<C>> => {
    const fields = Object.keys(codecs) as (keyof Fields & string)[];
    const each = (fn: (codec: AnyCodec, key: keyof Fields & string) => unknown) =>
      Object.fromEntries(fields.map((key) => [key, fn(codecs[key], key)]));
    return {
      fields,
      toForm: (record, blank = {}) =>
        ({
          ...each((codec, key) => (record ? codec.toForm((record as Record<string, unknown>)[key]) : codec.blank)),
          ...(record ? {} : blank),
        }) as InputsOf<C>,
      fromForm: (values) => each((codec, key) => codec.fromForm((values as Record<string, unknown>)[key])) as Fields,
    };
  };
}
