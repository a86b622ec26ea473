import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeGalleryItem } from '@academy/context/testing';
import { Gallery } from './Gallery';

const items = [1, 2, 3].map((n) =>
  makeGalleryItem({ id: `g${n}`, url: `/assets/gallery/photo-${n}.svg`, caption: `사진 설명 ${n}` }),
);

function viewer() {
  return screen.getByRole('dialog', { name: '사진 크게 보기' });
}
function counter() {
  return within(viewer()).getByText(/^\d+ \/ \d+$/).textContent;
}
function shownCaption() {
  return within(viewer()).getByRole('img').getAttribute('alt');
}

describe('gallery viewer', () => {
  it('opens the picture that was clicked, with a counter, and locks page scrolling', async () => {
    const user = userEvent.setup();
    render(<Gallery items={items} />);
    await user.click(screen.getByRole('button', { name: '사진 설명 2 크게 보기' }));
    expect(counter()).toBe('2 / 3');
    expect(shownCaption()).toBe('사진 설명 2');
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(viewer()).getByRole('button', { name: '닫기' })).toHaveFocus();
  });

  it('wraps around with the next and previous buttons', async () => {
    const user = userEvent.setup();
    render(<Gallery items={items} />);
    await user.click(screen.getByRole('button', { name: '사진 설명 3 크게 보기' }));
    await user.click(screen.getByRole('button', { name: '다음 사진' }));
    expect(counter()).toBe('1 / 3');
    expect(shownCaption()).toBe('사진 설명 1');
    await user.click(screen.getByRole('button', { name: '이전 사진' }));
    expect(counter()).toBe('3 / 3');
    await user.click(screen.getByRole('button', { name: '이전 사진' }));
    expect(counter()).toBe('2 / 3');
  });

  it('moves with the arrow keys, wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(<Gallery items={items} />);
    await user.click(screen.getByRole('button', { name: '사진 설명 1 크게 보기' }));
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toBe('3 / 3');
    await user.keyboard('{ArrowRight}');
    expect(counter()).toBe('1 / 3');
    await user.keyboard('{ArrowRight}');
    expect(counter()).toBe('2 / 3');
  });

  it('closes with Escape, releases the scroll lock and gives focus back to the picture', async () => {
    document.body.style.overflow = 'auto';
    const user = userEvent.setup();
    render(<Gallery items={items} />);
    const thumbnail = screen.getByRole('button', { name: '사진 설명 2 크게 보기' });
    await user.click(thumbnail);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('auto');
    expect(thumbnail).toHaveFocus();
    document.body.style.overflow = '';
  });

  it('closes with the close button and releases the scroll lock', async () => {
    const user = userEvent.setup();
    render(<Gallery items={items} />);
    await user.click(screen.getByRole('button', { name: '사진 설명 1 크게 보기' }));
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps keyboard focus inside the viewer', async () => {
    const user = userEvent.setup();
    render(<Gallery items={items} />);
    await user.click(screen.getByRole('button', { name: '사진 설명 1 크게 보기' }));
    const inside = within(viewer()).getAllByRole('button');
    for (let step = 0; step < inside.length + 2; step += 1) {
      await user.tab();
      expect(viewer()).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(viewer()).toContainElement(document.activeElement as HTMLElement);
  });

  it('shows a picture that fails to load as a tile with its name, and logs it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Gallery items={items} />);
    const image = screen.getByRole('img', { name: '사진 설명 1' });
    act(() => {
      image.dispatchEvent(new Event('error'));
    });
    expect(warn).toHaveBeenCalledWith(expect.any(String), '/assets/gallery/photo-1.svg');
    const tile = screen.getByRole('img', { name: '사진 설명 1 (이미지를 불러오지 못했습니다)' });
    expect(tile.tagName).not.toBe('IMG');
    expect(tile).toHaveTextContent('사진 설명 1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('shows captions under the pictures only where asked (the gallery page)', () => {
    const { rerender } = render(<Gallery items={items} />);
    expect(screen.queryByText('사진 설명 1', { selector: 'figcaption' })).not.toBeInTheDocument();
    rerender(<Gallery items={items} showCaptions />);
    expect(screen.getByText('사진 설명 1', { selector: 'figcaption' })).toBeInTheDocument();
  });

  it('lazy-loads the grid pictures', () => {
    render(<Gallery items={items} />);
    for (const image of screen.getAllByRole('img')) expect(image).toHaveAttribute('loading', 'lazy');
  });
});
