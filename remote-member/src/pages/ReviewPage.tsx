import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import '../styles/member.css';
import { LoadError, SkeletonRows } from '../components/ListStates';
import { useReviewItems } from '../features/review/api/review-items';
import { ReviewSession } from '../features/review/components/ReviewSession';

const R = MEMBER_MESSAGES.review;

/** /review: VERIFIED or ADMIN (the shell guards the route); the 오답 노트 asked again, one item at a time. */
export default function ReviewPage() {
  const items = useReviewItems();
  return (
    <section className="container page" data-remote="member">
      <h1 className="page__title">{R.title}</h1>
      <p className="page__lead">{R.lead}</p>
      {items.error ? (
        <LoadError message={R.loadFailed} onRetry={items.reload} />
      ) : items.isLoading || !items.data ? (
        <SkeletonRows rows={1} />
      ) : (
        <ReviewSession items={Array.isArray(items.data) ? items.data : []} />
      )}
    </section>
  );
}
