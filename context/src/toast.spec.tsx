import { fireEvent, render, screen } from '@testing-library/react';
import { ToastProvider, useToast } from './toast';

type Box = { top: number; left: number; width: number; height: number };

/** Puts an element at a place on a 1280×900 screen (jsdom lays nothing out). */
function placeAt(element: Element, { top, left, width, height }: Box) {
  element.getBoundingClientRect = () =>
    ({
      top,
      left,
      width,
      height,
      right: left + width,
      bottom: top + height,
      x: left,
      y: top,
      toJSON: () => ({}),
    }) as DOMRect;
}

// The toast's place in the corner it is drawn in: bottom right by default, top right when flipped.
const BOTTOM_RIGHT: Box = { top: 800, left: 860, width: 404, height: 84 };
const TOP_RIGHT: Box = { top: 16, left: 860, width: 404, height: 84 };

function SaveButton({ box }: { box: Box }) {
  const toast = useToast();
  return (
    <button
      type="button"
      ref={(node) => {
        if (node) placeAt(node, box);
      }}
      onClick={() => toast({ title: '저장 완료', variant: 'success' })}
    >
      저장
    </button>
  );
}

/** Disabled while it works, so the browser takes its focus away before the toast comes. */
function BusySwitch() {
  const toast = useToast();
  return (
    <button
      type="button"
      role="switch"
      aria-checked="false"
      aria-label="표시 여부"
      ref={(node) => {
        if (node) placeAt(node, { top: 850, left: 1180, width: 56, height: 22 });
      }}
      onClick={(event) => {
        event.currentTarget.blur();
        toast({ title: '변경 완료', variant: 'success' });
      }}
    />
  );
}

function renderWithButtonAt(box: Box) {
  render(
    <ToastProvider>
      <SaveButton box={box} />
    </ToastProvider>,
  );
  const region = screen.getByRole('region', { name: '알림' });
  region.getBoundingClientRect = () => {
    const box = region.classList.contains('toast-region--top') ? TOP_RIGHT : BOTTOM_RIGHT;
    return {
      ...box,
      right: box.left + box.width,
      bottom: box.top + box.height,
      x: box.left,
      y: box.top,
      toJSON: () => ({}),
    } as DOMRect;
  };
  const button = screen.getByRole('button', { name: '저장' });
  button.focus();
  fireEvent.click(button);
  return region;
}

describe('toasts never cover the button they report on', () => {
  it('shows a toast in the bottom corner when the button is elsewhere', () => {
    const region = renderWithButtonAt({ top: 100, left: 40, width: 80, height: 32 });
    expect(screen.getByText('저장 완료')).toBeInTheDocument();
    expect(region).not.toHaveClass('toast-region--top');
  });

  it('remembers the control even when it loses focus while it works (a switch that disables itself)', () => {
    render(
      <ToastProvider>
        <BusySwitch />
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: '알림' });
    region.getBoundingClientRect = () =>
      ({ ...BOTTOM_RIGHT, right: 1264, bottom: 884, x: 860, y: 800, toJSON: () => ({}) }) as DOMRect;
    const toggle = screen.getByRole('switch', { name: '표시 여부' });
    fireEvent.pointerDown(toggle);
    fireEvent.click(toggle);
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByText('변경 완료')).toBeInTheDocument();
    expect(region).toHaveClass('toast-region--top');
  });

  it('moves the toast to the top when the button sits under the bottom corner', () => {
    const region = renderWithButtonAt({ top: 840, left: 1180, width: 60, height: 24 });
    expect(screen.getByText('저장 완료')).toBeInTheDocument();
    expect(region).toHaveClass('toast-region--top');
  });
});
