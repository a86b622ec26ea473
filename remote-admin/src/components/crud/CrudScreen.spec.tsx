import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table } from 'antd';
import { crudMessages } from '@academy/common';
import { AntdThemeProvider } from '@academy/context/antd';
import { makeUser, mockApi, renderWithProviders } from '@academy/context/testing';
import { actionColumn } from './action-column';
import { CrudScreen } from './CrudScreen';
import { crudDeleteText, useCrudList } from './use-crud-list';

interface Thing {
  id: string;
  name: string;
}

const T = crudMessages('강의');
const deleteText = crudDeleteText(T, '항목을 삭제할까요?', '되돌릴 수 없습니다.');

/** The smallest screen the kit makes: a searchable list of things, an edit dialog stand-in, delete. */
function ThingsScreen({ calls }: { calls: ReturnType<typeof makeCalls> }) {
  const list = useCrudList<Thing, { name: string }>({
    load: calls.load,
    draft: 'thing',
    create: calls.create,
    update: calls.update,
    remove: calls.remove,
    deleteText: (thing) => deleteText(thing.name),
  });
  const { all, table, dialog } = list;
  const shown = all.filter((thing) => thing.name.includes(table.q));
  return (
    <CrudScreen
      id="things-title"
      title="항목 관리"
      lead="항목을 정리합니다."
      addLabel="항목 추가"
      onAdd={dialog.openNew}
      data={list.data}
      search={{ q: table.q, onSearch: table.setSearch, label: '항목 검색', placeholder: '이름으로 검색' }}
      counts={{ label: '항목 수', counts: [{ label: '전체', value: all.length }] }}
      empty={{
        filtered: table.q !== '',
        none: '항목이 없습니다.',
        noMatch: '맞는 항목이 없습니다.',
        onReset: table.reset,
      }}
      dialog={
        dialog.open && (
          <div role="dialog" aria-label={dialog.editing ? `${dialog.editing.name} 수정` : '새 항목'}>
            <button type="button" onClick={() => void list.save({ name: '새 이름' }).then(dialog.close)}>
              저장
            </button>
          </div>
        )
      }
    >
      {(empty) => (
        <Table<Thing>
          aria-label="항목 목록"
          rowKey="id"
          dataSource={shown}
          locale={{ emptyText: empty }}
          columns={[
            { key: 'name', title: '이름', render: (_, thing) => thing.name },
            actionColumn({
              width: 124,
              name: (thing) => thing.name,
              onEdit: dialog.openEdit,
              onDelete: list.askDelete,
            }),
          ]}
        />
      )}
    </CrudScreen>
  );
}

function makeCalls(rows: Thing[]) {
  return {
    load: jest.fn(async () => rows),
    create: jest.fn(async () => undefined),
    update: jest.fn(async () => undefined),
    remove: jest.fn(async (_thing: Thing) => undefined),
  };
}

function renderThings(calls: ReturnType<typeof makeCalls>, route = '/admin/things') {
  mockApi(makeUser({ role: 'ADMIN' }));
  renderWithProviders(
    <AntdThemeProvider>
      <ThingsScreen calls={calls} />
    </AntdThemeProvider>,
    { route },
  );
}

describe('CrudScreen with useCrudList', () => {
  it('draws the header, the search box, the figures and the rows it loaded', async () => {
    renderThings(makeCalls([{ id: 't1', name: '사과' }]));
    expect(screen.getByRole('heading', { level: 1, name: '항목 관리' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '항목 관리' })).toBeInTheDocument();
    expect(await screen.findByText('사과')).toBeInTheDocument();
    expect(screen.getByLabelText('항목 수')).toHaveTextContent('전체1');
    expect(screen.getByRole('searchbox', { name: '항목 검색' })).toBeInTheDocument();
  });

  it('says a list is empty, and offers to clear a search that matches nothing', async () => {
    renderThings(makeCalls([]));
    expect(await screen.findByText('항목이 없습니다.')).toBeInTheDocument();
  });

  it('offers the reset when the search in the address matches nothing', async () => {
    const user = userEvent.setup();
    renderThings(makeCalls([{ id: 't1', name: '사과' }]), '/admin/things?q=배');
    expect(await screen.findByText('맞는 항목이 없습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '검색 조건 초기화' }));
    expect(await screen.findByText('사과')).toBeInTheDocument();
  });

  it('creates from the add button and updates from the row, reloading after each', async () => {
    const user = userEvent.setup();
    const calls = makeCalls([{ id: 't1', name: '사과' }]);
    renderThings(calls);
    await user.click(screen.getByRole('button', { name: /항목 추가/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '새 항목' })).getByRole('button', { name: '저장' }),
    );
    await waitFor(() => expect(calls.create).toHaveBeenCalledWith({ name: '새 이름' }));
    await waitFor(() => expect(calls.load).toHaveBeenCalledTimes(2));

    await user.click(await screen.findByRole('button', { name: '사과 수정' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '사과 수정' })).getByRole('button', { name: '저장' }),
    );
    await waitFor(() => expect(calls.update).toHaveBeenCalledWith('t1', { name: '새 이름' }));
    await waitFor(() => expect(calls.load).toHaveBeenCalledTimes(3));
  });

  it('deletes only after the confirmation, then says so and reloads', async () => {
    const user = userEvent.setup();
    const calls = makeCalls([{ id: 't1', name: '사과' }]);
    renderThings(calls);
    await user.click(await screen.findByRole('button', { name: '사과 삭제' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('항목을 삭제할까요?');
    expect(confirm).toHaveTextContent('사과: 되돌릴 수 없습니다.');
    expect(calls.remove).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(calls.remove).toHaveBeenCalledWith({ id: 't1', name: '사과' }));
    expect(await screen.findByText(T.deletedTitle)).toBeInTheDocument();
    await waitFor(() => expect(calls.load).toHaveBeenCalledTimes(2));
  });

  it('reports a failed delete in a toast and keeps the list', async () => {
    const user = userEvent.setup();
    const calls = makeCalls([{ id: 't1', name: '사과' }]);
    calls.remove.mockRejectedValueOnce(new Error('boom'));
    renderThings(calls);
    await user.click(await screen.findByRole('button', { name: '사과 삭제' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(T.deleteFailedTitle);
    expect(calls.load).toHaveBeenCalledTimes(1);
  });

  it('shows a failed load with a retry', async () => {
    const user = userEvent.setup();
    const calls = makeCalls([{ id: 't1', name: '사과' }]);
    calls.load.mockRejectedValueOnce(new Error('down'));
    renderThings(calls);
    await user.click(await screen.findByRole('button', { name: /다시/ }));
    expect(await screen.findByText('사과')).toBeInTheDocument();
  });
});
