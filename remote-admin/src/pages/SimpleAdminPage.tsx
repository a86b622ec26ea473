import { Tabs } from 'antd';
import { MESSAGES } from '@academy/common';
import { useAsyncData } from '@academy/context';
import { AntdThemeProvider } from '@academy/context/antd';
import { GatedConsole } from '../features/consoles/components/GatedConsole';
import { PendingUsersPanel } from '../features/consoles/components/PendingUsersPanel';
import { useConsoleSession } from '../features/consoles/hooks/use-console-session';
import { approveUser } from '../features/simple-console/api/approve-user';
import { getGallery } from '../features/simple-console/api/get-gallery';
import { getPendingUsers } from '../features/simple-console/api/get-pending-users';
import { getVideos } from '../features/simple-console/api/get-videos';
import { rejectUser } from '../features/simple-console/api/reject-user';
import { SimpleGalleryTab } from '../features/simple-console/components/SimpleGalleryTab';
import { SimpleVideosTab } from '../features/simple-console/components/SimpleVideosTab';
import '../styles/admin.css';

function countLabel(label: string, items: unknown[] | null) {
  return (
    <span>
      {label} <span className="admin-count">{items ? items.length : '…'}</span>
    </span>
  );
}

/** The three lists load together so every tab shows its count. */
function SimpleConsoleTabs() {
  const pending = useAsyncData(getPendingUsers, []);
  const gallery = useAsyncData(getGallery, []);
  const videos = useAsyncData(getVideos, []);
  return (
    <Tabs
      items={[
        {
          key: 'users',
          label: countLabel('회원', pending.data),
          children: <PendingUsersPanel pending={pending} approve={approveUser} reject={rejectUser} />,
        },
        { key: 'gallery', label: countLabel('갤러리', gallery.data), children: <SimpleGalleryTab gallery={gallery} /> },
        { key: 'videos', label: countLabel('동영상', videos.data), children: <SimpleVideosTab videos={videos} /> },
      ]}
    />
  );
}

function SimpleConsole() {
  // Only the secret console accepts the ADMIN account; this one always asks for its password.
  const session = useConsoleSession({
    wrongPasswordTitle: MESSAGES.auth.loginFailed,
    wrongPasswordText: MESSAGES.console.wrongPassword,
    acceptsAdmin: false,
  });
  return (
    <GatedConsole
      title="심플 관리 콘솔"
      session={session}
      gate={{ title: '관리자 로그인', lead: '관리자 비밀번호로 로그인하세요.' }}
    >
      <SimpleConsoleTabs />
    </GatedConsole>
  );
}

/** /simple-admin: its own password login (console session, even for a signed-in ADMIN), then members, gallery and videos. */
export default function SimpleAdminPage() {
  return (
    <AntdThemeProvider>
      <SimpleConsole />
    </AntdThemeProvider>
  );
}
