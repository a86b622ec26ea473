import { Card, Statistic, Tooltip } from 'antd';
import { MESSAGES, PLACEHOLDER_FIGURES } from '@academy/common';
import type { RequestOptions } from '@academy/context';
import { AsyncContent } from '../../../components/AsyncContent';
import { useAsyncData } from '../../../lib/use-async-data';
import { useLoadErrorReport } from '../../../lib/use-load-error-report';
import { countVideos } from '../api/count-videos';
import { getMemberOverview } from '../api/get-member-overview';
import { MemberPeek } from './MemberPeek';
import { QuickLinks } from './QuickLinks';

interface OverviewPanelProps {
  requestOptions?: RequestOptions;
  /** The dashboard sends an expired console session back to its login (spec 001 §8). */
  onLoadError?: (error: Error) => void;
}

/** Spec 001's fixed figure stands in only while no real count can be read, and says so. */
function VideoFigureTitle({ counted }: { counted: boolean }) {
  if (counted) return <>동영상</>;
  return (
    <Tooltip title="동영상 목록을 불러오지 못해 예시 수치를 표시합니다.">
      <span>동영상 (예시)</span>
    </Tooltip>
  );
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
  useLoadErrorReport(overview.error, onLoadError);

  return (
    <AsyncContent data={overview} errorTitle={MESSAGES.admin.membersLoadFailed} retry>
      {({ members, videos }) => (
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
              <Statistic title={<VideoFigureTitle counted={videos !== null} />} value={videos ?? PLACEHOLDER_FIGURES.overviewVideos} suffix="개" />
            </Card>
          </div>
          <div className="admin-peeks">
            <MemberPeek title="최근 승인 대기 회원" members={members.pending.items} emptyText={MESSAGES.admin.membersEmpty.pending} moreHref="/admin/members?status=pending" />
            <MemberPeek title="승인된 회원" members={members.verified.items} emptyText={MESSAGES.admin.membersEmpty.verified} moreHref="/admin/members?status=verified" />
          </div>
          <QuickLinks />
        </div>
      )}
    </AsyncContent>
  );
}
