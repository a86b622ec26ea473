import { Badge, Tabs } from 'antd';
import { MESSAGES } from '@academy/common';
import { useAsyncData } from '@academy/context';
import { AntdThemeProvider } from '@academy/context/antd';
import { ConsultationsPage } from '../features/consultations/components/ConsultationsPage';
import { GatedConsole } from '../features/consoles/components/GatedConsole';
import { PendingUsersPanel } from '../features/consoles/components/PendingUsersPanel';
import { useConsoleSession } from '../features/consoles/hooks/use-console-session';
import { useConsoleTab } from '../features/consoles/hooks/use-console-tab';
import { SimpleGalleryPanel } from '../features/gallery/components/SimpleGalleryPanel';
import { getVideos } from '../features/simple-console/api/get-videos';
import { SimpleVideosTab } from '../features/simple-console/components/SimpleVideosTab';
import { galleryClient } from '../api/gallery-client';
import { pendingUsersClient } from '../api/pending-users-client';
import '../styles/admin.css';

const PENDING = pendingUsersClient({ api: 'simple' });
const GALLERY = galleryClient({ api: 'simple' });
const TABS = ['users', 'consultations', 'gallery', 'videos'] as const;
// The inbox's requests as the console's own: this page is outside /admin, so a 401 shows in place.
const CONSOLE = { requestOptions: {} };

function countLabel(label: string, items: unknown[] | null) {
  return (
    <span>
      {label} <Badge className="admin-tab-count" count={items ? items.length : '…'} showZero overflowCount={99999} />
    </span>
  );
}

/** The three lists load together so every tab shows its count. */
function SimpleConsoleTabs() {
  const pending = useAsyncData(PENDING.list, []);
  const gallery = useAsyncData(GALLERY.list, []);
  const videos = useAsyncData(getVideos, []);
  const tab = useConsoleTab(TABS);
  return (
    <Tabs
      activeKey={tab.active}
      onChange={tab.open}
      items={[
        {
          key: 'users',
          label: countLabel('회원', pending.data),
          children: <PendingUsersPanel pending={pending} client={PENDING} />,
        },
        { key: 'consultations', label: '상담 신청', children: <ConsultationsPage inConsole={CONSOLE} /> },
        {
          key: 'gallery',
          label: countLabel('갤러리', gallery.data),
          children: <SimpleGalleryPanel gallery={gallery} />,
        },
        { key: 'videos', label: countLabel('동영상', videos.data), children: <SimpleVideosTab videos={videos} /> },
      ]}
    />
  );
}

function SimpleConsole() {
  // Only the secret console accepts the ADMIN account; this one always asks for its password.
  const session = useConsoleSession({
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
