import type { ImgHTMLAttributes } from 'react';
import type { GalleryItem } from '@academy/common';
import { FallbackImage } from '../image/FallbackImage';
import { logImageError } from './gallery-text';

export { IMAGE_UNAVAILABLE } from '../image/FallbackImage';

interface GalleryImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> {
  item: GalleryItem;
  label: string;
}

/** A gallery picture; when it cannot be loaded, a tile with its name (and a warning in the console). */
export function GalleryImage({ item, label, ...rest }: GalleryImageProps) {
  return <FallbackImage src={item.url} label={label} onFail={() => logImageError(item)} {...rest} />;
}
