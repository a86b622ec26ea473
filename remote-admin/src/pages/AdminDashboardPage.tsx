import { useCallback, useRef } from 'react';
import { App, Card, Tabs } from 'antd';
import { PhoneOutlined, PictureOutlined, PlaySquareOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, UI } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { HttpError, useAuth, useToast, type CallOptions } from '@academy/context';
import { AntdThemeProvider } from '@academy/context/antd';
import { dashboardLogin } from '../features/consoles/api/dashboard-login';
import { dashboardLogout } from '../features/consoles/api/dashboard-logout';
import { GatedConsole } from '../features/consoles/components/GatedConsole';
import { ConsultationsPage } from '../features/consultations/components/ConsultationsPage';
import { DashboardGalleryPanel } from '../features/gallery/components/DashboardGalleryPanel';
import { useConsoleAccess } from '../features/consoles/hooks/use-console-access';
import { useConsoleTab } from '../features/consoles/hooks/use-console-tab';
import { ApprovedMembersPanel } from '../features/members/components/ApprovedMembersPanel';
import { PendingMembersPanel } from '../features/members/components/PendingMembersPanel';
import { OverviewPanel, type OverviewLinks } from '../features/overview/components/OverviewPanel';
import { DashboardVideosPanel } from '../features/videos/components/DashboardVideosPanel';
import { isHttpStatus } from '../lib/error-message';
import { ADMIN_SCREENS } from './admin-screens';
import '../styles/admin.css';

const CONSOLE_PATH = '/_superadmin';
// /admin-dashboard is under the protected /admin prefix, but an expired console session belongs
// back at the console login, not at /login: this page handles its 401s itself.
const DASHBOARD_REQUESTS: CallOptions = { redirectOn401: false };
const TABS = ['pending', 'consultations', 'videos', 'gallery', 'approved'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = {
  pending: '승인 대기 회원',
  consultations: '상담 신청',
  videos: ADMIN_MESSAGES.admin.screens.videos,
  gallery: '갤러리 관리',
  approved: '승인된 회원',
};
const tabHref = (tab: Tab) => `/admin-dashboard?tab=${tab}`;

/**
 * A console session (the password only) may not open /admin/*, which needs the ADMIN account: its
 * overview links lead to this page's own tabs instead.
 */
const CONSOLE_LINKS: OverviewLinks = {
  pending: tabHref('pending'),
  verified: tabHref('approved'),
  consultations: `${tabHref('consultations')}&status=NEW`,
  quick: [
    { href: tabHref('pending'), label: TAB_LABELS.pending, hint: '가입 승인·거절', icon: <UserAddOutlined /> },
    {
      href: tabHref('consultations'),
      label: TAB_LABELS.consultations,
      hint: '연락, 상태와 메모',
      icon: <PhoneOutlined />,
    },
    { href: tabHref('videos'), label: TAB_LABELS.videos, hint: '공개 여부와 공개 기간', icon: <PlaySquareOutlined /> },
    { href: tabHref('gallery'), label: TAB_LABELS.gallery, hint: '사진 추가·숨기기', icon: <PictureOutlined /> },
    { href: tabHref('approved'), label: TAB_LABELS.approved, hint: '검색, 승인 취소, 탈퇴', icon: <TeamOutlined /> },
  ],
};

function loginFailureText(error: unknown): string {
  if (!(error instanceof HttpError)) return MESSAGES.console.loginNetworkError;
  return error.userMessage || MESSAGES.console.loginFailedFallback;
}

function Dashboard() {
  const navigate = useNavigate();
  const toast = useToast();
  const { modal } = App.useApp();
  const { logout: signOutAccount } = useAuth();
  const { access, isAdmin, unlock } = useConsoleAccess();
  const sentAway = useRef(false);
  const tab = useConsoleTab(TABS);

  const onLoadError = useCallback(
    (error: Error) => {
      if (!isHttpStatus(error, 401) || sentAway.current) return;
      sentAway.current = true;
      // Said by a toast, which stays up across the move to the console login (no native alert).
      toast({ title: MESSAGES.auth.sessionExpired, variant: 'destructive' });
      navigate(CONSOLE_PATH);
    },
    [navigate, toast],
  );

  async function login(password: string): Promise<string | null> {
    try {
      await dashboardLogin(password);
      setTimeout(() => {
        unlock();
        navigate('/admin-dashboard', { replace: true });
      }, UI.dashboardLoginDelayMs);
      return null;
    } catch (error) {
      // Said once, beside the form; no toast repeating it.
      return loginFailureText(error);
    }
  }

  function confirmLogout() {
    modal.confirm({
      title: MESSAGES.console.logoutConfirm,
      okText: '로그아웃',
      cancelText: '취소',
      onOk: async () => {
        try {
          await dashboardLogout();
          if (isAdmin) await signOutAccount();
          navigate(CONSOLE_PATH);
        } catch {
          toast({ title: MESSAGES.auth.logoutFailed, description: MESSAGES.auth.retry, variant: 'destructive' });
        }
      },
    });
  }

  return (
    <GatedConsole
      title="관리자 대시보드"
      session={{ access, login, logout: confirmLogout }}
      gate={{ title: '관리자 대시보드 로그인', lead: '관리자 비밀번호를 입력하세요.' }}
    >
      <OverviewPanel
        requestOptions={DASHBOARD_REQUESTS}
        onLoadError={onLoadError}
        quickLinks={ADMIN_SCREENS}
        links={isAdmin ? undefined : CONSOLE_LINKS}
      />
      <Card className="admin-card">
        <Tabs
          activeKey={tab.active}
          onChange={tab.open}
          items={[
            {
              key: 'pending',
              label: TAB_LABELS.pending,
              children: <PendingMembersPanel requestOptions={DASHBOARD_REQUESTS} onLoadError={onLoadError} />,
            },
            {
              key: 'consultations',
              label: TAB_LABELS.consultations,
              children: <ConsultationsPage inConsole={{ requestOptions: DASHBOARD_REQUESTS, onLoadError }} />,
            },
            {
              key: 'videos',
              label: TAB_LABELS.videos,
              children: <DashboardVideosPanel requestOptions={DASHBOARD_REQUESTS} onLoadError={onLoadError} />,
            },
            {
              key: 'gallery',
              label: TAB_LABELS.gallery,
              children: <DashboardGalleryPanel requestOptions={DASHBOARD_REQUESTS} onLoadError={onLoadError} />,
            },
            {
              key: 'approved',
              label: TAB_LABELS.approved,
              children: <ApprovedMembersPanel requestOptions={DASHBOARD_REQUESTS} />,
            },
          ]}
        />
      </Card>
    </GatedConsole>
  );
}

/** /admin-dashboard, outside the site layout: a signed-in ADMIN, or the dashboard's own password login. */
export default function AdminDashboardPage() {
  return (
    <AntdThemeProvider>
      <Dashboard />
    </AntdThemeProvider>
  );
}
