import { COURSE_FIELD_LABELS, NOTICE_FIELD_LABELS, PROGRAM_FIELD_LABELS, VIDEO_FIELD_LABELS } from './entity-fields';

/**
 * Who performed an action: an ADMIN account, a browser holding the shared console password, a
 * member acting on their own account (a mailed link, a consent, leaving), or the server itself
 * (a retention sweep).
 */
export const AUDIT_ACTOR_TYPES = ['ADMIN', 'CONSOLE', 'MEMBER', 'SYSTEM'] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

/** What an audit row is about. Logins are about the ADMIN's own account (MEMBER) or the consoles (CONSOLE). */
export const AUDIT_TARGET_TYPES = [
  'MEMBER',
  'COURSE',
  'VIDEO',
  'NOTICE',
  'GALLERY',
  'PROGRAM',
  'CONSOLE',
  'CONSULTATION',
  'ACADEMY',
  'QUIZ',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Every state-changing administrative action; each one writes exactly one audit row. */
export const AUDIT_ACTIONS = [
  'MEMBER_APPROVE',
  'MEMBER_REJECT',
  'MEMBER_REVOKE',
  'MEMBER_REMOVE',
  'MEMBER_PASSWORD_RESET',
  'MEMBER_PASSWORD_RESET_BY_LINK',
  'MEMBER_CONSENT',
  'MEMBER_LEAVE',
  'MEMBER_EXPIRE',
  'MEMBER_PROGRAM',
  'COURSE_CREATE',
  'COURSE_UPDATE',
  'COURSE_DELETE',
  'VIDEO_CREATE',
  'VIDEO_UPDATE',
  'VIDEO_DELETE',
  'NOTICE_CREATE',
  'NOTICE_UPDATE',
  'NOTICE_DELETE',
  'GALLERY_CREATE',
  'GALLERY_UPDATE',
  'GALLERY_DELETE',
  'GALLERY_TOGGLE',
  'PROGRAM_CREATE',
  'PROGRAM_UPDATE',
  'PROGRAM_DELETE',
  'QUIZ_CREATE',
  'QUIZ_UPDATE',
  'QUIZ_DELETE',
  'PARENT_LINK_REQUEST',
  'PARENT_LINK_CONFIRM',
  'PARENT_UNLINK',
  'PARENT_INVITE',
  'CONSULTATION_UPDATE',
  'CONSULTATION_DELETE',
  'ACADEMY_UPDATE',
  'ADMIN_LOGIN',
  'CONSOLE_LOGIN',
  'CONSOLE_LOGIN_FAILED',
  'CONSOLE_LOCKOUT',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTOR_LABELS: Record<AuditActorType, string> = {
  ADMIN: '관리자 계정',
  CONSOLE: '공용 콘솔',
  MEMBER: '회원 본인',
  SYSTEM: '시스템',
};

export const AUDIT_TARGET_LABELS: Record<AuditTargetType, string> = {
  MEMBER: '회원',
  COURSE: '강의',
  VIDEO: '동영상',
  NOTICE: '공지사항',
  GALLERY: '갤러리 이미지',
  PROGRAM: '프로그램',
  CONSOLE: '관리자 콘솔',
  CONSULTATION: '상담 신청',
  ACADEMY: '학원 정보',
  QUIZ: '퀴즈',
};

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  MEMBER_APPROVE: '회원 승인',
  MEMBER_REJECT: '가입 거절',
  MEMBER_REVOKE: '승인 취소',
  MEMBER_REMOVE: '회원 탈퇴 처리',
  MEMBER_PASSWORD_RESET: '비밀번호 초기화',
  MEMBER_PASSWORD_RESET_BY_LINK: '비밀번호 재설정(메일 링크)',
  MEMBER_CONSENT: '동의 변경',
  MEMBER_LEAVE: '회원 탈퇴',
  MEMBER_EXPIRE: '미승인 계정 파기',
  COURSE_CREATE: '강의 추가',
  COURSE_UPDATE: '강의 수정',
  COURSE_DELETE: '강의 삭제',
  VIDEO_CREATE: '동영상 추가',
  VIDEO_UPDATE: '동영상 수정',
  VIDEO_DELETE: '동영상 삭제',
  NOTICE_CREATE: '공지사항 작성',
  NOTICE_UPDATE: '공지사항 수정',
  NOTICE_DELETE: '공지사항 삭제',
  GALLERY_CREATE: '이미지 추가',
  GALLERY_UPDATE: '이미지 수정',
  GALLERY_DELETE: '이미지 삭제',
  GALLERY_TOGGLE: '이미지 표시 전환',
  PROGRAM_CREATE: '프로그램 추가',
  PROGRAM_UPDATE: '프로그램 수정',
  PROGRAM_DELETE: '프로그램 삭제',
  QUIZ_CREATE: '퀴즈 추가',
  QUIZ_UPDATE: '퀴즈 수정',
  QUIZ_DELETE: '퀴즈 삭제',
  PARENT_LINK_REQUEST: '학부모 연결 요청',
  MEMBER_PROGRAM: '수강 프로그램 지정',
  PARENT_LINK_CONFIRM: '학부모 연결 확인',
  PARENT_UNLINK: '학부모 연결 해제',
  PARENT_INVITE: '학부모 초대',
  CONSULTATION_UPDATE: '상담 신청 처리',
  CONSULTATION_DELETE: '상담 신청 삭제',
  ACADEMY_UPDATE: '학원 정보 수정',
  ADMIN_LOGIN: '관리자 로그인',
  CONSOLE_LOGIN: '콘솔 로그인',
  CONSOLE_LOGIN_FAILED: '콘솔 로그인 실패',
  CONSOLE_LOCKOUT: '콘솔 비밀번호 잠금',
};

/**
 * The Korean names of the fields an update summary lists ("강의 '중등 내신 A' 수정: 제목, 공개 여부"),
 * per target. A summary names changed fields only, never their values.
 */
export const AUDIT_FIELD_LABELS = {
  COURSE: COURSE_FIELD_LABELS,
  VIDEO: VIDEO_FIELD_LABELS,
  NOTICE: NOTICE_FIELD_LABELS,
  GALLERY: {
    url: '이미지 주소',
    caption: '설명',
    title: '제목',
    description: '상세 설명',
    visible: '표시 여부',
    order: '순서',
  },
  PROGRAM: PROGRAM_FIELD_LABELS,
  QUIZ: {
    passMark: '합격 점수',
    maxAttempts: '응시 횟수',
    requiredForCompletion: '완료 조건',
    direction: '출제 방향',
    published: '공개 여부',
    questions: '문제',
  },
} as const;

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
}

export function auditTargetLabel(targetType: string): string {
  return (AUDIT_TARGET_LABELS as Record<string, string>)[targetType] ?? targetType;
}
