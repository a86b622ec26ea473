import type { useAppProps } from 'antd/es/app/context';

interface ConfirmDeleteOptions {
  title: string;
  content: string;
  onConfirm: () => Promise<unknown>;
}

/** The one shape of every delete confirmation: a danger "삭제" and a "취소". */
export function confirmDelete(modal: useAppProps['modal'], { title, content, onConfirm }: ConfirmDeleteOptions) {
  modal.confirm({
    title,
    content,
    okText: '삭제',
    okButtonProps: { danger: true },
    cancelText: '취소',
    onOk: onConfirm,
  });
}
