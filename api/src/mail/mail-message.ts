/** Every kind of e-mail the site sends, with the data its template needs. */
export type MailMessage =
  | { kind: 'MEMBER_APPROVED'; to: string; name: string }
  | { kind: 'MEMBER_REJECTED'; to: string; name: string; memo: string | null }
  | { kind: 'MEMBER_REVOKED'; to: string; name: string; memo: string | null }
  | { kind: 'PASSWORD_RESET'; to: string; name: string; link: string; validMinutes: number }
  | { kind: 'MEMBER_LEFT'; to: string; name: string }
  | { kind: 'CONSULTATION_NEW'; to: string; consultation: ConsultationSummary };

export type MailKind = MailMessage['kind'];

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

/** The kinds in Korean, for the overview card (never the recipients). */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  MEMBER_APPROVED: '회원 승인 안내',
  MEMBER_REJECTED: '가입 거절 안내',
  MEMBER_REVOKED: '승인 취소 안내',
  PASSWORD_RESET: '비밀번호 재설정 링크',
  MEMBER_LEFT: '회원 탈퇴 완료 안내',
  CONSULTATION_NEW: '새 상담 신청 알림',
};
