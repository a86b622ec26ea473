import type { ChildWeekReport } from '@academy/common/parents';

/** Every kind of e-mail the site sends, with the data its template needs. */
export type MailMessage =
  | { kind: 'MEMBER_APPROVED'; to: string; name: string }
  | { kind: 'MEMBER_REJECTED'; to: string; name: string; memo: string | null }
  | { kind: 'MEMBER_REVOKED'; to: string; name: string; memo: string | null }
  | { kind: 'PASSWORD_RESET'; to: string; name: string; link: string; validMinutes: number }
  | { kind: 'MEMBER_LEFT'; to: string; name: string }
  | { kind: 'CONSULTATION_NEW'; to: string; consultation: ConsultationSummary }
  | ParentWeeklyReportMessage
  | { kind: 'PARENT_INVITATION'; to: string; childName: string; link: string; validDays: number };

/**
 * A parent's weekly learning report: the figures as the report service computed them when the
 * week was queued (the same as /parent shows for that week), and the token of its unsubscribe link.
 */
export interface ParentWeeklyReportMessage {
  kind: 'PARENT_WEEKLY_REPORT';
  to: string;
  parentId: string;
  parentName: string;
  week: string;
  children: Array<{ name: string; report: ChildWeekReport }>;
  unsubscribeToken: string;
}

export type MailKind = MailMessage['kind'];

/**
 * The order mail leaves in: a member's own account mail (a reset link that expires in 30 minutes,
 * a decision) before notices to the staff, so a flood of consultation requests never delays it.
 * Lower goes first.
 */
export const MAIL_PRIORITY = { account: 0, staff: 1, report: 2 } as const;
export const MAIL_KIND_PRIORITY: Record<MailKind, number> = {
  MEMBER_APPROVED: MAIL_PRIORITY.account,
  MEMBER_REJECTED: MAIL_PRIORITY.account,
  MEMBER_REVOKED: MAIL_PRIORITY.account,
  PASSWORD_RESET: MAIL_PRIORITY.account,
  MEMBER_LEFT: MAIL_PRIORITY.account,
  CONSULTATION_NEW: MAIL_PRIORITY.staff,
  // Thousands on a Monday morning: they wait behind any reset link or staff notice.
  PARENT_WEEKLY_REPORT: MAIL_PRIORITY.report,
  PARENT_INVITATION: MAIL_PRIORITY.account,
};

/** A new consultation request as the staff mail shows it (the consultations module fills it in). */
export interface ConsultationSummary {
  id: string;
  name: string;
  phone: string;
  grade?: string | null;
  program?: string | null;
  message?: string | null;
  createdAt: string;
}

/**
 * New-consultation notices to the staff leave together: at most one mail per this interval, listing
 * every request since the last one (the first this many in full, the rest counted).
 */
export const CONSULTATION_DIGEST = { intervalMs: 5 * 60 * 1000, listedMax: 200 } as const;

/** The kinds in Korean, for the overview card (never the recipients). */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  MEMBER_APPROVED: '회원 승인 안내',
  MEMBER_REJECTED: '가입 거절 안내',
  MEMBER_REVOKED: '승인 취소 안내',
  PASSWORD_RESET: '비밀번호 재설정 링크',
  MEMBER_LEFT: '회원 탈퇴 완료 안내',
  CONSULTATION_NEW: '새 상담 신청 알림',
  PARENT_WEEKLY_REPORT: '주간 학습 리포트',
  PARENT_INVITATION: '학부모 초대',
};
