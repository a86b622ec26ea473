export interface Count {
  label: string;
  value: number;
}

/** The small row of figures above an admin table (total, published, search results…). */
export function CountBar({ counts, label }: { counts: Count[]; label: string }) {
  return (
    <dl className="count-bar" aria-label={label}>
      {counts.map((count) => (
        <div key={count.label} className="count-bar__item">
          <dt>{count.label}</dt>
          <dd>{count.value}</dd>
        </div>
      ))}
    </dl>
  );
}
