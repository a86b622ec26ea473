import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from 'antd';
import { AntdThemeProvider } from './antd-theme';
import { ThemeProvider } from './theme';

function Page() {
  return (
    <ThemeProvider>
      <AntdThemeProvider>
        <button type="button">페이지 버튼</button>
        <Modal open title="확인" closable={false} footer={<button type="button">확인</button>}>
          <input aria-label="메모" />
          <button type="button">취소</button>
        </Modal>
      </AntdThemeProvider>
    </ThemeProvider>
  );
}

describe('Tab inside an open dialog', () => {
  it('goes from the last control to the first, never out of the dialog', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const dialog = await screen.findByRole('dialog', { name: '확인' });
    screen.getByRole('button', { name: '확인' }).focus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('textbox', { name: '메모' })).toHaveFocus();
  });

  it('goes from the first control to the last with Shift+Tab', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await screen.findByRole('dialog', { name: '확인' });
    screen.getByRole('textbox', { name: '메모' }).focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '확인' })).toHaveFocus();
  });

  it('moves normally between the controls in between', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await screen.findByRole('dialog', { name: '확인' });
    screen.getByRole('textbox', { name: '메모' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: '취소' })).toHaveFocus();
  });
});
