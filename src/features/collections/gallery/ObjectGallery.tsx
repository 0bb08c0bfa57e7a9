import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { GalleryImage } from '../../../lib/records/object-images.ts';
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

/** The history entry's state while the full-size viewer is open over the page. */
interface ViewerState {
  imageViewer?: true;
}

/**
 * The viewer is open while the history entry says so: opening it pushes an
 * entry (same address, scroll kept), so Back (a button, a phone's gesture, a
 * kiosk's on-screen Back) closes the viewer and stays on the object. Closing
 * it from inside goes back over that entry; a viewer found open in a restored
 * entry (a reload) is closed by replacing the entry instead.
 */
function useViewerEntry(): [open: boolean, open: () => void, close: () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const pushedHere = useRef(false);
  const state = (location.state ?? {}) as ViewerState & Record<string, unknown>;
  const here = { pathname: location.pathname, search: location.search, hash: location.hash };
  const open = () => {
    pushedHere.current = true;
    void navigate(here, { state: { ...state, imageViewer: true }, preventScrollReset: true });
  };
  const close = () => {
    if (pushedHere.current) {
      pushedHere.current = false;
      void navigate(-1);
      return;
    }
    const { imageViewer: _closed, ...rest } = state;
    void navigate(here, { state: rest, replace: true, preventScrollReset: true });
  };
  return [state.imageViewer === true, open, close];
}

/**
 * An object's images: one large, the rest as thumbnails that choose it, and a
 * full-size viewer behind the large one. Renders nothing without images, so
 * the page keeps its own placeholder.
 */
export function ObjectGallery({ images, title }: ObjectGalleryProps) {
  const [selected, setSelected] = useState(0);
  const [viewerOpen, openViewer, closeViewer] = useViewerEntry();
  const mainRef = useRef<HTMLButtonElement>(null);

  const total = images.length;
  if (total === 0) return null;
  // A new record may bring fewer images than the last choice counted.
  const index = Math.min(selected, total - 1);
  const current = images[index]!;
  const alt = galleryText.alt(title, index + 1, total);

  return (
    <div className="object-gallery">
      <button ref={mainRef} type="button" className="object-gallery__main" aria-label={galleryText.openViewer(alt)} onClick={openViewer}>
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
        onClose={closeViewer}
        returnFocusRef={mainRef}
      />
    </div>
  );
}
