import { useState } from 'react';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';

/** A small preview that turns into a labelled placeholder when the image cannot be loaded. */
export function ImageThumb({ src, alt, onFailed }: { src: string; alt: string; onFailed?: () => void }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        className="console-thumb console-thumb--missing"
        role="img"
        aria-label={`${alt}: ${ADMIN_MESSAGES.admin.imageUnavailable}`}
      >
        {ADMIN_MESSAGES.admin.imageUnavailable}
      </span>
    );
  }
  return (
    <img
      className="console-thumb"
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => {
        setFailed(true);
        onFailed?.();
      }}
    />
  );
}
