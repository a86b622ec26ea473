import { Badge, Card, Statistic } from 'antd';
import { Link } from 'react-router-dom';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { type CallOptions, useAsyncData } from '@academy/context';
import { AsyncContent } from '../../../components/AsyncContent';
import { getNewConsultationCount } from '../../../api/new-consultations';
import type { ScreenLink } from '../../../lib/screen-links';
import { useLoadErrorReport } from '../../../lib/use-load-error-report';
import { countConsoleLockouts, LOCKOUT_LOOKBACK_DAYS } from '../api/count-console-lockouts';
import { countVideos } from '../api/count-videos';
import { getMailStatus } from '../api/get-mail-status';
import { getMemberOverview } from '../api/get-member-overview';
import { MailCard } from './MailCard';
import { MemberPeek } from './MemberPeek';
import { QuickLinks, quickLinksOf, type QuickLink } from './QuickLinks';

const M = ADMIN_MESSAGES.admin;

/** Where the overview's links lead: the admin section's screens, or a console's own tabs. */
export interface OverviewLinks {
  pending: string;
  verified: string;
  /** The new consultation requests: the card 새 상담 신청 opens them. */
  consultations: string;
  quick: readonly QuickLink[];
}

const adminLinks = (screens: readonly ScreenLink[]): OverviewLinks => ({
  pending: '/admin/members?status=pending',
  verified: '/admin/members?status=verified',
  consultations: '/admin/consultations?status=NEW',
  quick: quickLinksOf(screens),
});

interface OverviewPanelProps {
  requestOptions?: CallOptions;
  /** The dashboard sends an expired console session back to its login. */
  onLoadError?: (error: Error) => void;
  /** The admin screens the quick links lead to. */
  quickLinks: readonly ScreenLink[];
  /** A console session cannot open /admin/*: its links must stay inside the console. */
  links?: OverviewLinks;
}

/** Figures, the first 5 pending and approved members, and quick links. */
export function OverviewPanel({ requestOptions = {}, onLoadError, quickLinks, links: given }: OverviewPanelProps) {
  const links = given ?? adminLinks(quickLinks);
  const overview = useAsyncData(async () => {
    const [members, videos, consultations, mail, lockouts] = await Promise.all([
      getMemberOverview(requestOptions),
      countVideos(requestOptions),
      // A count that cannot be read is shown as such, not as a failed overview.
      getNewConsultationCount(requestOptions).catch(() => null),
      getMailStatus(requestOptions),
      countConsoleLockouts(requestOptions),
    ]);
    return { members, videos, consultations, mail, lockouts };
  }, [requestOptions.redirectOn401]);
  useLoadErrorReport(overview.error, onLoadError);

  return (
    <AsyncContent data={overview} errorTitle={ADMIN_MESSAGES.admin.membersLoadFailed} retry>
      {({ members, videos, consultations, mail, lockouts }) => (
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
                    <span className="admin-muted admin-stat-note">{ADMIN_MESSAGES.admin.countUnavailable}</span>
                  ) : (
                    '개'
                  )
                }
              />
            </Card>
            <Card className="admin-card admin-card--attention">
              <Statistic
                title={
                  <Link to={links.consultations}>
                    <Badge dot={Boolean(consultations)} offset={[6, 0]}>
                      새 상담 신청
                    </Badge>
                  </Link>
                }
                value={consultations ?? '-'}
                suffix={
                  consultations === null ? (
                    <span className="admin-muted admin-stat-note">{ADMIN_MESSAGES.admin.countUnavailable}</span>
                  ) : (
                    '건'
                  )
                }
              />
            </Card>
            <MailCard status={mail} />
            {/* Shown once it has happened: a guessing attack on the shared console password. */}
            {Boolean(lockouts) && (
              <Card className="admin-card admin-card--attention">
                <Statistic
                  title={
                    given ? (
                      M.consoleLockouts(LOCKOUT_LOOKBACK_DAYS)
                    ) : (
                      <Link to="/admin/audit?action=CONSOLE_LOCKOUT">{M.consoleLockouts(LOCKOUT_LOOKBACK_DAYS)}</Link>
                    )
                  }
                  value={lockouts ?? 0}
                  suffix="회"
                />
              </Card>
            )}
          </div>
          <div className="admin-peeks">
            <MemberPeek
              title="최근 승인 대기 회원"
              members={members.pending.items}
              emptyText={ADMIN_MESSAGES.admin.membersEmpty.pending}
              moreHref={links.pending}
            />
            <MemberPeek
              title="승인된 회원"
              members={members.verified.items}
              emptyText={ADMIN_MESSAGES.admin.membersEmpty.verified}
              moreHref={links.verified}
            />
          </div>
          <QuickLinks links={links.quick} />
        </div>
      )}
    </AsyncContent>
  );
}
