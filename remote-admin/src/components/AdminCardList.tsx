import { MESSAGES, type SortOrder } from '@academy/common';
import type { AdminColumn, AdminTableProps, ListPage, TableSorting } from './AdminTable';
import { ListLoading } from './ListLoading';
import { Pager } from './Pager';

/** On cards there are no headers to press: the order is chosen from a list. */
function CardSort<Row>({ columns, sorting }: { columns: AdminColumn<Row>[]; sorting: TableSorting }) {
  const options = columns
    .filter((column) => column.sortKey)
    .flatMap((column) =>
      (['desc', 'asc'] as const).map((order) => ({
        value: `${column.sortKey}:${order}`,
        label: MESSAGES.admin.sortOption(column.title, order),
      })),
    );
  return (
    <label className="admin-cards__sort">
      <span className="admin-cards__sort-label">{MESSAGES.admin.sortLabel}</span>
      <select
        className="admin-select"
        value={`${sorting.key}:${sorting.order}`}
        onChange={(event) => {
          const [key, order] = event.target.value.split(':');
          sorting.onChange(key, order as SortOrder);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Below 992 px each row is a card: its name, then every other column as a labelled line, then its actions. */
export function AdminCardList<Row extends { id: string }>({
  label,
  columns,
  headingKey,
  actions,
  rows,
  loading,
  empty,
  sorting,
  list,
}: AdminTableProps<Row> & { list: ListPage<Row> }) {
  const heading = columns.find((column) => column.key === headingKey) ?? columns[0];
  const fields = columns.filter((column) => column !== heading);
  if (rows.length === 0) return <div className="admin-cards-empty">{empty}</div>;
  return (
    <div className="admin-cards-list" aria-busy={loading || undefined}>
      {sorting && <CardSort columns={columns} sorting={sorting} />}
      <ul className="admin-cards" aria-label={label}>
        {list.shown.map((row) => (
          <li key={row.id} className="admin-cards__item" data-row-key={row.id}>
            <div className="admin-cards__heading">{heading.render(row)}</div>
            <dl className="admin-cards__fields">
              {fields.map((column) => (
                <div key={column.key} className="admin-cards__field">
                  <dt>{column.title}</dt>
                  <dd>{column.render(row)}</dd>
                </div>
              ))}
            </dl>
            {actions && <div className="admin-cards__actions">{actions.render(row)}</div>}
          </li>
        ))}
      </ul>
      <ListLoading loading={loading} />
      <Pager
        list={label}
        page={list.page}
        pageCount={list.pageCount}
        onChange={list.onChange}
        className="admin-cards__pages"
      />
    </div>
  );
}
