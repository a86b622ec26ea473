import { Tabs } from 'antd';
import { MESSAGES } from '@academy/common';
import { useAsyncData } from '@academy/context';
import { AntdThemeProvider } from '@academy/context/antd';
import { ConsultationsPage } from '../features/consultations/components/ConsultationsPage';
import { GatedConsole } from '../features/consoles/components/GatedConsole';
import { PendingUsersPanel } from '../features/consoles/components/PendingUsersPanel';
import { useConsoleSession } from '../features/consoles/hooks/use-console-session';
import { useConsoleTab } from '../features/consoles/hooks/use-console-tab';
import { SecretGalleryPanel } from '../features/gallery/components/SecretGalleryPanel';
import { ProgramsTab } from '../features/superadmin/components/ProgramsTab';
import { VideoLinkTab } from '../features/superadmin/components/VideoLinkTab';
import { pendingUsersClient } from '../api/pending-users-client';
import '../styles/admin.css';

const PENDING = pendingUsersClient({ api: 'superadmin' });
const TABS = ['approvals', 'consultations', 'gallery', 'programs', 'videos'] as const;
// This page is outside /admin, so the inbox's 401 shows in place.
const CONSOLE = { requestOptions: {} };

function ApprovalsTab() {
  const pending = useAsyncData(PENDING.list, []);
  return <PendingUsersPanel pending={pending} client={PENDING} />;
}

function SuperAdminConsole() {
  const session = useConsoleSession({
    wrongPasswordText: MESSAGES.console.loginFailed,
  });
  const tab = useConsoleTab(TABS);
  return (
    <GatedConsole
      title="시크릿 콘솔"
      session={session}
      gate={{ title: '관리자 인증', lead: '관리자 비밀번호를 입력하면 콘솔을 사용할 수 있습니다.' }}
    >
      <Tabs
        activeKey={tab.active}
        onChange={tab.open}
        items={[
          { key: 'approvals', label: '가입 승인', children: <ApprovalsTab /> },
          { key: 'consultations', label: '상담 신청', children: <ConsultationsPage inConsole={CONSOLE} /> },
          { key: 'gallery', label: '갤러리', children: <SecretGalleryPanel /> },
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
