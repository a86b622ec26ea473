import { useMailAcademy } from './academy-context';
import { greeting, MailButton, MailLayout } from './MailLayout';

/** A memo as the administrator wrote it, line breaks kept. */
function Memo({ memo }: { memo: string }) {
  return (
    <blockquote
      style={{ margin: '16px 0', padding: '12px 16px', borderLeft: '4px solid #d0d7de', whiteSpace: 'pre-line' }}
    >
      {memo}
    </blockquote>
  );
}

export function MemberApprovedMail({ name, siteUrl }: { name: string; siteUrl: string }) {
  const academy = useMailAcademy();
  return (
    <MailLayout title="회원 승인이 완료되었습니다">
      <p>{greeting(name)}</p>
      <p>{academy.name} 회원가입이 승인되었습니다. 이제 로그인하면 온라인 강의를 시청할 수 있습니다.</p>
      <MailButton href={`${siteUrl}/login`}>로그인하고 강의 보기</MailButton>
    </MailLayout>
  );
}

export function MemberRejectedMail({ name, memo }: { name: string; memo: string | null }) {
  const academy = useMailAcademy();
  return (
    <MailLayout title="회원가입이 승인되지 않았습니다">
      <p>{greeting(name)}</p>
      <p>죄송합니다. {academy.name} 회원가입 요청이 승인되지 않았습니다.</p>
      {memo ? (
        <>
          <p>관리자 메모:</p>
          <Memo memo={memo} />
        </>
      ) : null}
      <p>재학생인데 승인되지 않았다면 학원({academy.phone})으로 문의해주세요.</p>
    </MailLayout>
  );
}

export function MemberRevokedMail({ name, memo }: { name: string; memo: string | null }) {
  const academy = useMailAcademy();
  return (
    <MailLayout title="회원 승인이 취소되었습니다">
      <p>{greeting(name)}</p>
      <p>
        {academy.name} 회원 승인이 취소되어 승인 대기 상태로 돌아갔습니다. 다시 승인될 때까지 강의를 시청할 수 없습니다.
      </p>
      {memo ? (
        <>
          <p>관리자 메모:</p>
          <Memo memo={memo} />
        </>
      ) : null}
      <p>궁금한 점은 학원({academy.phone})으로 문의해주세요.</p>
    </MailLayout>
  );
}

export function PasswordResetMail({ name, link, validMinutes }: { name: string; link: string; validMinutes: number }) {
  return (
    <MailLayout title="비밀번호 재설정 안내">
      <p>{greeting(name)}</p>
      <p>비밀번호 재설정을 요청하셨습니다. 아래 버튼을 눌러 새 비밀번호를 정해주세요.</p>
      <MailButton href={link}>새 비밀번호 설정하기</MailButton>
      <p>
        링크는 {validMinutes}분 동안 한 번만 사용할 수 있습니다. 버튼이 열리지 않으면 다음 주소를 브라우저에 붙여
        넣으세요:
      </p>
      <p style={{ wordBreak: 'break-all', fontSize: '13px' }}>{link}</p>
      <p>직접 요청하지 않았다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.</p>
    </MailLayout>
  );
}

/** Sent to the address the account had, after the account and its personal data are gone. */
export function MemberLeftMail({ name }: { name: string }) {
  const academy = useMailAcademy();
  return (
    <MailLayout title="회원 탈퇴가 완료되었습니다">
      <p>{greeting(name)}</p>
      <p>
        {academy.name} 회원 탈퇴가 완료되었습니다. 계정 정보와 동의 기록을 삭제했고, 학습 기록은 누구의 것인지 알 수
        없는 통계로만 남습니다. 로그인된 모든 기기에서 로그아웃되었습니다.
      </p>
      <p>직접 탈퇴하지 않았다면 학원({academy.phone})으로 바로 연락해주세요.</p>
    </MailLayout>
  );
}

/** Staff's invitation of a parent: a one-time link to link with the student at once. */
export function ParentInvitationMail({
  childName,
  link,
  validDays,
}: {
  childName: string;
  link: string;
  validDays: number;
}) {
  const academy = useMailAcademy();
  return (
    <MailLayout title="학부모 초대">
      <p>안녕하세요. {academy.name}입니다.</p>
      <p>
        {childName} 학생의 학습 현황(강의 시청, 퀴즈 결과, 주간 리포트)을 보실 수 있도록 학부모로 초대합니다. 아래
        버튼을 눌러 학부모 계정으로 가입하거나 로그인하면 바로 연결됩니다.
      </p>
      <MailButton href={link}>초대 열기</MailButton>
      <p>
        링크는 {validDays}일 동안 한 번만 사용할 수 있습니다. 버튼이 열리지 않으면 다음 주소를 브라우저에 붙여 넣으세요:
      </p>
      <p style={{ wordBreak: 'break-all', fontSize: '13px' }}>{link}</p>
      <p>초대받을 일이 없었다면 이 메일을 무시하세요. 궁금한 점은 학원({academy.phone})으로 문의해주세요.</p>
    </MailLayout>
  );
}
