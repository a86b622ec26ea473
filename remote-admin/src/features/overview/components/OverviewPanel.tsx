import { useEffect } from 'react';
import { Alert, Button, Card, Skeleton, Statistic, Tooltip } from 'antd';
import { MESSAGES, PLACEHOLDER_FIGURES, UI } from '@academy/common';
import type { RequestOptions } from '@academy/context';
import { serverMessageOf } from '../../../lib/error-message';
import { useAsyncData } from '../../../lib/use-async-data';
import { countVideos } from '../api/count-videos';
import { getMemberOverview } from '../api/get-member-overview';
import { MemberPeek } from './MemberPeek';
import { QuickLinks } from './QuickLinks';

interface OverviewPanelProps {
  requestOptions?: RequestOptions;
  /** The dashboard sends an expired console session back to its login (spec 001 §8). */
  onLoadError?: (error: Error) => void;
}

/** Spec 001 §2 overview: figures, the first 5 pending and approved members, and quick links. */
export function OverviewPanel({ requestOptions = {}, onLoadError }: OverviewPanelProps) {
  const overview = useAsyncData(
    async () => {
      const [members, videos] = await Promise.all([getMemberOverview(requestOptions), countVideos(requestOptions)]);
      return { members, videos };
    },
    [requestOptions.redirectOn401],
  );

  useEffect(() => {
    if (overview.error) onLoadError?.(overview.error);
  }, [overview.error, onLoadError]);

  if (overview.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={MESSAGES.admin.membersLoadFailed}
        description={serverMessageOf(overview.error, MESSAGES.admin.loadFailed)}
        action={<Button onClick={overview.reload}>{MESSAGES.errors.remoteRetry}</Button>}
      />
    );
  }
  if (!overview.data) return <Skeleton active title={false} paragraph={{ rows: UI.skeletonRows }} />;

  const { members, videos } = overview.data;
  // Spec 001's fixed figure stands in only while no real count can be read, and says so.
  const videoTitle =
    videos === null ? (
      <Tooltip title="동영상 목록을 불러오지 못해 예시 수치를 표시합니다.">
        <span>동영상 (예시)</span>
      </Tooltip>
    ) : (
      '동영상'
    );
  return (
    <div className="admin-overview">
      <div className="admin-stats">
        <Card className="admin-card">
          <Statistic title="전체 회원" value={members.total} suffix="명" />
        </Card>
        <Card className="admin-card">
          <Statistic title="인증 회원" value={members.verified.total} suffix="명" />
        </Card>
        <Card className="admin-card admin-card--attention">
          <Statistic title="승인 대기" value={members.pending.total} suffix="명" />
        </Card>
        <Card className="admin-card">
          <Statistic title={videoTitle} value={videos ?? PLACEHOLDER_FIGURES.overviewVideos} suffix="개" />
        </Card>
      </div>
      <div className="admin-peeks">
        <MemberPeek title="최근 승인 대기 회원" members={members.pending.items} emptyText={MESSAGES.admin.membersEmpty.pending} moreHref="/admin/members?status=pending" />
        <MemberPeek title="승인된 회원" members={members.verified.items} emptyText={MESSAGES.admin.membersEmpty.verified} moreHref="/admin/members?status=verified" />
      </div>
      <QuickLinks />
    </div>
  );
}
