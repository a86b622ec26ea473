import type { ActionAnswer } from '@academy/common';
import { apiRequest } from '@academy/context';

/** Shows a hidden image or hides a shown one. */
export function toggleGalleryImage(id: string): Promise<ActionAnswer> {
  return apiRequest<ActionAnswer>('POST', `/api/superadmin/gallery/${encodeURIComponent(id)}/toggle`);
}
