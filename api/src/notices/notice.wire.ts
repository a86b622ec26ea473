import { type AdminNotice, type Notice as NoticeWire } from '@academy/common';
import { NOTICE_FIELDS, pickFields } from '@academy/common/entity-fields';
import { noticeStatus } from '@academy/common/notice-status';
import type { Notice } from './notice.entity';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toNoticeWire(notice: Notice): NoticeWire {
  return {
    id: notice.id,
    ...pickFields(notice, NOTICE_FIELDS),
    startsAt: iso(notice.startsAt),
    endsAt: iso(notice.endsAt),
    createdAt: notice.createdAt.toISOString(),
  };
}

export function toAdminNoticeWire(notice: Notice, now: Date): AdminNotice {
  return { ...toNoticeWire(notice), status: noticeStatus(notice, now) };
}
