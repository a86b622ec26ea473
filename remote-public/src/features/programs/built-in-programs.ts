/** What a program card needs; the API's Program carries more (the detail page reads it all). */
export interface ProgramCardData {
  slug: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  features: string[];
}

/**
 * The three programs the academy always runs. The landing page shows them until
 * GET /api/programs answers, and instead of it when it fails or is empty: never an empty section.
 */
export const BUILT_IN_PROGRAMS: readonly ProgramCardData[] = [
  {
    slug: 'middle-school',
    title: '중등 내신 영어',
    subtitle: '교과서 본문부터 서술형까지, 학교 시험 완벽 대비',
    description:
      '학교별 교과서와 기출을 분석해 시험 범위를 빈틈없이 정리하고, 문법 개념을 이해 중심으로 다져 고등 영어의 기초를 만듭니다.',
    features: ['학교별 교과서·부교재 분석', '문법 개념 + 서술형 첨삭', '주간 테스트와 학습 리포트'],
  },
  {
    slug: 'high-school',
    title: '고등 내신·수능 영어',
    subtitle: '내신 1등급과 모의고사 1등급을 함께',
    description:
      '학교 내신은 출제 경향에 맞춘 변형 문제로, 수능은 지문 구조 독해와 유형별 전략으로 준비해 두 마리 토끼를 모두 잡습니다.',
    features: ['구문 독해와 지문 구조 분석', '유형별 수능 풀이 전략', '학교별 내신 변형 문제'],
  },
  {
    slug: 'exam-prep',
    title: '내신·수능 대비 집중반',
    subtitle: '시험 직전, 점수를 끌어올리는 마무리 과정',
    description:
      '중간·기말고사와 수능을 앞둔 시기에 운영하는 소수 정예 집중반입니다. 실전 모의고사와 1:1 오답 클리닉으로 마지막 한 문제까지 챙깁니다.',
    features: ['시험 4주 전 집중 관리', '실전 모의고사와 시간 관리 훈련', '1:1 오답 클리닉'],
  },
];
