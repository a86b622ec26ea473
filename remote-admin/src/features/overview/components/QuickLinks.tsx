import { AuditOutlined, BarChartOutlined, NotificationOutlined, PlaySquareOutlined, ReadOutlined, TeamOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@academy/common';

const LINKS = [
  { to: '/admin/members', label: '회원 관리', hint: '가입 승인·거절, 승인 취소, 탈퇴', icon: <TeamOutlined /> },
  { to: '/admin/videos', label: '동영상 관리', hint: '강의 동영상과 공개 기간', icon: <PlaySquareOutlined /> },
  { to: '/admin/courses', label: '강의 관리', hint: '강의 과정과 순서', icon: <ReadOutlined /> },
  { to: '/admin/notices', label: '공지사항 관리', hint: '공지와 게시 기간', icon: <NotificationOutlined /> },
  { to: '/admin/analytics', label: MESSAGES.analytics.menu, hint: MESSAGES.analytics.menuHint, icon: <BarChartOutlined /> },
  { to: '/admin/audit', label: MESSAGES.audit.menu, hint: MESSAGES.audit.menuHint, icon: <AuditOutlined /> },
];

export function QuickLinks() {
  return (
    <nav aria-label="바로 가기" className="admin-quick-links">
      {LINKS.map((link) => (
        <Link key={link.to} to={link.to} className="admin-quick-link">
          <span className="admin-quick-link__icon" aria-hidden="true">
            {link.icon}
          </span>
          <span>
            <strong>{link.label}</strong>
            <span className="admin-quick-link__hint">{link.hint}</span>
          </span>
        </Link>
      ))}
    </nav>
  );
}
