import { Form } from 'antd';
import { useFormSubmit, type SubmitFeedback } from './use-form-submit';
import { useSessionDraft } from './use-session-draft';

interface FormDialogState {
  open: boolean;
  /** The record being edited, null while adding. */
  editing: { id: string } | null;
  onClose: () => void;
  /** Names the form's session draft on its screen (see use-session-draft); without it nothing is kept. */
  draft?: string;
}

/**
 * The form of an add/edit dialog: validate, save, then close; a failed save keeps the dialog
 * open with the server's field messages (see useFormSubmit). `props` go to <FormDialog>, which
 * puts a kept session draft back when the dialog opens.
 */
export function useFormDialog<Values>(
  fieldNames: readonly string[],
  { open, editing, onClose, draft: draftName }: FormDialogState,
) {
  const [form] = Form.useForm<Values>();
  const draft = useSessionDraft(form, draftName, editing?.id);
  const { saving, submit } = useFormSubmit(form, fieldNames, draft);

  async function save(
    persist: (values: Values) => Promise<unknown>,
    feedback: (values: Values) => SubmitFeedback,
  ): Promise<void> {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (await submit(() => persist(values), feedback(values))) onClose();
  }

  return { form, saving, save, props: { open, editing, form, saving, onClose, draft } };
}
