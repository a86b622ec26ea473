import { ACADEMY } from './academy';

/** What search results and link previews show for a page. */
export interface PageMeta {
  title: string;
  description: string;
}

/** The academy's search-result texts; a program page takes its own title and description. */
export const SITE_META = {
  home: {
    title: `${ACADEMY.name} | 중·고등 내신 영어 · TOEIC`,
    description:
      '창원 중·고등학생 내신 영어와 수능, TOEIC 전문 영어학원. 한 반 8명 이하 소수 정예, 원장 직강, 온라인 강의와 무료 레벨 테스트 상담.',
  },
  about: {
    title: `원장 소개 | ${ACADEMY.name}`,
    description: `${ACADEMY.name} 원장의 경력과 자격, 수업 철학, 수강생 후기. 원장이 직접 가르치고 끝까지 책임집니다.`,
  },
  courses: {
    title: `강의 목록 | ${ACADEMY.name}`,
    description: '학교 내신부터 수능, TOEIC까지. 학원 수업을 온라인 강의로 언제든 다시 볼 수 있습니다.',
  },
  gallery: {
    title: `갤러리 | ${ACADEMY.name}`,
    description: `${ACADEMY.name}의 교실과 자습실, 수업 현장을 사진으로 소개합니다.`,
  },
  notices: {
    title: `공지사항 | ${ACADEMY.name}`,
    description: `${ACADEMY.name}의 학원 일정, 휴원, 특강과 설명회 소식을 알려 드립니다.`,
  },
  consultation: {
    title: `상담 신청 | ${ACADEMY.name}`,
    description: `${ACADEMY.name} 무료 레벨 테스트와 첫 상담 신청. 확인 후 영업일 기준 하루 안에 연락드립니다.`,
  },
  privacy: {
    title: `개인정보처리방침 | ${ACADEMY.name}`,
    description: `${ACADEMY.name}이 수집하는 개인정보의 항목, 이용 목적, 보유 기간과 정보주체의 권리를 안내합니다.`,
  },
  terms: {
    title: `이용약관 | ${ACADEMY.name}`,
    description: `${ACADEMY.name} 웹사이트의 회원가입, 온라인 강의 이용 조건을 안내합니다.`,
  },
  consultationThanks: {
    title: `상담 신청 완료 | ${ACADEMY.name}`,
    description: '상담 신청이 접수되었습니다. 확인 후 연락드리겠습니다.',
  },
  /** Page n of the notice board (n ≥ 2). */
  noticesPageTitle: (page: number) => `공지사항 ${page}페이지 | ${ACADEMY.name}`,
  /** One notice: its own title, and the start of its text as the description. */
  noticeTitle: (title: string) => `${title} | 공지사항 | ${ACADEMY.name}`,
  /** A parent's own page (drawn for their session, never indexed). */
  parentHome: {
    title: `학부모 홈 | ${ACADEMY.name}`,
    description: '자녀의 이번 주 학습 현황과 학원 공지를 한눈에 봅니다.',
  },
  notFound: {
    title: `페이지를 찾을 수 없습니다 | ${ACADEMY.name}`,
    description: '주소가 바뀌었거나 없어진 페이지입니다.',
  },
  /** A program page: its own title, and its description (or subtitle) when it has one. */
  programTitle: (title: string) => `${title} | ${ACADEMY.name}`,
  /** The picture link previews show (1200×630, served by the API from api/assets). */
  image: {
    path: '/assets/og/academy.jpg',
    width: 1200,
    height: 630,
    alt: `${ACADEMY.name} — 중·고등 내신 영어 · TOEIC`,
  },
} as const satisfies Record<string, unknown>;

/** The postal address of the academy, split as schema.org wants it. */
export const ACADEMY_ADDRESS = {
  streetAddress: '성산구 중앙대로 89, 5층',
  addressLocality: '창원시',
  addressRegion: '경상남도',
  addressCountry: 'KR',
} as const;
