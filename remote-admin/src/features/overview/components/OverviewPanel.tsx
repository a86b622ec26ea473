import { Card, Statistic } from 'antd';
import { MESSAGES } from '@academy/common';
import { type RequestOptions, useAsyncData } from '@academy/context';
import { AsyncContent } from '../../../components/AsyncContent';
import { useLoadErrorReport } from '../../../lib/use-load-error-report';
import { countVideos } from '../api/count-videos';
import { getMailStatus } from '../api/get-mail-status';
import { getMemberOverview } from '../api/get-member-overview';
import { MailCard } from './MailCard';
import { MemberPeek } from './MemberPeek';
import { QuickLinks } from './QuickLinks';

interface OverviewPanelProps {
  requestOptions?: RequestOptions;
  /** The dashboard sends an expired console session back to its login. */
  onLoadError?: (error: Error) => void;
}

/** Figures, the first 5 pending and approved members, and quick links. */
export function OverviewPanel({ requestOptions = {}, onLoadError }: OverviewPanelProps) {
  const overview = useAsyncData(async () => {
    const [members, videos, mail] = await Promise.all([
      getMemberOverview(requestOptions),
      countVideos(requestOptions),
      getMailStatus(requestOptions),
    ]);
    return { members, videos, mail };
  }, [requestOptions.redirectOn401]);
  useLoadErrorReport(overview.error, onLoadError);

  return (
    <AsyncContent data={overview} errorTitle={MESSAGES.admin.membersLoadFailed} retry>
      {({ members, videos, mail }) => (
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
              {/* Every figure is a real count; one that cannot be read says so instead of showing a made-up number. */}
              <Statistic
                title="동영상"
                value={videos ?? '-'}
                suffix={
                  videos === null ? (
                    <span className="admin-muted admin-stat-note">{MESSAGES.admin.countUnavailable}</span>
                  ) : (
                    '개'
                  )
                }
              />
            </Card>
            <MailCard status={mail} />
          </div>
          <div className="admin-peeks">
            <MemberPeek
              title="최근 승인 대기 회원"
              members={members.pending.items}
              emptyText={MESSAGES.admin.membersEmpty.pending}
              moreHref="/admin/members?status=pending"
            />
            <MemberPeek
              title="승인된 회원"
              members={members.verified.items}
              emptyText={MESSAGES.admin.membersEmpty.verified}
              moreHref="/admin/members?status=verified"
            />
          </div>
          <QuickLinks />
        </div>
      )}
    </AsyncContent>
  );
}
