import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import type { GalleryItem } from '@academy/common';
import { logImageError } from './gallery-text';

interface GalleryImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> {
  item: GalleryItem;
  label: string;
}

/** Said beside a picture's name when the picture itself cannot be shown. */
export const IMAGE_UNAVAILABLE = '이미지를 불러오지 못했습니다';

/**
 * A gallery picture that, when it cannot be loaded, becomes a tile with its name instead of the
 * browser's broken-image icon. A server-rendered picture may fail before React listens, so the
 * image is also checked once on mount.
 */
export function GalleryImage({ item, label, className, ...rest }: GalleryImageProps) {
  const image = useRef<HTMLImageElement>(null);
  const [broken, setBroken] = useState(false);
  const fail = () => {
    logImageError(item);
    setBroken(true);
  };
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) fail();
    // Only the first render can meet a picture that failed before hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (broken) {
    return (
      <span
        className={`${className ?? ''} gallery-image--broken`}
        role="img"
        aria-label={`${label} (${IMAGE_UNAVAILABLE})`}
      >
        <span aria-hidden="true" className="gallery-image__icon">
          🖼
        </span>
        <span aria-hidden="true" className="gallery-image__label">
          {label}
        </span>
      </span>
    );
  }
  return <img ref={image} className={className} src={item.url} alt={label} onError={fail} {...rest} />;
}
