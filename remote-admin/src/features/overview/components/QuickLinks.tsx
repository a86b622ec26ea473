import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { adminHref, type ScreenLink } from '../../../lib/screen-links';

export interface QuickLink {
  href: string;
  label: string;
  hint: string;
  icon: ReactNode;
}

/** The admin section's screens that have a hint: where an ADMIN account may go. */
export function quickLinksOf(screens: readonly ScreenLink[]): QuickLink[] {
  return screens.flatMap((screen) =>
    screen.hint ? [{ href: adminHref(screen), label: screen.label, hint: screen.hint, icon: screen.icon }] : [],
  );
}

export function QuickLinks({ links }: { links: readonly QuickLink[] }) {
  return (
    <nav aria-label="바로 가기" className="admin-quick-links">
      {links.map((link) => (
        <Link key={link.href} to={link.href} className="admin-quick-link">
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
