import { Alert, Descriptions, Skeleton } from 'antd';
import {
  CONSENT_KIND_LABELS,
  CONSENT_KINDS,
  SIGNUP_CONSENT_MESSAGES as M,
  type ConsentRecord,
  type MemberDetail,
} from '@academy/common';
import { useAsyncData } from '@academy/context';
import { DateTimeText } from '../../../components/DateTimeText';
import { StatusTag } from '../../../components/StatusTag';
import { serverMessageOf } from '../../../lib/error-message';
import { getMemberDetail } from '../api/get-member-detail';
import './member-history.css';

function ConsentValue({ consent }: { consent: ConsentRecord }) {
  return (
    <span className="member-consents__value">
      <StatusTag tone={consent.given ? 'positive' : 'neutral'}>{consent.given ? M.given : M.withdrawn}</StatusTag>
      <span>{M.version(consent.version)}</span> <DateTimeText value={consent.at} />
    </span>
  );
}

/** What staff check before approving: the consents given and, for a child under 14, whom to call. */
export function MemberConsentsView({ detail }: { detail: MemberDetail }) {
  const kinds = CONSENT_KINDS.filter((kind) => detail.consents.some((consent) => consent.kind === kind));
  return (
    <div className="member-consents">
      {detail.guardian && (
        <Descriptions
          size="small"
          column={1}
          bordered
          title={M.guardianTitle}
          items={[
            { key: 'name', label: M.guardianNameLabel, children: detail.guardian.name },
            {
              key: 'phone',
              label: M.guardianPhoneLabel,
              children: <a href={`tel:${detail.guardian.phone}`}>{detail.guardian.phone}</a>,
            },
          ]}
        />
      )}
      {kinds.length === 0 ? (
        <p className="admin-muted">
          {M.consentsTitle}: {M.none}
        </p>
      ) : (
        <Descriptions
          size="small"
          column={1}
          bordered
          title={M.consentsTitle}
          items={kinds.map((kind) => ({
            key: kind,
            label: CONSENT_KIND_LABELS[kind],
            children: <ConsentValue consent={detail.consents.find((consent) => consent.kind === kind)!} />,
          }))}
        />
      )}
    </div>
  );
}

/** The consents and guardian of one member, read when a member is chosen. */
export function MemberConsents({ memberId }: { memberId: string }) {
  const detail = useAsyncData(() => getMemberDetail(memberId), [memberId]);
  if (detail.error)
    return <Alert type="error" showIcon title={serverMessageOf(detail.error, '동의 내역을 불러오지 못했습니다.')} />;
  if (detail.isLoading || !detail.data)
    return (
      <div aria-busy="true">
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      </div>
    );
  return <MemberConsentsView detail={detail.data} />;
}
