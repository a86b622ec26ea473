import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClippedText } from './ClippedText';

const LONG = '가나다라마바사아자차카타파하'.repeat(8);

/** jsdom lays nothing out: pretend every element's text is `scroll` px wide in a `client` px box. */
function pretendWidths(scroll: number, client: number) {
  const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scroll);
  const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(client);
  return () => {
    scrollWidth.mockRestore();
    clientWidth.mockRestore();
  };
}

describe('ClippedText', () => {
  it('shows the whole of a cut text in a tooltip when it gets keyboard focus', async () => {
    const restore = pretendWidths(900, 200);
    try {
      const user = userEvent.setup();
      render(<ClippedText text={LONG} />);
      await user.tab();
      expect(screen.getByText(LONG, { selector: '.clipped' })).toHaveFocus();
      expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG);
    } finally {
      restore();
    }
  });

  it('is no Tab stop and has no tooltip when the text fits', async () => {
    const restore = pretendWidths(120, 200);
    try {
      const user = userEvent.setup();
      render(<ClippedText text="김민수" />);
      expect(screen.getByText('김민수')).not.toHaveAttribute('tabindex');
      await user.tab();
      expect(document.body).toHaveFocus();
    } finally {
      restore();
    }
  });
});
