import { UI, type PlayableVideo } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import type { ApiQuery } from '@academy/context';
import { EmptyState, LoadError, SkeletonRows } from '../../../components/ListStates';
import { VideoCard } from './VideoCard';

export function VideoGrid({
  query,
  onOpen,
}: {
  query: ApiQuery<PlayableVideo[]>;
  onOpen: (video: PlayableVideo) => void;
}) {
  if (query.isLoading) return <SkeletonRows rows={UI.skeletonRows} variant="card" />;
  if (query.error) return <LoadError onRetry={query.reload} />;
  const videos = Array.isArray(query.data) ? query.data : [];
  if (videos.length === 0) return <EmptyState message={MEMBER_MESSAGES.memberArea.videosEmpty} />;
  return (
    <ul className="mb-video-grid">
      {videos.map((video) => (
        <VideoCard key={video.id} video={video} onOpen={onOpen} />
      ))}
    </ul>
  );
}
