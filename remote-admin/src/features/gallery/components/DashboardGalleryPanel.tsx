import { MESSAGES, type GalleryItem } from '@academy/common';
import { type RequestOptions, useAsyncData } from '@academy/context';
import { AsyncContent } from '../../../components/AsyncContent';
import { EditDeleteButtons } from '../../../components/EditDeleteButtons';
import { GalleryImageList } from '../../../components/GalleryImageList';
import { RefreshBar } from '../../../components/RefreshBar';
import { alertFailure } from '../../../lib/error-message';
import { galleryImageName as nameOf } from '../../../lib/gallery-caption';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { useEditDialog } from '../../../lib/use-edit-dialog';
import { useLoadErrorReport } from '../../../lib/use-load-error-report';
import { addGalleryImage, type GalleryImageInput } from '../api/add-gallery-image';
import { deleteGalleryImage } from '../api/delete-gallery-image';
import { getAdminGallery } from '../api/get-admin-gallery';
import { updateGalleryImage } from '../api/update-gallery-image';
import { GalleryImageDialog } from './GalleryImageDialog';

interface PanelProps {
  requestOptions?: RequestOptions;
  /** Told about a failed load, so the dashboard can send an expired session to its login. */
  onLoadError?: (error: Error) => void;
}

/** Dashboard tab: every gallery image with add/edit dialog and delete. */
export function DashboardGalleryPanel({ requestOptions = {}, onLoadError }: PanelProps) {
  const gallery = useAsyncData(() => getAdminGallery(requestOptions), [requestOptions.redirectOn401]);
  useLoadErrorReport(gallery.error, onLoadError);
  const dialog = useEditDialog<GalleryItem>();
  const askDelete = useConfirmedDelete();

  const save = dialog.saver<GalleryImageInput>({
    create: (input) => addGalleryImage(input, requestOptions),
    update: (id, input) => updateGalleryImage(id, input, requestOptions),
    onSaved: gallery.reload,
  });

  function remove(image: GalleryItem) {
    askDelete({
      question: MESSAGES.content.imageDeleteConfirm,
      detail: nameOf(image),
      remove: () => deleteGalleryImage(image.id, requestOptions),
      onDeleted: gallery.reload,
      success: { title: MESSAGES.content.deleted, description: nameOf(image) },
      onFailure: (error) =>
        alertFailure(error, { title: MESSAGES.admin.deleteFailed, fallback: MESSAGES.admin.galleryDeleteError }),
    });
  }

  return (
    <section aria-label="갤러리 관리">
      <RefreshBar
        lead={`등록된 이미지 ${gallery.data ? gallery.data.length : '…'}장`}
        data={gallery}
        add={{ label: '이미지 추가', onClick: dialog.openNew }}
      />
      <AsyncContent data={gallery} empty={MESSAGES.admin.galleryEmpty}>
        {(images) => (
          <GalleryImageList
            images={images}
            showVisibility
            actions={(image) => (
              <EditDeleteButtons
                name={nameOf(image)}
                onEdit={() => dialog.openEdit(image)}
                onDelete={() => remove(image)}
              />
            )}
          />
        )}
      </AsyncContent>
      <GalleryImageDialog open={dialog.open} editing={dialog.editing} save={save} onClose={dialog.close} />
    </section>
  );
}
