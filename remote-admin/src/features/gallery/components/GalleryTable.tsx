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
import { useTableUrlState, type TableUrlState } from '../../../lib/use-table-url-state';
import {
  GALLERY_TABLE,
  VISIBILITY_LABELS,
  visibilityOf,
  type GalleryFilterName,
  type GallerySortField,
} from './gallery-filter';
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

const captionOf = (image: GalleryItem) => galleryCaption(image) ?? '';
/** Below this width the table scrolls inside its frame rather than squeezing the caption away. */
export const GALLERY_MIN_WIDTH = 340;

/** Gallery images as every list shows them: thumbnail, the one caption and address, shown or hidden, date. */
export function galleryColumns(
  table: TableUrlState<GallerySortField, GalleryFilterName>,
  showDescription = false,
): TableColumnsType<GalleryItem> {
  return [
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
      filters: Object.entries(VISIBILITY_LABELS).map(([value, text]) => ({ text, value })),
      filteredValue: table.filteredValueOf('visible'),
      // Also right for rows the admin screen has already filtered the same way.
      onFilter: (value, image) => visibilityOf(image) === value,
      render: (_, image) => (
        <StatusTag tone={image.visible ? 'positive' : 'neutral'}>{VISIBILITY_LABELS[visibilityOf(image)]}</StatusTag>
      ),
    },
    createdAtColumn(table),
  ];
}

/** A console's gallery list, its sort and filter in the address beside the console's other tabs. */
export function GalleryTable({ images, showDescription = false, actions, actionsWidth = 140 }: GalleryTableProps) {
  const table = useTableUrlState({ ...GALLERY_TABLE, prefix: 'gallery' });
  const columns = galleryColumns(table, showDescription);
  if (actions) columns.push(actionsColumn(actionsWidth, actions));

  return (
    <Table<GalleryItem>
      aria-label="갤러리 이미지"
      size="middle"
      columns={columns}
      dataSource={images}
      {...pagedInUrl(table, GALLERY_MIN_WIDTH)}
    />
  );
}
