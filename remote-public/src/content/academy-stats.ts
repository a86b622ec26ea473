/** The academy's figures (the profile page's stats); the landing hero shows the same four. */
export const ACADEMY_STATS = [
  { value: '1000+', label: '누적 수강생' },
  { value: '250+', label: 'TOEIC 평균 향상 점수' },
  { value: '10+', label: '년의 강의 경력' },
  { value: '98%', label: '학부모 만족도' },
] as const;
