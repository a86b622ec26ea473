import type { GalleryItem } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { galleryClient, type GalleryImageInput } from '../../../api/gallery-client';
import { CrudScreen } from '../../../components/crud/CrudScreen';
import { StateFilter } from '../../../components/crud/StateFilter';
import { useCrudList } from '../../../components/crud/use-crud-list';
import { AdminGalleryTable } from './AdminGalleryTable';
import { galleryDeleteText } from './gallery-delete-text';
import {
  GALLERY_TABLE,
  searchGallery,
  VISIBILITY_LABELS,
  visibilityFilterOf,
  withVisibility,
  type GalleryFilterName,
  type GallerySortField,
} from './gallery-filter';
import { GALLERY_IMAGE_DRAFT, GalleryImageDialog } from './GalleryImageDialog';

const A = ADMIN_MESSAGES.admin;
const GALLERY = galleryClient({ api: 'admin' });

/** /admin/gallery: search, shown/hidden filter with counts, add/edit dialog, delete. */
export function GalleryPage() {
  const list = useCrudList<GalleryItem, GalleryImageInput, GallerySortField, GalleryFilterName>({
    load: GALLERY.list,
    table: GALLERY_TABLE,
    draft: GALLERY_IMAGE_DRAFT,
    create: GALLERY.add,
    update: GALLERY.update,
    remove: (image) => GALLERY.remove(image.id),
    deleteText: galleryDeleteText,
  });
  const { all, table, dialog } = list;
  const visibility = visibilityFilterOf(table.filters.visible);
  const shown = withVisibility(searchGallery(all, table.q), table.filters.visible);
  const visible = all.filter((image) => image.visible).length;

  return (
    <CrudScreen
      id="gallery-title"
      title={A.screens.gallery}
      lead="홈페이지 갤러리의 사진을 추가하고 캡션과 표시 여부를 관리합니다."
      addLabel="이미지 추가"
      onAdd={dialog.openNew}
      data={list.data}
      search={{ q: table.q, onSearch: table.setSearch, label: '갤러리 검색', placeholder: '캡션 또는 주소로 검색' }}
      filters={
        <StateFilter
          label="표시 여부 필터"
          labels={VISIBILITY_LABELS}
          value={visibility}
          onChange={(chosen) => table.setFilter('visible', chosen)}
        />
      }
      counts={{
        label: '이미지 수',
        counts: [
          { label: '전체', value: all.length },
          { label: VISIBILITY_LABELS.shown, value: visible },
          { label: VISIBILITY_LABELS.hidden, value: all.length - visible },
          { label: '검색 결과', value: shown.length },
        ],
      }}
      empty={{
        filtered: table.q !== '' || Boolean(table.filters.visible),
        none: A.galleryEmpty,
        noMatch: A.galleryEmptyFiltered,
        onReset: table.reset,
      }}
      dialog={
        <GalleryImageDialog open={dialog.open} editing={dialog.editing} save={list.save} onClose={dialog.close} />
      }
    >
      {(empty) => (
        <AdminGalleryTable
          images={shown}
          table={table}
          empty={empty}
          onEdit={dialog.openEdit}
          onDelete={list.askDelete}
        />
      )}
    </CrudScreen>
  );
}
