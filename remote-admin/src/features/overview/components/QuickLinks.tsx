import { Link } from 'react-router-dom';
import { adminHref, type ScreenLink } from '../../../lib/screen-links';

/** A link to every screen that says what it is for (has a hint). */
export function QuickLinks({ screens }: { screens: readonly ScreenLink[] }) {
  return (
    <nav aria-label="바로 가기" className="admin-quick-links">
      {screens
        .filter((screen) => screen.hint)
        .map((screen) => (
          <Link key={screen.path} to={adminHref(screen)} className="admin-quick-link">
            <span className="admin-quick-link__icon" aria-hidden="true">
              {screen.icon}
            </span>
            <span>
              <strong>{screen.label}</strong>
              <span className="admin-quick-link__hint">{screen.hint}</span>
            </span>
          </Link>
        ))}
    </nav>
  );
}
