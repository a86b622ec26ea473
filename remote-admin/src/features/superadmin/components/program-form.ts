import { MESSAGES, type Program, type ProgramTuition, type ScheduleRow } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import {
  flag,
  formCodec,
  optionalNumber,
  optionalText,
  text,
  wholeNumber,
  type FieldCodec,
  type FormValues,
} from '../../../lib/form-codec';
import type { DeleteText } from '../../../components/crud/use-crud-list';
import type { SubmitFeedback } from '../../../lib/use-form-submit';
import type { ProgramInput } from '../api/create-program';

/*
 * The program form as both of its homes use it: the secret console's form card and the add/edit
 * dialog of /admin/programs. A new field is one codec here and one input in ProgramFormFields.
 */

/** The form's session-draft name (lib/use-session-draft); each screen keeps its own under its path. */
export const PROGRAM_DRAFT = 'program';

/** The Markdown body: stored as null on programs saved before it was required; the API takes a string. */
const markdown: FieldCodec<string, string, string | null> = {
  blank: '',
  toForm: (value) => value ?? '',
  fromForm: (value) => (value ?? '').trim(),
};

/** The features, edited whole by FeatureListInput (which already drops blanks and repeats). */
const features: FieldCodec<string[], string[]> = {
  blank: [],
  toForm: (value) => value,
  fromForm: (value) => value ?? [],
};

/** Two number inputs; without a monthly amount the program page shows no tuition at all. */
const tuition: FieldCodec<ProgramTuition | null, { monthly: number | null; materials: number | null }> = {
  blank: { monthly: null, materials: null },
  toForm: (value) => ({ monthly: value?.monthly ?? null, materials: value?.materials ?? null }),
  fromForm: (value) =>
    typeof value?.monthly === 'number' ? { monthly: value.monthly, materials: value.materials ?? null } : null,
};

/** The timetable's rows (Form.List); a class name is sent trimmed. */
const schedule: FieldCodec<ScheduleRow[], ScheduleRow[]> = {
  blank: [],
  toForm: (value) => value,
  fromForm: (value) => (value ?? []).map((row) => ({ ...row, name: row.name.trim() })),
};

/** A new program is active unless switched off; blank texts are sent as null, blank numbers too. */
export const PROGRAM_FORM = formCodec<ProgramInput>()({
  slug: text,
  title: text,
  subtitle: optionalText,
  description: optionalText,
  content: markdown,
  features,
  targetStudents: optionalText,
  curriculum: optionalText,
  isActive: flag(true),
  order: wholeNumber(0),
  tuition,
  schedule,
  // A date input holds '' when empty: sent as null like any blank text.
  startDate: optionalText,
  capacity: optionalNumber,
  seatsLeft: optionalNumber,
});

export type ProgramValues = FormValues<typeof PROGRAM_FORM>;

/** The toasts of a program's save, the same in the console and the dialog. */
export function programSaveFeedback(editing: boolean, title: string): SubmitFeedback {
  return {
    success: { title: editing ? MESSAGES.content.changed : MESSAGES.content.created, description: title },
    failure: { title: ADMIN_MESSAGES.admin.programSaveError, fallback: ADMIN_MESSAGES.admin.actionFailed },
  };
}

/** What deleting a program asks and says, on /admin/programs and in the secret console. */
export function programDeleteText(program: Program): DeleteText {
  return {
    question: ADMIN_MESSAGES.admin.programDeleteConfirm,
    detail: `${program.title} (/program/${program.slug})`,
    success: { title: MESSAGES.content.deleted, description: program.title },
    failure: { title: ADMIN_MESSAGES.admin.programDeleteError, fallback: ADMIN_MESSAGES.admin.actionFailed },
  };
}
