import type { ConsultationSummary } from '../mail-message';
import { MailButton, MailLayout } from './MailLayout';

const cell = { padding: '6px 12px 6px 0', verticalAlign: 'top' as const };

/** To the staff address: who asked, how to reach them, and where to follow up. */
export function ConsultationNewMail({
  consultation: c,
  siteUrl,
}: {
  consultation: ConsultationSummary;
  siteUrl: string;
}) {
  const rows: Array<[string, string | null | undefined]> = [
    ['이름', c.name],
    ['연락처', c.phone],
    ['학년', c.grade],
    ['관심 과정', c.program],
    ['문의 내용', c.message],
    ['신청 시각', new Date(c.createdAt).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' })],
  ];
  return (
    <MailLayout title="새 상담 신청이 접수되었습니다">
      <table style={{ borderCollapse: 'collapse' }}>
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
      <MailButton href={`${siteUrl}/admin/consultations`}>상담 신청 목록 열기</MailButton>
    </MailLayout>
  );
}
