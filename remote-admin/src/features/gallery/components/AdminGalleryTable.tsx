import type { ReactNode } from 'react';
import { Table } from 'antd';
import type { GalleryItem } from '@academy/common';
import { actionColumn } from '../../../components/crud/action-column';
import { pagedInUrl } from '../../../components/table-columns';
import { galleryImageName } from '../../../lib/gallery-caption';
import type { TableUrlState } from '../../../lib/use-table-url-state';
import type { GalleryFilterName, GallerySortField } from './gallery-filter';
import { GALLERY_MIN_WIDTH, galleryColumns } from './GalleryTable';

interface AdminGalleryTableProps {
  images: GalleryItem[];
  table: TableUrlState<GallerySortField, GalleryFilterName>;
  empty: ReactNode;
  onEdit: (image: GalleryItem) => void;
  onDelete: (image: GalleryItem) => void;
}

/** The table of /admin/gallery: the consoles' columns on the screen's URL state, then 수정 and 삭제. */
export function AdminGalleryTable({ images, table, empty, onEdit, onDelete }: AdminGalleryTableProps) {
  return (
    <Table<GalleryItem>
      aria-label="갤러리 이미지"
      size="middle"
      columns={[...galleryColumns(table), actionColumn({ width: 140, name: galleryImageName, onEdit, onDelete })]}
      dataSource={images}
      locale={{ emptyText: empty }}
      {...pagedInUrl(table, GALLERY_MIN_WIDTH)}
    />
  );
}
