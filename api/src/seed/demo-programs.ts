import { ACADEMY, telHref, type ProgramTuition, type ScheduleRow } from '@academy/common';
import { seoulDay } from '@academy/common/korean-days';

export interface DemoProgram {
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  /** Markdown, as the 원장 writes it in the admin form. */
  content: string;
  features: string[];
  targetStudents: string;
  /** Markdown. */
  curriculum: string;
  tuition: ProgramTuition;
  schedule: ScheduleRow[];
  capacity: number;
  seatsLeft: number;
}

const phoneLink = `[${ACADEMY.phone}](${telHref(ACADEMY.phone)})`;

/**
 * The demo programs' 개강일: the first Monday of next month (Seoul), so a fresh install always
 * announces a start still to come.
 */
export function demoStartDate(now: Date): string {
  const [year, month] = seoulDay(now).split('-').map(Number);
  const first = new Date(Date.UTC(year, month, 1));
  const toMonday = (8 - first.getUTCDay()) % 7;
  return new Date(first.getTime() + toMonday * 86_400_000).toISOString().slice(0, 10);
}

/** The three programs the landing page links to: middle school, high school, exam prep. */
export const DEMO_PROGRAMS: DemoProgram[] = [
  {
    slug: 'middle-school',
    title: '중등 내신 영어',
    subtitle: '교과서 완벽 분석으로 내신 1등급을 만드는 중학 영어',
    description:
      '중학교 1~3학년을 위한 내신 대비 프로그램입니다. 학교별 교과서와 기출 문제를 분석해 문법, 어휘, 서술형까지 빈틈없이 준비합니다.',
    content: `### 학교별 맞춤 내신 수업

중학교 영어는 **교과서 본문과 문법**이 내신의 대부분을 차지합니다. 이든 영어학원은 학생이 다니는 학교의 교과서와 부교재, 최근 3년 기출 문제를 분석하여 학교별 맞춤 수업을 진행합니다.

### 수업 방식

- 본문 암기와 변형 문제 풀이로 *교과서 100% 이해*
- 매 수업 단어 시험과 오답 노트로 약점 관리
- 서술형·수행평가 대비 영작 첨삭

상담 문의: ${phoneLink}`,
    features: [
      '학교별 교과서·부교재 본문 완벽 분석',
      '매 수업 단어 시험과 오답 노트 관리',
      '서술형·수행평가 영작 첨삭',
      '시험 4주 전 내신 집중 대비',
      '월간 학습 리포트 학부모 발송',
    ],
    targetStudents: '중학교 1~3학년, 내신 영어 성적을 안정적으로 올리고 싶은 학생',
    curriculum: `| 단계 | 기간 | 주요 내용 |
| --- | --- | --- |
| 기초 다지기 | 1~4주 | 품사와 문장 성분, 5형식, 필수 어휘 600 |
| 문법 완성 | 5~10주 | 시제, 조동사, to부정사·동명사, 관계대명사 |
| 내신 대비 | 시험 4주 전 | 교과서 본문 변형, 학교별 기출, 서술형 모의고사 |`,
    tuition: { monthly: 280_000, materials: 20_000 },
    schedule: [
      { name: '중1·중2 A반', days: ['MON', 'WED', 'FRI'], start: '16:30', end: '18:00' },
      { name: '중3 B반', days: ['TUE', 'THU'], start: '18:30', end: '20:30' },
    ],
    capacity: 12,
    seatsLeft: 4,
  },
  {
    slug: 'high-school',
    title: '고등 내신·수능 영어',
    subtitle: '내신과 수능을 함께 잡는 고등 영어 정규반',
    description:
      '고등학교 1~3학년을 위한 정규 과정입니다. 구문 독해와 어휘를 탄탄히 다지고, 학교 내신과 수능 유형을 균형 있게 훈련합니다.',
    content: `### 정확하게 읽고 빠르게 푸는 영어

고등 영어는 **긴 지문을 빠르고 정확하게 읽는 힘**이 핵심입니다. 구문 분석으로 문장을 정확히 해석하고, 유형별 전략으로 수능 1등급을 목표로 합니다.

### 수업 방식

- 주 2회 구문 독해와 수능 유형별 전략 수업
- 모의고사 성적 분석 후 1:1 약점 클리닉
- 학교별 내신 부교재·모의고사 변형 문제 대비

수준별 반 편성을 위해 첫 상담 때 진단 평가를 진행합니다.`,
    features: [
      '구문 분석으로 정확한 해석 훈련',
      '수능 유형별(주제·빈칸·순서·삽입) 전략',
      '매월 모의고사와 성적 분석 리포트',
      '학교별 내신 부교재 변형 문제',
      '수능 필수 어휘 2000 누적 테스트',
    ],
    targetStudents: '고등학교 1~3학년, 내신과 수능을 함께 준비하는 학생',
    curriculum: `| 학년 | 중점 | 주요 내용 |
| --- | --- | --- |
| 고1 | 구문과 어휘 | 문장 구조 분석, 수능 필수 어휘, 학력평가 대비 |
| 고2 | 유형 전략 | 빈칸 추론, 순서 배열, 문장 삽입, 내신 서술형 |
| 고3 | 실전 완성 | EBS 연계 지문 분석, 실전 모의고사, 시간 관리 |`,
    tuition: { monthly: 350_000, materials: 25_000 },
    schedule: [
      { name: '고1 정규반', days: ['MON', 'WED'], start: '19:00', end: '21:30' },
      { name: '고2·고3 정규반', days: ['TUE', 'THU', 'SAT'], start: '19:00', end: '21:30' },
    ],
    capacity: 10,
    seatsLeft: 2,
  },
  {
    slug: 'exam-prep',
    title: '내신·수능 대비 집중반',
    subtitle: '시험 전 8주, 점수를 끌어올리는 단기 집중 과정',
    description:
      '중간·기말고사와 수능을 앞둔 학생을 위한 단기 집중 과정입니다. 실전 모의고사와 오답 클리닉으로 짧은 기간에 확실한 점수 향상을 만듭니다.',
    content: `### 8주 만에 점수를 올리는 방법

시험을 앞두고 **무엇을, 어떤 순서로** 공부해야 하는지 정확히 알려 드립니다. 학교 시험 범위와 수능 출제 경향을 분석한 자료로 8주 동안 집중 훈련합니다.

### 이런 학생에게 추천합니다

- 시험 기간마다 성적이 들쭉날쭉한 학생
- 모의고사 2~3등급에서 1등급으로 올라서고 싶은 학생
- 짧은 기간 안에 약점 유형을 보완해야 하는 학생

집중반은 정원이 정해져 있어 조기 마감될 수 있습니다. 문의: ${phoneLink}`,
    features: [
      '주 2회 실전 모의고사와 즉시 해설',
      '개인별 오답 클리닉',
      '학교별 시험 범위 맞춤 자료',
      '자습실 이용과 질의응답 지원',
      '시험 직전 최종 점검 특강',
    ],
    targetStudents: '중간·기말고사 또는 수능을 8주 안에 앞둔 중3~고3 학생',
    curriculum: `| 주차 | 목표 | 내용 |
| --- | --- | --- |
| 1~2주 | 진단 | 진단 평가, 약점 유형 분석, 개인별 학습 계획 |
| 3~6주 | 보완 | 유형별 집중 훈련, 어휘·구문 보강, 주간 모의고사 |
| 7~8주 | 실전 | 실전 모의고사, 시간 배분 연습, 최종 점검 특강 |`,
    tuition: { monthly: 420_000, materials: 30_000 },
    schedule: [{ name: '집중반', days: ['TUE', 'THU', 'SAT'], start: '17:00', end: '20:00' }],
    capacity: 8,
    seatsLeft: 1,
  },
];
