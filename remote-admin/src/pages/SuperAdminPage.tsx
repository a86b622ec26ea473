import { Tabs } from 'antd';
import { MESSAGES } from '@academy/common';
import { useAsyncData } from '@academy/context';
import { AntdThemeProvider } from '@academy/context/antd';
import { GatedConsole } from '../features/consoles/components/GatedConsole';
import { PendingUsersPanel } from '../features/consoles/components/PendingUsersPanel';
import { useConsoleSession } from '../features/consoles/hooks/use-console-session';
import { approveUser } from '../features/superadmin/api/approve-user';
import { getPendingUsers } from '../features/superadmin/api/get-pending-users';
import { rejectUser } from '../features/superadmin/api/reject-user';
import { GalleryTab } from '../features/superadmin/components/GalleryTab';
import { ProgramsTab } from '../features/superadmin/components/ProgramsTab';
import { VideoLinkTab } from '../features/superadmin/components/VideoLinkTab';
import '../styles/admin.css';

function ApprovalsTab() {
  const pending = useAsyncData(getPendingUsers, []);
  return <PendingUsersPanel pending={pending} approve={approveUser} reject={rejectUser} />;
}

function SuperAdminConsole() {
  const session = useConsoleSession({
    wrongPasswordTitle: MESSAGES.console.loginFailedTitle,
    wrongPasswordText: MESSAGES.console.loginFailed,
  });
  return (
    <GatedConsole
      title="시크릿 콘솔"
      session={session}
      gate={{ title: '관리자 인증', lead: '관리자 비밀번호를 입력하면 콘솔을 사용할 수 있습니다.' }}
    >
      <Tabs
        items={[
          { key: 'approvals', label: '가입 승인', children: <ApprovalsTab /> },
          { key: 'gallery', label: '갤러리', children: <GalleryTab /> },
          { key: 'programs', label: '프로그램', children: <ProgramsTab /> },
          { key: 'videos', label: '동영상 링크', children: <VideoLinkTab /> },
        ]}
      />
    </GatedConsole>
  );
}

/** /_superadmin: a signed-in ADMIN sees the console at once; anyone else needs the console password. */
export default function SuperAdminPage() {
  return (
    <AntdThemeProvider>
      <SuperAdminConsole />
    </AntdThemeProvider>
  );
}
