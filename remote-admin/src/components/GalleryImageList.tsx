import type { ReactNode } from 'react';
import { Tag } from 'antd';
import type { GalleryItem } from '@academy/common';
import { ConsoleItem, ConsoleItemText, ConsoleList } from './ConsoleList';
import { ImageThumb } from './ImageThumb';

interface GalleryImageListProps {
  images: GalleryItem[];
  /** The line naming an image (each console names them from different fields). */
  titleOf: (image: GalleryItem) => string;
  /** The thumbnail's alternative text; the title by default. */
  altOf?: (image: GalleryItem) => string;
  /** A 표시/숨김 badge beside the title. */
  showVisibility?: boolean;
  showDescription?: boolean;
  actions?: (image: GalleryItem) => ReactNode;
}

function VisibilityTag({ visible }: { visible: boolean }) {
  return <Tag color={visible ? 'green' : 'default'}>{visible ? '표시' : '숨김'}</Tag>;
}

/** Gallery images as the consoles and the dashboard list them: thumbnail, title, address, actions. */
export function GalleryImageList({ images, titleOf, altOf = titleOf, showVisibility = false, showDescription = false, actions }: GalleryImageListProps) {
  return (
    <ConsoleList label="갤러리 이미지">
      {images.map((image) => (
        <ConsoleItem
          key={image.id}
          media={<ImageThumb src={image.url} alt={altOf(image)} />}
          title={
            <>
              {titleOf(image)}
              {showVisibility && <VisibilityTag visible={image.visible} />}
            </>
          }
          actions={actions?.(image)}
        >
          {showDescription && image.description && <ConsoleItemText>{image.description}</ConsoleItemText>}
          <ConsoleItemText>{image.url}</ConsoleItemText>
        </ConsoleItem>
      ))}
    </ConsoleList>
  );
}
