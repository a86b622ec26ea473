/** The first `limit` tags and a +N badge for the rest; every tag when no limit is given. */
export function TagList({ tags, limit }: { tags: readonly string[]; limit?: number }) {
  const shown = limit === undefined ? tags : tags.slice(0, limit);
  const hidden = tags.length - shown.length;
  if (tags.length === 0) return null;
  return (
    <span className="mb-tags">
      {shown.map((tag, index) => (
        <span key={`${index}-${tag}`} className="mb-tag">
          {tag}
        </span>
      ))}
      {hidden > 0 && <span className="mb-tag mb-tag--more">+{hidden}</span>}
    </span>
  );
}
