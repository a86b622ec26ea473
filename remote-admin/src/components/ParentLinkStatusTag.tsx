import { PARENT_LINK_STATUS_LABELS, type ParentLinkStatus } from '@academy/common/parents';
import { StatusTag, type Tone } from './StatusTag';

/** A waiting request asks staff for something; a confirmed link is settled. */
const TONES: Record<ParentLinkStatus, Tone> = { PENDING: 'warning', CONFIRMED: 'positive' };

/** 확인 대기 or 연결됨, on the 학부모 tab and in a member's 보호자 list alike. */
export function ParentLinkStatusTag({ status }: { status: ParentLinkStatus }) {
  return <StatusTag tone={TONES[status]}>{PARENT_LINK_STATUS_LABELS[status]}</StatusTag>;
}
