import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ReviewItem } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { EmptyState } from '../../../components/ListStates';
import { dueToday } from '../review-queue';
import { ReviewCard } from './ReviewCard';
import '../review.css';

const R = MEMBER_MESSAGES.review;

/** Today's review: each item due asked once, in the list's order, with the count the server says is left. */
export function ReviewSession({ items }: { items: ReviewItem[] }) {
  // Taken once: an item answered now stays on screen until 다음 문제, whatever the list becomes.
  const due = useMemo(() => dueToday(items), [items]);
  const [position, setPosition] = useState(0);
  const [remaining, setRemaining] = useState(items.length);

  if (items.length === 0) return <EmptyState message={R.empty} />;
  const item = due[position];
  const waiting = items.length - due.length;
  return (
    <div className="mb-review">
      <p className="mb-review__remaining" data-testid="review-remaining">
        {R.remaining(remaining)}
      </p>
      {item ? (
        <ReviewCard
          key={item.id}
          item={item}
          autoFocus={position > 0}
          onAnswered={(result) => setRemaining(result.remaining)}
          onNext={() => setPosition((index) => index + 1)}
        />
      ) : (
        <div className="mb-state" role="status">
          <p className="mb-state__text">{R.doneToday}</p>
          {waiting > 0 && <p className="mb-muted">{R.laterToday(waiting)}</p>}
          <Link to="/members" className="button">
            {R.backHome}
          </Link>
        </div>
      )}
    </div>
  );
}
