import { Link } from 'react-router-dom';
import { formatDate, truncate, UI, type Notice } from '@academy/common';

/** Notices as a list of titled links with their date and the start of their text. */
export function NoticeList({ notices, headingLevel = 2 }: { notices: Notice[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="notice-list">
      {notices.map((notice) => (
        <li key={notice.id} className="notice-list__item">
          <Heading className="notice-list__title">
            <Link to={`/notices/${encodeURIComponent(notice.id)}`} className="notice-list__link">
              {notice.title}
            </Link>
          </Heading>
          <time className="notice-list__date" dateTime={notice.createdAt}>
            {formatDate(notice.createdAt)}
          </time>
          <p className="notice-list__excerpt">{truncate(notice.body, UI.noticePreviewChars)}</p>
        </li>
      ))}
    </ul>
  );
}
