export interface DemoGalleryImage {
  file: string;
  title: string;
  caption: string;
}

/** The landing page's 7 images, served from api/assets/gallery. */
export const DEMO_GALLERY: DemoGalleryImage[] = [
  { file: 'entrance.svg', title: '학원 입구', caption: '이든 영어학원 건물 입구' },
  { file: 'classroom.svg', title: '메인 강의실', caption: '밝고 쾌적한 메인 강의실' },
  { file: 'lecture.svg', title: '원장 직강', caption: '원장 직강 수능 영어 수업' },
  { file: 'study-room.svg', title: '자습실', caption: '집중력을 높여 주는 개별 자습실' },
  { file: 'library.svg', title: '독서 코너', caption: '영어 원서가 가득한 독서 코너' },
  { file: 'consultation.svg', title: '상담 데스크', caption: '1:1 학습 상담 데스크' },
  { file: 'awards.svg', title: '명예의 전당', caption: '학생들의 성적 향상과 수상 기록' },
];

export const galleryImageUrl = (file: string) => `/assets/gallery/${file}`;
