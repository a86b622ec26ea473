import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS, MESSAGES } from '@academy/common';
import { SearchBox } from './SearchBox';

function Box({ onSearch, initial = '' }: { onSearch?: (text: string) => void; initial?: string }) {
  const [text, setText] = useState(initial);
  return (
    <SearchBox label="회원 검색" placeholder="이름 또는 이메일" value={text} onChange={setText} onSearch={onSearch} />
  );
}

const box = () => screen.getByRole('searchbox', { name: '회원 검색' });

describe('SearchBox', () => {
  it('searches the trimmed text on Enter and with its search button', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(<Box onSearch={onSearch} />);
    expect(box()).toHaveAttribute('maxlength', String(LIMITS.searchMax));
    await user.type(box(), '  minsu {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('minsu');
    await user.type(box(), 'x');
    await user.click(screen.getByRole('button', { name: MESSAGES.admin.searchSubmit }));
    expect(onSearch).toHaveBeenLastCalledWith('minsu x');
  });

  it('does not search on the Enter that ends a Korean syllable', () => {
    const onSearch = jest.fn();
    render(<Box onSearch={onSearch} initial="김" />);
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith('김');
  });

  it('clears with its clear button, which searches the empty text and leaves focus in the field', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(<Box onSearch={onSearch} />);
    expect(screen.queryByRole('button', { name: MESSAGES.admin.searchClear })).not.toBeInTheDocument();
    await user.type(box(), 'minsu');
    await user.click(screen.getByRole('button', { name: MESSAGES.admin.searchClear }));
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('without onSearch follows the typing alone: no search button to press', async () => {
    const user = userEvent.setup();
    render(<Box />);
    await user.type(box(), 'toeic');
    expect(box()).toHaveValue('toeic');
    expect(screen.queryByRole('button', { name: MESSAGES.admin.searchSubmit })).not.toBeInTheDocument();
  });
});
