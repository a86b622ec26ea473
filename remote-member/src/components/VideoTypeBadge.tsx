import { VIDEO_TYPE_LABELS, type VideoType } from '@academy/common/video-url';

export function VideoTypeBadge({ type }: { type: VideoType }) {
  return <span className={`badge mb-type mb-type--${type}`}>{VIDEO_TYPE_LABELS[type] ?? type}</span>;
}
