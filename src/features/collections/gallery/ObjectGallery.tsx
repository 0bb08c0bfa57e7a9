import { useRef, useState } from 'react';
import type { GalleryImage } from '../../../lib/object-images.ts';
import { MAIN_IMAGE_SIZES } from '../object-main-image.ts';
import { ImageViewer } from './ImageViewer.tsx';
import { galleryText } from './messages.ts';
import './gallery.css';

export interface ObjectGalleryProps {
  /** From objectImages(record): the primary image first. */
  images: GalleryImage[];
  /** The object's title, for the alt texts ("Aviation poster, image 2 of 5"). */
  title: string;
}

/**
 * An object's images: one large, the rest as thumbnails that choose it, and a
 * full-size viewer behind the large one. Renders nothing without images, so
 * the page keeps its own placeholder.
 */
export function ObjectGallery({ images, title }: ObjectGalleryProps) {
  const [selected, setSelected] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const mainRef = useRef<HTMLButtonElement>(null);

  const total = images.length;
  if (total === 0) return null;
  // A new record may bring fewer images than the last choice counted.
  const index = Math.min(selected, total - 1);
  const current = images[index]!;
  const alt = galleryText.alt(title, index + 1, total);

  return (
    <div className="object-gallery">
      <button
        ref={mainRef}
        type="button"
        className="object-gallery__main"
        aria-label={galleryText.openViewer(alt)}
        onClick={() => setViewerOpen(true)}
      >
        <img
          key={current.id}
          src={current.src}
          srcSet={current.srcSet}
          sizes={MAIN_IMAGE_SIZES}
          fetchPriority="high"
          width={current.width}
          height={current.height}
          alt={alt}
          decoding="async"
        />
        <span className="object-gallery__hint" aria-hidden="true">
          {galleryText.viewFullSize}
        </span>
      </button>
      {total > 1 && (
        <ul className="object-gallery__thumbs" aria-label={galleryText.thumbnails}>
          {images.map((image, position) => (
            <li key={image.id}>
              <button
                type="button"
                className="object-gallery__thumb"
                aria-label={galleryText.position(position + 1, total)}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => setSelected(position)}
              >
                {/* The button's label names the image; the thumbnail itself adds nothing to hear. */}
                <img
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes="88px"
                  width={image.width}
                  height={image.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ImageViewer
        open={viewerOpen}
        images={images}
        title={title}
        index={index}
        onIndexChange={setSelected}
        onClose={() => setViewerOpen(false)}
        returnFocusRef={mainRef}
      />
    </div>
  );
}
