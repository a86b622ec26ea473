import type { VideoType } from '@academy/common';

export const VIDEO_TYPE_LABELS: Record<VideoType, string> = { youtube: 'YouTube', nas: 'NAS' };
