import { Link } from 'react-router-dom';
import { PARENT_SCREEN_MESSAGES as P } from '@academy/common/parents';
import { TitledCard } from '../../../components/TitledCard';

const LINKS = [
  { to: '/courses', label: '강의 목록', hint: '모든 강의 과정 보기' },
  { to: '/about', label: '원장 소개', hint: '강사 경력과 교육 철학' },
  { to: '/gallery', label: '갤러리', hint: '학원 사진 둘러보기' },
];

const PARENT_HOME = { to: '/parent', label: P.parentHome, hint: P.parentHomeHint };
const ADMIN_PAGE = { to: '/admin', label: '관리자 페이지', hint: '회원·강의·공지 관리' };

/** The side menu of /account: the public pages, and first the 학부모 홈 for a parent, last the admin pages for staff. */
export function QuickMenu({ isAdmin, isParent = false }: { isAdmin: boolean; isParent?: boolean }) {
  const links = [...(isParent ? [PARENT_HOME] : []), ...LINKS, ...(isAdmin ? [ADMIN_PAGE] : [])];
  return (
    <TitledCard id="quick-menu-title" title="빠른 메뉴" as="nav">
      <ul className="mb-quick">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="mb-quick__link">
              <span className="mb-quick__label">{link.label}</span>
              <span className="mb-quick__hint">{link.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}
