import { daysFrom } from './demo-clock';

import type { NoticeVisibility } from '@academy/common';

export interface DemoNotice {
  title: string;
  body: string;
  startsAt: Date | null;
  endsAt: Date | null;
  /** What parents may read on the public board; account matters stay with the members. */
  visibility: NoticeVisibility;
}

/** Newest first: inside, before and after their publish windows, relative to the first start; public and members-only. */
export function demoNotices(now: Date): DemoNotice[] {
  return [
    {
      title: '여름방학 특강 수강 신청 안내',
      body: '여름방학 동안 중등 문법 완성반과 고등 수능 독해 집중반을 운영합니다. 반별 정원이 정해져 있으니 학원 데스크 또는 전화로 미리 신청해주세요.',
      startsAt: daysFrom(now, -3),
      endsAt: daysFrom(now, 30),
      visibility: 'public',
    },
    {
      title: '추석 연휴 휴원 안내',
      body: '추석 연휴 기간에는 휴원합니다. 휴원 기간의 보강 일정은 반별로 따로 안내드리겠습니다.',
      startsAt: daysFrom(now, 20),
      endsAt: daysFrom(now, 35),
      visibility: 'public',
    },
    {
      title: '온라인 강의 이용 안내',
      body: '회원가입 후 관리자 승인이 완료되면 모든 온라인 강의를 시청할 수 있습니다. 승인은 보통 하루 안에 처리되며, 궁금한 점은 학원으로 문의해주세요.',
      startsAt: null,
      endsAt: null,
      visibility: 'members',
    },
    {
      title: '2학기 중간고사 대비 시간표 안내',
      body: '중간고사 4주 전부터 학교별 내신 대비 수업이 시작됩니다. 학교별 시간표는 학원 게시판과 문자로 안내드립니다.',
      startsAt: daysFrom(now, -10),
      endsAt: null,
      visibility: 'public',
    },
    {
      title: '1학기 기말고사 대비 특강 마감',
      body: '1학기 기말고사 대비 특강 신청이 마감되었습니다. 신청해 주신 모든 학생과 학부모님께 감사드립니다.',
      startsAt: daysFrom(now, -60),
      endsAt: daysFrom(now, -30),
      visibility: 'public',
    },
    {
      title: '신규 회원 승인 절차 안내',
      body: '가입 후 승인 대기 상태에서는 강의 목록만 볼 수 있습니다. 학원에 등록된 학생 정보와 확인되면 승인됩니다.',
      startsAt: null,
      endsAt: daysFrom(now, 60),
      visibility: 'members',
    },
  ];
}
