import type { MouseEvent } from 'react';

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
 * The show/hide control of a password field, a real button: it keeps one name and says whether
 * the password is shown with aria-pressed.
 */
export function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  function toggle(event: MouseEvent) {
    // A field's frame may turn any click inside it into focus on the input; the button keeps it.
    event.stopPropagation();
    onToggle();
  }
  return (
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
  );
}
