import { formatDate, formatTime } from '@academy/common';

/** A date and time that breaks only between the two ("2026년 12월 8일" over "19:24") in a narrow cell. */
export function DateTimeText({ value, none = '-' }: { value: string | null | undefined; none?: string }) {
  if (!value) return <>{none}</>;
  return (
    <time className="admin-datetime" dateTime={value}>
      <span>{formatDate(value)}</span> <span>{formatTime(value)}</span>
    </time>
  );
}
