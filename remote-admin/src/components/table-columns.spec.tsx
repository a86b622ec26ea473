import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table } from 'antd';
import { ELLIPSIS, ellipsisText, WIDE_ONLY } from './table-columns';

const LONG = 'very.long.member.address.that.does.not.fit@example-academy.co.kr';

describe('table columns', () => {
  it('lets the keyboard reach the whole of a cut cell in an antd Table', async () => {
    const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(120);
    try {
      const user = userEvent.setup();
      render(
        <Table
          rowKey="id"
          dataSource={[{ id: '1', email: LONG, note: '메모' }]}
          columns={[
            { key: 'email', dataIndex: 'email', title: '이메일', ellipsis: ELLIPSIS, render: ellipsisText },
            { key: 'note', dataIndex: 'note', title: '메모', responsive: WIDE_ONLY },
          ]}
          pagination={false}
        />,
      );
      await user.tab();
      expect(screen.getByText(LONG, { selector: '.clipped' })).toHaveFocus();
      expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG);
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    }
  });

  it('draws nothing for an empty value', () => {
    expect(ellipsisText(null)).toBeNull();
    expect(ellipsisText('')).toBeNull();
  });
});
