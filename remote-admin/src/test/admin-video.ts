import type { AdminVideo } from '@academy/common';

/** A video as GET /api/admin/videos answers it; a published YouTube link of 12:34 open to members. */
export function makeAdminVideo(overrides: Partial<AdminVideo> = {}): AdminVideo {
  return {
    id: 'v',
    courseId: 'c1',
    title: '영상',
    description: null,
    externalUrl: 'https://youtu.be/abcdef12345',
    url: 'https://youtu.be/abcdef12345',
    durationSec: 754,
    isPublished: true,
    accessStart: null,
    accessEnd: null,
    createdAt: '2026-03-02T00:00:00.000Z',
    type: 'youtube',
    status: 'open',
    courseTitle: '중등 문법',
    courseName: '중등 문법',
    ...overrides,
  };
}
