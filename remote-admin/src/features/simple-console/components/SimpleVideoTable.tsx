import { Table, type TableColumnsType } from 'antd';
import type { SimpleVideo } from '@academy/common';
import { clippedColumn, createdAtColumn, pagedInUrl, titleColumn } from '../../../components/table-columns';
import { useTableUrlState } from '../../../lib/use-table-url-state';
import './simple-console.css';

type SortField = 'title' | 'createdAt';

const MIN_WIDTH = 320;

/** The simple console's videos: title with its description, address, date. */
export function SimpleVideoTable({ videos }: { videos: SimpleVideo[] }) {
  const table = useTableUrlState<SortField>({ prefix: 'video', sortFields: ['title', 'createdAt'] });
  const columns: TableColumnsType<SimpleVideo> = [
    titleColumn(table, {
      key: 'title',
      title: '제목',
      name: (video) => video.title,
      soft: (video) => video.description,
      cell: 'simple-cell',
    }),
    clippedColumn('url', '주소', (video) => video.videoUrl || video.url),
    createdAtColumn(table),
  ];
  return (
    <Table<SimpleVideo>
      aria-label="동영상 목록"
      size="middle"
      columns={columns}
      dataSource={videos}
      {...pagedInUrl(table, MIN_WIDTH)}
    />
  );
}
