import { MAIL_PRIORITY } from '../mail/mail-message';

/** Every kind of 문자 or 카카오 알림톡 the site sends, with the data its text needs. */
export type PhoneMessage =
  | { kind: 'CONSULTATION_CONFIRMED'; to: string; name: string }
  | { kind: 'MEMBER_APPROVED'; to: string; name: string }
  | { kind: 'WEEKLY_REPORT'; to: string; parentName: string; summary: string; link: string }
  | { kind: 'PARENT_INVITATION'; to: string; childName: string; link: string; validDays: number };

export type PhoneKind = PhoneMessage['kind'];

/**
 * The order messages leave in, as mail's (lower first): a member's own account notice, then the
 * confirmation a visitor asked for, then the weekly report's summary, which may wait the longest.
 */
export const PHONE_KIND_PRIORITY: Record<PhoneKind, number> = {
  MEMBER_APPROVED: MAIL_PRIORITY.account,
  CONSULTATION_CONFIRMED: MAIL_PRIORITY.staff,
  WEEKLY_REPORT: MAIL_PRIORITY.staff + 1,
  // Staff wait on the phone for it: an account message.
  PARENT_INVITATION: MAIL_PRIORITY.account,
};

/**
 * Each kind's text with #{변수} placeholders: the 알림톡 template the academy registers with Kakao
 * word for word (docs/phone-messages.md repeats them), and, filled in, the 문자 sent without one.
 * Kakao compares the text it receives with the approved template, so there is one source for both.
 */
export const PHONE_TEMPLATES: Record<PhoneKind, string> = {
  CONSULTATION_CONFIRMED: '[#{학원명}] 상담 신청 접수\n#{이름}님, 상담 신청이 접수되었습니다. 곧 연락드리겠습니다.',
  MEMBER_APPROVED:
    '[#{학원명}] 회원 승인 안내\n#{이름}님, 회원가입이 승인되었습니다. 이제 로그인해 수업을 들으실 수 있습니다.',
  WEEKLY_REPORT: '[#{학원명}] 주간 학습 리포트\n#{학부모명}님, #{요약}\n자세히 보기: #{링크}',
  PARENT_INVITATION:
    '[#{학원명}] 학부모 초대\n#{학생명} 학생의 학습 현황을 보실 수 있도록 학부모로 초대합니다. #{유효일}일 안에 열어주세요.\n#{링크}',
};

/** The configuration key of each kind's 알림톡 template id (KAKAO_TEMPLATE_…). */
export const PHONE_TEMPLATE_SETTING = {
  CONSULTATION_CONFIRMED: 'consultation',
  MEMBER_APPROVED: 'approved',
  WEEKLY_REPORT: 'weeklyReport',
  PARENT_INVITATION: 'parentInvitation',
} as const satisfies Record<PhoneKind, string>;

/** The variables of `message`'s template, by the names the template writes. */
export function phoneVariables(message: PhoneMessage, academyName: string): Record<string, string> {
  switch (message.kind) {
    case 'CONSULTATION_CONFIRMED':
    case 'MEMBER_APPROVED':
      return { 학원명: academyName, 이름: message.name };
    case 'WEEKLY_REPORT':
      return { 학원명: academyName, 학부모명: message.parentName, 요약: message.summary, 링크: message.link };
    case 'PARENT_INVITATION':
      return { 학원명: academyName, 학생명: message.childName, 유효일: String(message.validDays), 링크: message.link };
  }
}

/** The template with its variables written in: what the phone shows. */
export function phoneText(message: PhoneMessage, academyName: string): string {
  const variables = phoneVariables(message, academyName);
  return PHONE_TEMPLATES[message.kind].replace(/#\{([^}]+)\}/g, (_, name: string) => variables[name] ?? '');
}

/** The kinds in Korean, for the log (never the recipient). */
export const PHONE_KIND_LABELS: Record<PhoneKind, string> = {
  CONSULTATION_CONFIRMED: '상담 신청 접수 안내',
  MEMBER_APPROVED: '회원 승인 안내',
  WEEKLY_REPORT: '주간 학습 리포트 요약',
  PARENT_INVITATION: '학부모 초대',
};
