import type { MailOutboxStatus } from '@academy/common';
import { api, type CallOptions } from '@academy/context';

/** How the outgoing mail is doing; null when it cannot be read, so the card says so. */
export async function getMailStatus(options: CallOptions = {}): Promise<MailOutboxStatus | null> {
  try {
    return await api.get('/admin/mail-outbox', options);
  } catch {
    return null;
  }
}
