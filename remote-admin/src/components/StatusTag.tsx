import type { HTMLAttributes } from 'react';
import { Tag } from 'antd';

/** What a status means, which decides its colours (each pair reaches 4.5:1 in both themes). */
export type Tone = 'positive' | 'info' | 'warning' | 'danger' | 'neutral';

interface StatusTagProps extends HTMLAttributes<HTMLSpanElement> {
  tone: Tone;
}

/**
 * A small status label ("상시 공개", "게시 중", "승인"); it may wrap in a narrow cell. antd's Tag,
 * coloured by the admin's own tone classes: antd's preset colours (green text on pale green…)
 * stay under 4.5:1 in one theme or the other.
 */
export function StatusTag({ tone, className, ...rest }: StatusTagProps) {
  return (
    <Tag
      variant="outlined"
      className={['admin-status', `admin-status--${tone}`, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
