import { useState, type MouseEvent } from 'react';
import { Input, type InputProps } from 'antd';

export const PASSWORD_TOGGLE_LABEL = '비밀번호 표시';

/** An eye, struck through while the password is hidden (drawn here so the context package needs no icon set). */
function EyeIcon({ struck }: { struck: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {struck && <path d="M3 3l18 18" />}
    </svg>
  );
}

const TOGGLE_STYLE = {
  display: 'inline-flex',
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
} as const;

/**
 * A password field whose show/hide control is a real button: antd's own is an icon <span> that
 * mouse users can click but keyboard and screen-reader users cannot reach or understand. The
 * button keeps one name and says whether the password is shown with aria-pressed.
 */
export function PasswordInput(props: Omit<InputProps, 'type' | 'suffix'>) {
  const [shown, setShown] = useState(false);
  function toggle(event: MouseEvent) {
    // The field's frame turns any click inside it into focus on the input; the button keeps it.
    event.stopPropagation();
    setShown((value) => !value);
  }
  return (
    <Input
      {...props}
      type={shown ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className="password-toggle"
          style={TOGGLE_STYLE}
          aria-label={PASSWORD_TOGGLE_LABEL}
          aria-pressed={shown}
          onClick={toggle}
        >
          <EyeIcon struck={!shown} />
        </button>
      }
    />
  );
}
