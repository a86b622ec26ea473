import { useState } from 'react';
import { Input, type InputProps } from 'antd';
import { PasswordToggle } from './password-toggle';

export { PASSWORD_TOGGLE_LABEL } from './password-toggle';

/**
 * An antd password field whose show/hide control is a real button: antd's own is an icon <span>
 * that mouse users can click but keyboard and screen-reader users cannot reach or understand.
 */
export function PasswordInput(props: Omit<InputProps, 'type' | 'suffix'>) {
  const [shown, setShown] = useState(false);
  return (
    <Input
      {...props}
      type={shown ? 'text' : 'password'}
      suffix={<PasswordToggle shown={shown} onToggle={() => setShown((value) => !value)} />}
    />
  );
}
