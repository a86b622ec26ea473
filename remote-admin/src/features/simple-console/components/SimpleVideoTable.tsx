import { Table, type TableColumnsType } from 'antd';
import { formatDate, type SimpleVideo } from '@academy/common';
import { ClippedText } from '../../../components/ClippedText';
import { ELLIPSIS, tableScroll, WIDE_ONLY } from '../../../components/table-columns';
import { useTableUrlState } from '../../../lib/use-table-url-state';
import './simple-console.css';

type SortField = 'title' | 'createdAt';

const byText = (a: string, b: string) => a.localeCompare(b, 'ko');
const MIN_WIDTH = 320;

/** The simple console's videos: title with its description, address, date. */
export function SimpleVideoTable({ videos }: { videos: SimpleVideo[] }) {
  const table = useTableUrlState<SortField>({ prefix: 'video', sortFields: ['title', 'createdAt'] });
  const columns: TableColumnsType<SimpleVideo> = [
    {
      key: 'title',
      title: '제목',
      ellipsis: ELLIPSIS,
      sorter: (a, b) => byText(a.title, b.title),
      sortOrder: table.sortOrderOf('title'),
      render: (_, video) => (
        <div className="simple-cell">
          <ClippedText text={video.title} strong />
          {video.description && <ClippedText text={video.description} className="simple-cell__soft" />}
        </div>
      ),
    },
    {
      key: 'url',
      title: '주소',
      responsive: WIDE_ONLY,
      ellipsis: ELLIPSIS,
      render: (_, video) => <ClippedText text={video.videoUrl || video.url} />,
    },
    {
      key: 'createdAt',
      title: '등록일',
      width: 136,
      responsive: WIDE_ONLY,
      sorter: (a, b) => byText(a.createdAt, b.createdAt),
      sortOrder: table.sortOrderOf('createdAt'),
      render: (_, video) => formatDate(video.createdAt),
    },
  ];
  return (
    <Table<SimpleVideo>
      aria-label="동영상 목록"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={videos}
      pagination={table.pagination()}
      onChange={table.onChange}
      scroll={tableScroll(MIN_WIDTH)}
    />
  );
}
