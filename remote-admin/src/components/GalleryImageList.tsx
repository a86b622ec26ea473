import type { ReactNode } from 'react';
import type { GalleryItem } from '@academy/common';
import { galleryCaption } from '../lib/gallery-caption';
import { ConsoleItem, ConsoleItemText, ConsoleList } from './ConsoleList';
import { ImageThumb } from './ImageThumb';
import { StatusTag } from './StatusTag';

interface GalleryImageListProps {
  images: GalleryItem[];
  /** A 표시/숨김 badge beside the caption. */
  showVisibility?: boolean;
  /** The simple console's own description line. */
  showDescription?: boolean;
  actions?: (image: GalleryItem) => ReactNode;
}

export const NO_CAPTION = '(캡션 없음)';

function VisibilityTag({ visible }: { visible: boolean }) {
  return <StatusTag tone={visible ? 'positive' : 'neutral'}>{visible ? '표시' : '숨김'}</StatusTag>;
}

/** Gallery images as every console lists them: thumbnail, the one caption, address, actions. */
export function GalleryImageList({
  images,
  showVisibility = false,
  showDescription = false,
  actions,
}: GalleryImageListProps) {
  return (
    <ConsoleList label="갤러리 이미지">
      {images.map((image) => {
        const caption = galleryCaption(image);
        return (
          <ConsoleItem
            key={image.id}
            media={<ImageThumb src={image.url} alt={caption ?? '갤러리 이미지'} />}
            title={
              <>
                {caption ?? NO_CAPTION}
                {showVisibility && <VisibilityTag visible={image.visible} />}
              </>
            }
            actions={actions?.(image)}
          >
            {showDescription && image.description && <ConsoleItemText>{image.description}</ConsoleItemText>}
            <ConsoleItemText>{image.url}</ConsoleItemText>
          </ConsoleItem>
        );
      })}
    </ConsoleList>
  );
}
