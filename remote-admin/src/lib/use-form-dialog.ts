import { Form } from 'antd';
import { useFormSubmit, type SubmitFeedback } from './use-form-submit';

interface FormDialogState {
  open: boolean;
  /** The record being edited, null while adding. */
  editing: object | null;
  onClose: () => void;
}

/**
 * The form of an add/edit dialog: validate, save, then close; a failed save keeps the dialog
 * open with the server's field messages (see useFormSubmit). `props` go to <FormDialog>.
 */
export function useFormDialog<Values>(fieldNames: readonly string[], { open, editing, onClose }: FormDialogState) {
  const [form] = Form.useForm<Values>();
  const { saving, submit } = useFormSubmit(form, fieldNames);

  async function save(
    persist: (values: Values) => Promise<unknown>,
    feedback: (values: Values) => SubmitFeedback,
  ): Promise<void> {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (await submit(() => persist(values), feedback(values))) onClose();
  }

  return { form, saving, save, props: { open, editing, form, saving, onClose } };
}
