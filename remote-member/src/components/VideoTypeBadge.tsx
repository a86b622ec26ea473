import type { VideoType } from '@academy/common';

const TYPE_LABELS: Record<VideoType, string> = { youtube: 'YouTube', nas: 'NAS' };

export function VideoTypeBadge({ type }: { type: VideoType }) {
  return <span className={`badge mb-type mb-type--${type}`}>{TYPE_LABELS[type] ?? type}</span>;
}
