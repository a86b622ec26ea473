import { ACADEMY } from '@academy/common';

/** The head teacher's public profile, shown on the landing page and on /about. */
export const HEAD_TEACHER = {
  name: ACADEMY.headTeacher,
  title: '대표 원장 · 중·고등 영어 / TOEIC 전담',
  summary:
    '영어교육을 전공하고 10년 넘게 창원에서 중·고등학생을 가르쳐 왔습니다. 한 명 한 명의 약점을 직접 확인하고, 시험 점수로 결과를 보여 드리는 수업을 약속합니다.',
  credentials: [
    { title: '영어교육학 석사 (TESOL)', detail: '제2언어 습득 이론에 근거한 문법·독해 지도법 연구' },
    { title: 'TOEIC 990점 만점', detail: '최근 3년간 정기 시험 응시로 출제 경향을 직접 확인' },
    { title: '중등 영어 정교사 2급', detail: '교과 과정과 평가 기준을 이해하는 내신 대비' },
    { title: '강의 경력 10년 이상', detail: '前 대형 어학원 중·고등부 대표 강사, 누적 수강생 1,000명 이상' },
  ],
} as const;

/** How the head teacher teaches, for the profile's philosophy section. */
export const TEACHING_PHILOSOPHY = [
  {
    title: '이해가 먼저, 암기는 그다음',
    text: '문법 규칙을 외우게 하기 전에 왜 그런 형태가 되는지를 설명합니다. 이해한 내용은 서술형과 변형 문제에서도 흔들리지 않습니다.',
  },
  {
    title: '한 명도 놓치지 않는 소수 정예',
    text: '한 반은 8명 이하로 운영하고, 매 수업 확인 테스트로 누가 무엇을 어려워하는지 바로 찾아 그날 안에 해결합니다.',
  },
  {
    title: '학부모와 함께 가는 관리',
    text: '매주 학습 리포트와 정기 상담으로 아이의 현재 위치와 다음 목표를 투명하게 공유합니다.',
  },
] as const;
