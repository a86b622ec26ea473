import type { ReactNode } from 'react';
import { Table, type TableColumnsType } from 'antd';
import type { GalleryItem } from '@academy/common';
import { ClippedText } from '../../../components/ClippedText';
import {
  actionsColumn,
  byText,
  createdAtColumn,
  ELLIPSIS,
  pagedInUrl,
  WIDE_ONLY,
} from '../../../components/table-columns';
import { ImageThumb } from '../../../components/ImageThumb';
import { StatusTag } from '../../../components/StatusTag';
import { galleryCaption } from '../../../lib/gallery-caption';
import { useTableUrlState } from '../../../lib/use-table-url-state';
import './gallery.css';

export const NO_CAPTION = '(캡션 없음)';

interface GalleryTableProps {
  images: GalleryItem[];
  /** The simple console's own description line under the title. */
  showDescription?: boolean;
  /** Each row's buttons; a console without any has no actions column. */
  actions?: (image: GalleryItem) => ReactNode;
  actionsWidth?: number;
}

type SortField = 'caption' | 'createdAt';
type Filter = 'visible';

const VISIBILITY = ['shown', 'hidden'] as const;
const captionOf = (image: GalleryItem) => galleryCaption(image) ?? '';
/** Below this width the table scrolls inside its frame rather than squeezing the caption away. */
const MIN_WIDTH = 340;

/** Gallery images as every console lists them: thumbnail, the one caption and address, shown or hidden, date, actions. */
export function GalleryTable({ images, showDescription = false, actions, actionsWidth = 140 }: GalleryTableProps) {
  const table = useTableUrlState<SortField, Filter>({
    prefix: 'gallery',
    sortFields: ['caption', 'createdAt'],
    filters: { visible: VISIBILITY },
  });

  const columns: TableColumnsType<GalleryItem> = [
    {
      key: 'thumbnail',
      title: '이미지',
      width: 96,
      responsive: ['sm'],
      render: (_, image) => <ImageThumb src={image.url} alt={galleryCaption(image) ?? '갤러리 이미지'} />,
    },
    {
      key: 'caption',
      title: '캡션',
      ellipsis: ELLIPSIS,
      sorter: (a, b) => byText(captionOf(a), captionOf(b)),
      sortOrder: table.sortOrderOf('caption'),
      render: (_, image) => (
        <div className="gallery-cell">
          <ClippedText text={galleryCaption(image) ?? NO_CAPTION} strong />
          {showDescription && image.description && <ClippedText text={image.description} />}
          <ClippedText text={image.url} className="gallery-cell__url" />
        </div>
      ),
    },
    {
      key: 'visible',
      title: '표시',
      width: 96,
      responsive: WIDE_ONLY,
      filters: [
        { text: '표시', value: 'shown' },
        { text: '숨김', value: 'hidden' },
      ],
      filteredValue: table.filteredValueOf('visible'),
      onFilter: (value, image) => image.visible === (value === 'shown'),
      render: (_, image) => (
        <StatusTag tone={image.visible ? 'positive' : 'neutral'}>{image.visible ? '표시' : '숨김'}</StatusTag>
      ),
    },
    createdAtColumn(table),
  ];
  if (actions) columns.push(actionsColumn(actionsWidth, actions));

  return (
    <Table<GalleryItem>
      aria-label="갤러리 이미지"
      size="middle"
      columns={columns}
      dataSource={images}
      {...pagedInUrl(table, MIN_WIDTH)}
    />
  );
}
