import { daysFrom } from './demo-clock';

export interface DemoVideo {
  title: string;
  description: string;
  externalUrl: string;
  durationSec: number;
  isPublished: boolean;
  accessStart: Date | null;
  accessEnd: Date | null;
}

export interface DemoCourse {
  slug: string;
  title: string;
  description: string;
  thumbnail: string;
  tags: string[];
  videos: DemoVideo[];
}

const open = { isPublished: true, accessStart: null, accessEnd: null };

/**
 * Courses with videos in every access state: open, active (inside a window),
 * upcoming, expired and unpublished; YouTube links in short and watch forms, NAS files on
 * http (played through /proxy/video) and https.
 */
export function demoCourses(now: Date): DemoCourse[] {
  const active = { isPublished: true, accessStart: daysFrom(now, -7), accessEnd: daysFrom(now, 120) };
  return [
    {
      slug: 'middle-school-grammar',
      title: '중등 내신 영어 문법',
      description: '중학교 교과서에 나오는 핵심 문법을 개념부터 서술형 적용까지 단계별로 정리하는 강의입니다.',
      thumbnail: '/assets/courses/middle-grammar.svg',
      tags: ['중등', '내신', '문법', '서술형', '기초'],
      videos: [
        {
          ...open,
          title: '1강. 문장의 5형식 완전 정복',
          description: '주어, 동사, 목적어, 보어로 문장 구조를 한눈에 파악합니다.',
          externalUrl: 'https://youtu.be/M7lc1UVf-VE',
          durationSec: 1520,
        },
        {
          ...active,
          title: '2강. 시제와 조동사',
          description: '현재완료와 조동사의 쓰임을 내신 기출 문제로 익힙니다.',
          externalUrl: 'https://www.youtube.com/watch?v=YE7VzlLtp-4',
          durationSec: 1835,
        },
        {
          ...open,
          title: '3강. to부정사와 동명사',
          description: '명사·형용사·부사적 용법과 동명사를 목적어로 쓰는 동사를 구분합니다.',
          externalUrl: 'http://nas.example.local/lectures/middle/grammar-03.mp4',
          durationSec: 2104,
        },
        {
          isPublished: true,
          accessStart: daysFrom(now, 14),
          accessEnd: daysFrom(now, 180),
          title: '4강. 관계대명사',
          description: '다음 달 공개 예정인 강의입니다.',
          externalUrl: 'https://youtu.be/eRsGyueVLvQ',
          durationSec: 1962,
        },
      ],
    },
    {
      slug: 'high-school-reading',
      title: '고등 영어 독해',
      description: '구문 분석으로 정확하게 읽고, 수능 유형별 전략으로 빠르게 푸는 고등 독해 강의입니다.',
      thumbnail: '/assets/courses/high-reading.svg',
      tags: ['고등', '독해', '수능', '구문분석', '모의고사'],
      videos: [
        {
          ...open,
          title: '1강. 글의 주제와 요지 찾기',
          description: '첫 문장과 연결어로 글의 흐름을 잡는 방법을 배웁니다.',
          externalUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
          durationSec: 2410,
        },
        {
          ...open,
          title: '2강. 빈칸 추론 전략',
          description: '빈칸 문장의 단서를 찾아 선택지를 좁히는 연습을 합니다.',
          externalUrl: 'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4',
          durationSec: 2230,
        },
        {
          ...active,
          title: '3강. 순서 배열과 문장 삽입',
          description: '지시어와 연결어로 문단 순서를 결정합니다.',
          externalUrl: 'http://nas.example.local/lectures/high/reading-03.mp4',
          durationSec: 2675,
        },
        {
          isPublished: true,
          accessStart: daysFrom(now, -90),
          accessEnd: daysFrom(now, -5),
          title: '지난 학기 기말고사 특강',
          description: '공개 기간이 끝난 특강입니다.',
          externalUrl: 'https://youtu.be/M7lc1UVf-VE',
          durationSec: 3120,
        },
      ],
    },
    {
      slug: 'toeic-practice',
      title: 'TOEIC 실전',
      description: 'LC와 RC 전 파트를 실전 문제로 훈련하여 목표 점수를 빠르게 달성하는 강의입니다.',
      thumbnail: '/assets/courses/toeic-practice.svg',
      tags: ['TOEIC', 'LC', 'RC', '실전 모의고사', '대학생·성인'],
      videos: [
        {
          ...open,
          title: 'Part 1·2 듣기 전략',
          description: '사진 묘사와 질의응답에서 자주 나오는 함정을 정리합니다.',
          externalUrl: 'https://youtu.be/YE7VzlLtp-4',
          durationSec: 1780,
        },
        {
          ...open,
          title: 'Part 5 문법 빈출 유형',
          description: '품사 자리와 동사 형태 문제를 30초 안에 푸는 요령을 익힙니다.',
          externalUrl: 'http://nas.example.local/lectures/toeic/part5.mp4',
          durationSec: 1645,
        },
        {
          isPublished: false,
          accessStart: null,
          accessEnd: null,
          title: 'Part 7 독해 실전 모의고사',
          description: '촬영을 마치고 편집 중인 강의입니다.',
          externalUrl: 'https://www.youtube.com/watch?v=eRsGyueVLvQ',
          durationSec: 2890,
        },
      ],
    },
    {
      slug: 'csat-listening',
      title: '수능 영어 듣기 완성',
      description: '수능 듣기 17문항을 유형별로 정리하고 실전 속도에 익숙해지는 강의입니다.',
      thumbnail: '/assets/courses/csat-listening.svg',
      tags: ['고등', '수능', '듣기'],
      videos: [
        {
          ...open,
          title: '1강. 목적·의견 파악하기',
          description: '대화의 처음과 끝에서 화자의 의도를 잡는 법을 익힙니다.',
          externalUrl: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
          durationSec: 1390,
        },
        {
          ...active,
          title: '2강. 그림 불일치와 도표 문제',
          description: '세부 정보를 메모하며 듣는 훈련을 합니다.',
          externalUrl: 'https://nas.example.com/lectures/listening/02.mp4',
          durationSec: 1510,
        },
      ],
    },
  ];
}
