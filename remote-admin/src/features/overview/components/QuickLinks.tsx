import { Link } from 'react-router-dom';
import { ADMIN_SCREENS, adminHref } from '../../../config/admin-screens';

export function QuickLinks() {
  return (
    <nav aria-label="바로 가기" className="admin-quick-links">
      {ADMIN_SCREENS.filter((screen) => screen.hint).map((screen) => (
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
