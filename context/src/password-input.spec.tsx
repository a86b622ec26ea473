import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordInput } from './password-input';

function Field() {
  return (
    <label>
      비밀번호
      <PasswordInput />
    </label>
  );
}

describe('PasswordInput', () => {
  it('shows and hides the password with a real button reached by Tab, saying its state', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const field = screen.getByLabelText('비밀번호', { selector: 'input' });
    await user.click(field);
    await user.keyboard('secret-1');
    await user.tab();
    const toggle = screen.getByRole('button', { name: '비밀번호 표시' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(field).toHaveAttribute('type', 'password');

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(field).toHaveAttribute('type', 'text');
    expect(toggle).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveValue('secret-1');
  });
});
