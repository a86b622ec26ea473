import type { MailOutboxStatus } from '@academy/common';
import { getJson, type RequestOptions } from '@academy/context';

/** How the outgoing mail is doing; null when it cannot be read, so the card says so. */
export async function getMailStatus(options: RequestOptions = {}): Promise<MailOutboxStatus | null> {
  try {
    return await getJson<MailOutboxStatus>('/api/admin/mail-outbox', options);
  } catch {
    return null;
  }
}
