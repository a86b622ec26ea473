import { Form } from 'antd';
import { useFormSubmit, type SubmitFeedback } from './use-form-submit';

/** The consoles' inline "add" forms: save, then an empty form and `onAdded` (refresh the list). */
export function useAddForm<Values>(fieldNames: readonly string[], onAdded?: () => void) {
  const [form] = Form.useForm<Values>();
  const { saving, submit } = useFormSubmit(form, fieldNames);

  async function add(save: () => Promise<unknown>, feedback: SubmitFeedback): Promise<void> {
    if (!(await submit(save, feedback))) return;
    form.resetFields();
    onAdded?.();
  }

  return { form, saving, add };
}
