import { useMemo } from 'react';
import type { GalleryItem } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { type CallOptions, useAsyncData } from '@academy/context';
import { galleryClient, type GalleryImageInput } from '../../../api/gallery-client';
import { AsyncContent } from '../../../components/AsyncContent';
import { EditDeleteButtons } from '../../../components/EditDeleteButtons';
import { RefreshBar } from '../../../components/RefreshBar';
import { galleryImageName as nameOf } from '../../../lib/gallery-caption';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { useEditDialog } from '../../../lib/use-edit-dialog';
import { useLoadErrorReport } from '../../../lib/use-load-error-report';
import { galleryDeleteText } from './gallery-delete-text';
import { GALLERY_IMAGE_DRAFT, GalleryImageDialog } from './GalleryImageDialog';
import { GalleryTable } from './GalleryTable';

interface PanelProps {
  requestOptions?: CallOptions;
  /** Told about a failed load, so the dashboard can send an expired session to its login. */
  onLoadError?: (error: Error) => void;
}

/** Dashboard tab: every gallery image with add/edit dialog and delete. */
export function DashboardGalleryPanel({ requestOptions = {}, onLoadError }: PanelProps) {
  const redirectOn401 = requestOptions.redirectOn401;
  const client = useMemo(() => galleryClient({ api: 'admin', request: { redirectOn401 } }), [redirectOn401]);
  const gallery = useAsyncData(client.list, [client]);
  useLoadErrorReport(gallery.error, onLoadError);
  const dialog = useEditDialog<GalleryItem>({ draft: GALLERY_IMAGE_DRAFT, rows: gallery.data });
  const askDelete = useConfirmedDelete();

  const save = dialog.saver<GalleryImageInput>({
    create: client.add,
    update: client.update,
    onSaved: gallery.reload,
  });

  function remove(image: GalleryItem) {
    askDelete({ ...galleryDeleteText(image), remove: () => client.remove(image.id), onDeleted: gallery.reload });
  }

  return (
    <section aria-label="갤러리 관리">
      <RefreshBar
        lead={`등록된 이미지 ${gallery.data ? gallery.data.length : '…'}장`}
        data={gallery}
        add={{ label: '이미지 추가', onClick: dialog.openNew }}
      />
      <AsyncContent data={gallery} empty={ADMIN_MESSAGES.admin.galleryEmpty}>
        {(images) => (
          <GalleryTable
            images={images}
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
