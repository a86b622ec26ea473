import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import './fallback-image.css';

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt' | 'onError'> {
  src: string;
  /** The picture's name: the image's alt text, and the tile's words when it cannot be shown. */
  label: string;
  /** The tile says the label (the gallery); false: the tile is decoration beside words that already name it (a course card). */
  named?: boolean;
  onFail?: () => void;
}

/** Said beside a picture's name when the picture itself cannot be shown. */
export const IMAGE_UNAVAILABLE = '이미지를 불러오지 못했습니다';

/**
 * A picture that, when it cannot be loaded, becomes a tile (with its name) instead of the
 * browser's broken-image icon: the gallery's pictures and the course thumbnails. A server-rendered
 * picture may fail before React listens, so the image is also checked once on mount.
 */
export function FallbackImage({ src, label, named = true, onFail, className, ...rest }: FallbackImageProps) {
  const image = useRef<HTMLImageElement>(null);
  const [broken, setBroken] = useState(false);
  const fail = () => {
    onFail?.();
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
        {...(named ? { role: 'img', 'aria-label': `${label} (${IMAGE_UNAVAILABLE})` } : { 'aria-hidden': true })}
      >
        <span aria-hidden="true" className="gallery-image__icon">
          🖼
        </span>
        {named && (
          <span aria-hidden="true" className="gallery-image__label">
            {label}
          </span>
        )}
      </span>
    );
  }
  return <img ref={image} className={className} src={src} alt={named ? label : ''} onError={fail} {...rest} />;
}
