/** A static review: every one is rated 5, the author's name is masked. */
export interface Testimonial {
  rating: number;
  text: string;
  author: string;
  course: string;
}

/** The nine reviews of the landing page. */
export const LANDING_TESTIMONIALS: readonly Testimonial[] = [
  {
    rating: 5,
    text: '중2 첫 중간고사에서 영어 72점이던 아이가 기말고사에서 96점을 받았어요. 시험 3주 전부터 교과서 본문을 통째로 정리해 주시는 내신 대비가 정말 꼼꼼합니다.',
    author: '김○○ 학부모',
    course: '중등 내신 영어',
  },
  {
    rating: 5,
    text: '문법을 외우는 게 아니라 왜 그렇게 쓰는지 이해시켜 주셔서 서술형이 더 이상 두렵지 않아요. 틀린 문제는 클리닉 시간에 끝까지 다시 봐 주세요.',
    author: '이○○ 학생 (중3)',
    course: '중등 내신 영어',
  },
  {
    rating: 5,
    text: '매주 보내주시는 학습 리포트 덕분에 아이가 무엇을 어려워하는지 집에서도 알 수 있어서 안심이 됩니다. 상담 전화도 늘 친절하게 받아 주세요.',
    author: '박○○ 학부모',
    course: '중등 내신 영어',
  },
  {
    rating: 5,
    text: '고1 모의고사 3등급에서 고2 6월 모의고사 1등급이 됐습니다. 지문 구조를 읽는 방법을 배우고 나니 빈칸과 순서 문제가 훨씬 빨라졌어요.',
    author: '최○○ 학생 (고2)',
    course: '고등 내신·수능 영어',
  },
  {
    rating: 5,
    text: '학교별 기출을 분석해서 우리 학교 선생님 출제 스타일에 맞춘 자료를 주시는 게 가장 큰 장점이에요. 내신 1등급을 두 학기 연속 유지했습니다.',
    author: '정○○ 학부모',
    course: '고등 내신·수능 영어',
  },
  {
    rating: 5,
    text: '수능을 넉 달 앞두고 시작했는데 EBS 연계 지문과 실전 모의고사를 체계적으로 돌려 주셔서 시간 안에 다 푸는 습관이 생겼어요.',
    author: '한○○ 학생 (고3)',
    course: '내신·수능 대비 집중반',
  },
  {
    rating: 5,
    text: '대학 입학 전에 TOEIC 점수가 필요했는데 6주 만에 585점에서 830점이 됐어요. LC 파트별 전략과 RC 시간 배분 훈련이 특히 도움이 됐습니다.',
    author: '윤○○ 수강생',
    course: 'TOEIC 실전반',
  },
  {
    rating: 5,
    text: '소수 정예라 원장님이 아이 이름과 약점을 정확히 알고 계세요. 큰 학원에서 묻혀 있던 아이가 질문을 먼저 하는 아이로 바뀌었습니다.',
    author: '강○○ 학부모',
    course: '중등 내신 영어',
  },
  {
    rating: 5,
    text: '온라인 강의로 학원 수업을 다시 볼 수 있어서 결석한 날이나 시험 직전에 복습하기 좋아요. 주말에도 집에서 부족한 부분을 채울 수 있었습니다.',
    author: '조○○ 학생 (고1)',
    course: '고등 내신·수능 영어',
  },
];

/** The three reviews of the head teacher's profile page, about the teacher in person. */
export const PROFILE_TESTIMONIALS: readonly Testimonial[] = [
  {
    rating: 5,
    text: '원장님이 직접 수업하고 직접 채점하세요. 아이 답안지에 달린 빨간 펜 코멘트를 보고 이 학원은 다르다고 느꼈습니다.',
    author: '서○○ 학부모',
    course: '중등 내신 영어',
  },
  {
    rating: 5,
    text: '공부 방법부터 다시 잡아 주셨어요. 단어장 만드는 법, 오답 노트 쓰는 법까지 알려 주셔서 혼자 공부하는 시간이 달라졌습니다.',
    author: '임○○ 학생 (고2)',
    course: '고등 내신·수능 영어',
  },
  {
    rating: 5,
    text: '입시 상담이 정말 구체적이에요. 아이 성적과 목표 대학을 놓고 학기별 계획을 세워 주셔서 고3 1년을 흔들림 없이 보냈습니다.',
    author: '오○○ 학부모',
    course: '내신·수능 대비 집중반',
  },
];
