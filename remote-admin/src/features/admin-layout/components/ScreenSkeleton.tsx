/** Grey bars where a screen's title and table will be; hidden from screen readers, who hear the status. */
export function ScreenSkeleton() {
  return (
    <div className="admin-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">불러오는 중…</span>
      <div aria-hidden="true">
        <div className="admin-skeleton__bar admin-skeleton__bar--title" />
        <div className="admin-skeleton__bar admin-skeleton__bar--lead" />
        {[0, 1, 2, 3, 4].map((row) => (
          <div key={row} className="admin-skeleton__bar admin-skeleton__bar--row" />
        ))}
      </div>
    </div>
  );
}
