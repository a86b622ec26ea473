import type { HTMLAttributes } from 'react';

/** What a status means, which decides its colours (each pair reaches 4.5:1 in both themes). */
export type Tone = 'positive' | 'info' | 'warning' | 'danger' | 'neutral';

interface StatusTagProps extends HTMLAttributes<HTMLSpanElement> {
  tone: Tone;
}

/** A small status label ("상시 공개", "게시 중", "승인"); it may wrap in a narrow cell. */
export function StatusTag({ tone, className, ...rest }: StatusTagProps) {
  return <span className={['admin-status', `admin-status--${tone}`, className].filter(Boolean).join(' ')} {...rest} />;
}
