import { Link } from 'react-router-dom';
import type { ReviewItem } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import type { ApiQuery } from '@academy/context';
import '../review.css';

const R = MEMBER_MESSAGES.review;

/** /members: the way into the 오답 노트 while it holds anything; nothing while it loads, fails or is empty. */
export function ReviewShortcut({ query }: { query: ApiQuery<ReviewItem[]> }) {
  const count = Array.isArray(query.data) ? query.data.length : 0;
  if (count === 0) return null;
  return (
    <section className="card mb-review-shortcut" aria-labelledby="member-review-title">
      <div>
        <h2 id="member-review-title" className="mb-card-title">
          {R.title}
        </h2>
        <p className="mb-muted">{R.homeLead(count)}</p>
      </div>
      <Link to="/review" className="button button--primary">
        {R.link(count)}
      </Link>
    </section>
  );
}
