import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { useToast } from '@academy/context';
import { inviteParent } from '../../../api/parent-links';
import { serverMessageOf } from '../../../lib/error-message';
import { showServerFieldErrors } from '../../../lib/form-errors';

const P = ADMIN_MESSAGES.parents;

interface InviteValues {
  email?: string;
  phone?: string;
}

/** Staff invite a parent for this student: the server checks the address and sends the link. */
export function ParentInviteForm({ memberId, onSent }: { memberId: string; onSent: () => void }) {
  const [form] = Form.useForm<InviteValues>();
  const toast = useToast();
  const [sending, setSending] = useState(false);

  async function send(values: InviteValues) {
    setSending(true);
    try {
      const answer = await inviteParent(memberId, {
        email: values.email || undefined,
        phone: values.phone || undefined,
      });
      toast({ title: P.invited, description: answer.message, variant: 'success' });
      form.resetFields();
      onSent();
    } catch (error) {
      if (!showServerFieldErrors(form, error, ['email', 'phone']))
        toast({ title: P.inviteFailed, description: serverMessageOf(error, P.inviteFailed), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  return (
    <Form form={form} layout="vertical" className="member-guardians__invite" onFinish={send} aria-label={P.inviteTitle}>
      <p className="admin-muted">{P.inviteLead}</p>
      <Form.Item name="email" label={P.inviteEmail}>
        <Input type="email" autoComplete="off" inputMode="email" />
      </Form.Item>
      <Form.Item name="phone" label={P.invitePhone}>
        <Input type="tel" autoComplete="off" inputMode="tel" placeholder="010-1234-5678" />
      </Form.Item>
      <Button htmlType="submit" loading={sending}>
        {P.inviteSend}
      </Button>
    </Form>
  );
}
