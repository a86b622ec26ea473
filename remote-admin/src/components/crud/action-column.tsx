import type { ReactNode } from 'react';
import type { TableColumnType } from 'antd';
import { EditDeleteButtons } from '../EditDeleteButtons';
import { actionsColumn } from '../table-columns';

interface ActionColumnOptions<Row> {
  width: number;
  /** Names the row in the buttons' accessible names ("… 수정", "… 삭제"). */
  name: (row: Row) => string;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  /** Whether a delete of this row runs (its 삭제 is disabled meanwhile). */
  deleting?: (row: Row) => boolean;
  /** The row's other buttons or links, before 수정 and 삭제. */
  before?: (row: Row) => ReactNode;
}

/** The last column of an admin list: the row's 수정 and 삭제 (after any buttons of its own). */
export function actionColumn<Row>({
  width,
  name,
  onEdit,
  onDelete,
  deleting,
  before,
}: ActionColumnOptions<Row>): TableColumnType<Row> {
  return actionsColumn<Row>(width, (row) => (
    <>
      {before?.(row)}
      <EditDeleteButtons
        name={name(row)}
        onEdit={() => onEdit(row)}
        onDelete={() => onDelete(row)}
        deleting={deleting?.(row) ?? false}
      />
    </>
  ));
}
