import { formatDateTime } from '@academy/common';
import { CONSULTATION_DIGEST, type ConsultationSummary } from '../mail-message';
import { MailButton, MailLayout } from './MailLayout';

const cell = { padding: '6px 12px 6px 0', verticalAlign: 'top' as const };

/** One request: who asked and how to reach them. */
function ConsultationDetails({ consultation: c }: { consultation: ConsultationSummary }) {
  const rows: Array<[string, string | null | undefined]> = [
    ['이름', c.name],
    ['연락처', c.phone],
    ['학년', c.grade],
    ['관심 과정', c.program],
    ['문의 내용', c.message],
    ['신청 시각', formatDateTime(c.createdAt)],
  ];
  return (
    <table style={{ borderCollapse: 'collapse', marginBottom: '16px' }}>
      <tbody>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <tr key={label}>
              <th style={{ ...cell, textAlign: 'left', whiteSpace: 'nowrap' }}>{label}</th>
              <td style={{ ...cell, whiteSpace: 'pre-line' }}>{value}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

/**
 * To the staff address: every request since the last such mail (the first CONSULTATION_DIGEST.listedMax
 * in full, the rest counted), and where to follow up.
 */
export function ConsultationDigestMail({
  consultations,
  siteUrl,
}: {
  consultations: ConsultationSummary[];
  siteUrl: string;
}) {
  const listed = consultations.slice(0, CONSULTATION_DIGEST.listedMax);
  const more = consultations.length - listed.length;
  return (
    <MailLayout
      title={
        consultations.length === 1
          ? '새 상담 신청이 접수되었습니다'
          : `새 상담 신청 ${consultations.length}건이 접수되었습니다`
      }
    >
      {listed.map((consultation) => (
        <ConsultationDetails key={consultation.id} consultation={consultation} />
      ))}
      {more > 0 && <p>외 {more}건은 상담 신청 목록에서 확인해 주세요.</p>}
      <MailButton href={`${siteUrl}/admin/consultations`}>상담 신청 목록 열기</MailButton>
    </MailLayout>
  );
}
