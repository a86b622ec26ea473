import { useApiQuery } from '@academy/context';

/** GET /api/gallery: the visible images, in the order the admin set. */
export function useGallery() {
  const query = useApiQuery('/gallery');
  return { ...query, items: Array.isArray(query.data) ? query.data : [] };
}
