import type { GalleryItem } from '@academy/common';
import { galleryCaption } from '../../../lib/gallery-caption';
import type { TableUrlStateOptions } from '../../../lib/use-table-url-state';

/** The columns a gallery list sorts by, and its filter, as the address names them. */
export type GallerySortField = 'caption' | 'createdAt';
export type GalleryFilterName = 'visible';
export type Visibility = 'shown' | 'hidden';
export type VisibilityFilter = Visibility | 'all';

/** The words of the table's 표시 column: the public gallery shows an image or hides it. */
export const VISIBILITY_LABELS: Record<Visibility, string> = { shown: '표시', hidden: '숨김' };
const VISIBILITIES = Object.keys(VISIBILITY_LABELS) as Visibility[];

/** Every gallery list's URL state. */
export const GALLERY_TABLE: TableUrlStateOptions<GallerySortField, GalleryFilterName> = {
  sortFields: ['caption', 'createdAt'],
  filters: { visible: VISIBILITIES },
};

export const visibilityOf = (image: GalleryItem): Visibility => (image.visible ? 'shown' : 'hidden');

/** Search over the caption (or the simple console's title and description) and the address. */
export function searchGallery(images: GalleryItem[], q: string): GalleryItem[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return images;
  return images.filter((image) =>
    [galleryCaption(image) ?? '', image.description ?? '', image.url].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}

/** The images of the chosen states (all of them when none is chosen). */
export function withVisibility(images: GalleryItem[], chosen: readonly string[] | undefined): GalleryItem[] {
  if (!chosen?.length) return images;
  return images.filter((image) => chosen.includes(visibilityOf(image)));
}

/** The one state the address chose, else 'all' (none chosen, or both in the table's own filter). */
export function visibilityFilterOf(chosen: readonly string[] | undefined): VisibilityFilter {
  return chosen?.length === 1 ? (chosen[0] as Visibility) : 'all';
}
