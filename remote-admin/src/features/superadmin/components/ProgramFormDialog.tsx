import { useEffect, useEffectEvent } from 'react';
import type { Program } from '@academy/common';
import { FormDialog } from '../../../components/FormDialog';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useSlugFromTitle } from '../../../lib/use-slug-from-title';
import type { ProgramInput } from '../api/create-program';
import { PROGRAM_DRAFT, PROGRAM_FORM, programSaveFeedback, type ProgramValues } from './program-form';
import { ProgramFormFields } from './ProgramFormFields';

interface ProgramFormDialogProps {
  open: boolean;
  editing: Program | null;
  /** A new program goes after the existing ones. */
  nextOrder: number;
  save: (input: ProgramInput) => Promise<unknown>;
  onClose: () => void;
}

/** The timetable's rows need the room: five inputs side by side on a wide screen. */
const WIDTH = 880;

/** Add/edit dialog of /admin/programs; the slug follows the title while creating. */
export function ProgramFormDialog({ open, editing, nextOrder, save, onClose }: ProgramFormDialogProps) {
  const dialog = useFormDialog<ProgramValues>(PROGRAM_FORM.fields, { open, editing, onClose, draft: PROGRAM_DRAFT });
  const slug = useSlugFromTitle(dialog.form);

  // Runs after FormDialog has filled the form (a child's effects run first): a slug that a kept
  // draft brought back is the admin's own and stays.
  const followTitle = useEffectEvent(() => slug.follow(editing === null && !dialog.form.getFieldValue('slug')));
  useEffect(() => {
    if (open) followTitle();
  }, [open, editing]);

  function submit() {
    return dialog.save(
      (values) => save(PROGRAM_FORM.fromForm(values)),
      (values) => programSaveFeedback(editing !== null, values.title.trim()),
    );
  }

  return (
    <FormDialog
      {...dialog.props}
      noun="프로그램"
      // nextOrder only matters at the moment the dialog opens.
      startValues={PROGRAM_FORM.toForm(editing, { order: nextOrder })}
      onSubmit={submit}
      formProps={{ onValuesChange: slug.onValuesChange }}
      width={WIDTH}
    >
      <ProgramFormFields />
    </FormDialog>
  );
}
