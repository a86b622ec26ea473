import { MESSAGES, type GalleryItem } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import type { DeleteText } from '../../../components/crud/use-crud-list';
import { galleryImageName } from '../../../lib/gallery-caption';

/** The delete confirmation and toasts of an image, on /admin/gallery and the dashboard alike (the code shown). */
export function galleryDeleteText(image: GalleryItem): DeleteText {
  const name = galleryImageName(image);
  return {
    question: MESSAGES.content.imageDeleteConfirm,
    detail: name,
    success: { title: MESSAGES.content.deleted, description: name },
    failure: {
      title: ADMIN_MESSAGES.admin.deleteFailed,
      fallback: ADMIN_MESSAGES.admin.galleryDeleteError,
      showCode: true,
    },
  };
}
