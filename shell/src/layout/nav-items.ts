import { isAdmin, isParent, routeForPath, type User } from '@academy/common';

/** Header navigation: anchors scroll to landing-page sections. */
export const NAV_ITEMS = [
  { label: '홈', to: '/' },
  { label: '원장 소개', to: '/#about' },
  { label: '강의', to: '/#programs' },
  { label: '동영상', to: '/videos' },
  { label: '갤러리', to: '/#gallery' },
  { label: '공지사항', to: '/notices' },
] as const;

/** A page the route table keeps from a parent (the lessons: the API answers a parent 403 there). */
function closedToParents(to: string): boolean {
  const roles = routeForPath(to)?.roles;
  return roles !== undefined && roles.length > 0 && !roles.includes('PARENT');
}

/**
 * The header's links for this user: a parent, who is never a member, is not offered the member
 * pages. Anyone else keeps them all: a visitor or a member waiting for approval sees what signing
 * in or approval opens (the route guard then says why).
 */
export function navItemsFor(user: User | null) {
  return isParent(user) ? NAV_ITEMS.filter((item) => !closedToParents(item.to)) : NAV_ITEMS;
}

export interface UserMenuLink {
  label: string;
  to: string;
}

/**
 * The user menu's links by role: a parent's home first, the account for everyone, the dashboard for
 * staff. Labels written here like the bar's: @academy/common/parents would put the parents' whole
 * catalogue in the header every page loads first.
 */
export function userMenuLinks(user: User): UserMenuLink[] {
  return [
    ...(isParent(user) ? [{ label: '학부모 홈', to: '/parent' }] : []),
    { label: '내 계정', to: '/account' },
    ...(isAdmin(user) ? [{ label: '관리자 대시보드', to: '/admin-dashboard' }] : []),
  ];
}
