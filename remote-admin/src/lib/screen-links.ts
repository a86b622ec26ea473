import type { ComponentType, ReactNode } from 'react';

/** What the side menu and the overview's quick links need of an admin screen; `pages/` holds the table. */
export interface ScreenLink {
  /** Below /admin: `members` is /admin/members. */
  path: string;
  label: string;
  icon: ReactNode;
  /** What the overview's quick link says the screen is for; a screen without one has no quick link. */
  hint?: string;
  /** Drawn after the label in the side menu (a count waiting there); plain HTML, as the menu is. */
  Badge?: ComponentType;
}

/** The absolute path of a screen. */
export const adminHref = (screen: ScreenLink) => `/admin/${screen.path}`;

/** The screen a path belongs to: /admin is the first screen (the dashboard), as is its own path. */
export function currentScreen<S extends ScreenLink>(screens: readonly S[], pathname: string): S | undefined {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/admin') return screens[0];
  return screens.find((screen) => path === adminHref(screen) || path.startsWith(`${adminHref(screen)}/`));
}
