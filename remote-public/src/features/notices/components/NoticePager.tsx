import { Link } from 'react-router-dom';
import { MESSAGES } from '@academy/common';
import { noticesPagePath } from '../notice-pages';

const S = MESSAGES.publicSite;

/** Links to every page of the board (an academy posts a few a month: the list of numbers stays short). */
export function NoticePager({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav className="notice-pager" aria-label={S.noticesPager}>
      <ul>
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <Link
              to={noticesPagePath(number)}
              className={number === page ? 'notice-pager__link notice-pager__link--current' : 'notice-pager__link'}
              aria-current={number === page ? 'page' : undefined}
              aria-label={S.noticesPage(number)}
            >
              {number}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
