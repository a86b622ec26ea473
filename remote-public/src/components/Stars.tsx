const MAX_RATING = 5;

/** A star rating read out as text ("별점 5점 만점에 5점"); the stars themselves are decoration. */
export function Stars({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(MAX_RATING, Math.round(rating)));
  return (
    <span className="stars" role="img" aria-label={`별점 ${MAX_RATING}점 만점에 ${filled}점`}>
      <span aria-hidden="true">{'★'.repeat(filled)}</span>
      <span aria-hidden="true" className="stars__empty">
        {'★'.repeat(MAX_RATING - filled)}
      </span>
    </span>
  );
}
