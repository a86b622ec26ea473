import { useState } from 'react';
import { Button, Descriptions, Drawer, Form, Input, Select, Space } from 'antd';
import {
  CONSULTATION,
  CONSULTATION_MESSAGES as M,
  CONSULTATION_STATUS_LABELS,
  CONSULTATION_STATUSES,
  type Consultation,
  type ConsultationStatus,
} from '@academy/common';
import { type CallOptions, useToast } from '@academy/context';
import { DateTimeText } from '../../../components/DateTimeText';
import { failureDescription } from '../../../lib/error-message';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { deleteConsultation, updateConsultation } from '../api/consultations';

interface ConsultationDrawerProps {
  consultation: Consultation;
  onClose: () => void;
  /** After a save or a delete: the list loads again. */
  onChanged: () => void;
  requestOptions?: CallOptions;
}

interface Values {
  status: ConsultationStatus;
  memo: string;
}

/** One request in full, with its status and memo to change, and delete (asked first). */
export function ConsultationDrawer({ consultation: c, onClose, onChanged, requestOptions }: ConsultationDrawerProps) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const toast = useToast();
  const askDelete = useConfirmedDelete();

  async function save(values: Values) {
    setSaving(true);
    try {
      await updateConsultation(c.id, { status: values.status, memo: values.memo.trim() || null }, requestOptions);
      toast({ title: M.updated, variant: 'success' });
      onChanged();
      onClose();
    } catch (error) {
      toast({
        title: '저장하지 못했습니다.',
        description: failureDescription(error, { fallback: '잠시 후 다시 시도해주세요.' }),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  const remove = () =>
    askDelete({
      question: M.deleteConfirm,
      detail: `${c.name} (${c.phone})`,
      remove: () => deleteConsultation(c.id, requestOptions),
      onDeleted: () => {
        onChanged();
        onClose();
      },
      success: { title: M.deleted },
      failure: { title: '삭제하지 못했습니다.', fallback: '잠시 후 다시 시도해주세요.' },
    });

  return (
    <Drawer open title={`${c.name} 님의 상담 신청`} onClose={onClose} size={480} destroyOnHidden>
      <Descriptions column={1} size="small" bordered className="consultation-drawer__facts">
        <Descriptions.Item label="접수">
          <DateTimeText value={c.createdAt} />
        </Descriptions.Item>
        <Descriptions.Item label="연락처">
          <a href={`tel:${c.phone.replace(/-/g, '')}`}>{c.phone}</a>
        </Descriptions.Item>
        <Descriptions.Item label="학년">{c.grade ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="프로그램">{c.programTitle ?? c.programSlug ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="문의 내용">
          <span className="consultation-drawer__message">{c.message ?? '-'}</span>
        </Descriptions.Item>
        <Descriptions.Item label="담당">
          {c.handledBy ? (
            <>
              {c.handledBy} · <DateTimeText value={c.handledAt} />
            </>
          ) : (
            '-'
          )}
        </Descriptions.Item>
      </Descriptions>
      <Form<Values>
        form={form}
        layout="vertical"
        className="consultation-drawer__form"
        initialValues={{ status: c.status, memo: c.memo ?? '' }}
        onFinish={save}
      >
        <Form.Item name="status" label="상태" rules={[{ required: true, message: M.status }]}>
          <Select
            options={CONSULTATION_STATUSES.map((value) => ({ value, label: CONSULTATION_STATUS_LABELS[value] }))}
          />
        </Form.Item>
        <Form.Item name="memo" label="메모" rules={[{ max: CONSULTATION.memoMax, message: M.memoMax }]}>
          <Input.TextArea
            rows={4}
            showCount
            maxLength={CONSULTATION.memoMax}
            placeholder="통화 내용, 레벨 테스트 일정 등"
          />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            저장
          </Button>
          <Button danger onClick={remove}>
            삭제
          </Button>
        </Space>
      </Form>
    </Drawer>
  );
}
