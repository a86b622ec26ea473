import { useEffect, useRef, useState } from 'react';
import { Form, Input, Modal, Radio, Select, Spin } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { LIMITS, MESSAGES, type Member } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AdminForm } from '../../../components/AdminForm';
import type { Decision } from '../hooks/use-member-actions';
import { useMemberPicker } from '../hooks/use-member-picker';
import { MemberConsents } from './MemberConsents';

export interface DecisionRequest {
  /** The row's member, when opened from one; otherwise the reader searches for one. */
  member?: Member;
  decision: Decision;
}

interface DecisionDialogProps {
  /** What to open with; null keeps the dialog closed. */
  request: DecisionRequest | null;
  onCancel: () => void;
  /** Resolves true when the decision went through (the dialog then closes). */
  onSubmit: (memberId: string, decision: Decision, memo: string) => Promise<boolean>;
  /** After the dialog has closed (its animation done): where focus goes next is the page's call. */
  afterClose?: () => void;
}

interface DecisionValues {
  memberId: string;
  decision: Decision;
  memo: string;
}

const memberLabel = (member: Member) => `${member.name || '-'} (${member.email})`;

function memberOption(member: Member) {
  return { value: member.id, label: memberLabel(member) };
}

/** A member and an action (approve or reject) are chosen with an optional memo, then confirmed. */
export function DecisionDialog({ request, onCancel, onSubmit, afterClose }: DecisionDialogProps) {
  const [form] = Form.useForm<DecisionValues>();
  const [submitting, setSubmitting] = useState(false);
  const memo = useRef<TextAreaRef>(null);
  // The last opening, still known while the dialog closes (request is null by then).
  const [lastRequest, setLastRequest] = useState(request);
  if (request && request !== lastRequest) setLastRequest(request);
  const opening = request ?? lastRequest;
  // Opened from a member's row, the member and the action are chosen: the memo is what is left to type.
  const memoFirst = opening?.member !== undefined;
  const decision = Form.useWatch('decision', form) ?? request?.decision;
  const chosen = Form.useWatch('memberId', form) ?? request?.member?.id;
  const picker = useMemberPicker(request);

  // One form serves every opening: each opening starts from what was asked for, never from the last one.
  useEffect(() => {
    form.resetFields();
    if (request) form.setFieldsValue({ memberId: request.member?.id, decision: request.decision });
  }, [request, form]);

  async function submit() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSubmitting(true);
    const done = await onSubmit(values.memberId, values.decision, values.memo ?? '');
    setSubmitting(false);
    if (done) onCancel();
  }

  return (
    <Modal
      open={request !== null}
      title="가입 승인 / 거절"
      okText={decision === 'reject' ? '거절' : '승인'}
      okButtonProps={{ danger: decision === 'reject', loading: submitting }}
      cancelText="취소"
      onOk={submit}
      onCancel={onCancel}
      afterOpenChange={(open) => open && memoFirst && memo.current?.focus()}
      afterClose={afterClose}
      // A row's button may be gone once its member is decided on; the page then moves focus itself.
      focusable={{ focusTriggerAfterClose: !memoFirst }}
      forceRender
    >
      <AdminForm form={form} initialValues={{ decision: 'approve', memo: '' }}>
        <Form.Item label="회원" name="memberId" rules={[{ required: true, message: MESSAGES.validation.userId }]}>
          <Select
            showSearch={{ filterOption: false, onSearch: picker.search }}
            onOpenChange={(open) => open && picker.open()}
            placeholder="회원을 선택하세요"
            options={picker.members.map(memberOption)}
            // The row's member may be on no page the picker has read.
            labelRender={({ label, value }) =>
              label ?? (opening?.member?.id === value ? memberLabel(opening.member) : value)
            }
            loading={picker.loading}
            notFoundContent={
              picker.loading ? <Spin size="small" /> : picker.error ? ADMIN_MESSAGES.admin.membersLoadFailed : undefined
            }
            aria-label="회원"
          />
        </Form.Item>
        {/* Staff call the guardian of a child under 14 before approving. */}
        {chosen && request && <MemberConsents memberId={chosen} />}
        <Form.Item label="처리" name="decision">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: 'approve', label: '승인' },
              { value: 'reject', label: '거절' },
            ]}
          />
        </Form.Item>
        <Form.Item
          label="메모 (선택)"
          name="memo"
          rules={[{ max: LIMITS.memoMax, message: MESSAGES.validation.memoMax }]}
        >
          <Input.TextArea
            ref={memo}
            rows={3}
            maxLength={LIMITS.memoMax}
            showCount
            placeholder="처리 사유나 참고 사항을 남길 수 있습니다."
          />
        </Form.Item>
      </AdminForm>
    </Modal>
  );
}
