import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabBar } from './TabBar';

const KEYS = ['pending', 'verified', 'all'] as const;
type Key = (typeof KEYS)[number];
const LABELS: Record<Key, string> = { pending: '승인 대기', verified: '인증 회원', all: '전체' };

function Tabs({ onChange }: { onChange: (key: Key) => void }) {
  const [active, setActive] = useState<Key>('pending');
  return (
    <>
      <button type="button">before</button>
      <TabBar
        label="회원 상태"
        active={active}
        onChange={(key) => {
          onChange(key);
          setActive(key);
        }}
        items={KEYS.map((key) => ({ key, label: LABELS[key] }))}
      />
      <button type="button">after</button>
    </>
  );
}

function renderTabs() {
  const onChange = jest.fn();
  render(<Tabs onChange={onChange} />);
  return onChange;
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('TabBar', () => {
  it('is a named tab list whose selected tab is its one tab stop', async () => {
    const user = userEvent.setup();
    renderTabs();
    expect(screen.getByRole('tablist', { name: '회원 상태' })).toBeInTheDocument();
    expect(tab('승인 대기')).toHaveAttribute('aria-selected', 'true');
    expect(tab('전체')).toHaveAttribute('aria-selected', 'false');
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(tab('승인 대기')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('selects a tab on click, and only tells about a change', async () => {
    const user = userEvent.setup();
    const onChange = renderTabs();
    await user.click(tab('인증 회원'));
    expect(onChange).toHaveBeenCalledWith('verified');
    expect(tab('인증 회원')).toHaveAttribute('aria-selected', 'true');
    expect(tab('인증 회원')).toHaveAttribute('tabindex', '0');
    expect(tab('승인 대기')).toHaveAttribute('tabindex', '-1');
    await user.click(tab('인증 회원'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('moves focus and the selection with the arrow keys (wrapping around), Home and End', async () => {
    const user = userEvent.setup();
    const onChange = renderTabs();
    await user.click(tab('승인 대기'));
    await user.keyboard('{ArrowRight}');
    expect(tab('인증 회원')).toHaveFocus();
    expect(tab('인증 회원')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('전체')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('승인 대기')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('전체')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('승인 대기')).toHaveFocus();
    expect(tab('승인 대기')).toHaveAttribute('aria-selected', 'true');
    expect(onChange.mock.calls.map(([key]) => key)).toEqual(['verified', 'all', 'pending', 'all', 'pending']);
  });

  it('selects the tab a key reaches even before the screen has drawn the last change', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    // A parent that has not drawn the new selection yet: `active` stays 'all'.
    render(
      <TabBar
        label="회원 상태"
        active="all"
        onChange={onChange}
        items={KEYS.map((key) => ({ key, label: LABELS[key] }))}
      />,
    );
    tab('전체').focus();
    await user.keyboard('{ArrowLeft}{ArrowRight}');
    expect(onChange.mock.calls.map(([key]) => key)).toEqual(['verified', 'all']);
  });
});
