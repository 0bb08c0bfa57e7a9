import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import type { GalleryImage } from '../../../lib/records/object-images.ts';
import { galleryText } from './messages.ts';
import { Modal } from '../../../ui/Modal.tsx';

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
/** Each Zoom in / Zoom out press: 1, 1.5, 2.25, 3.375, 4 reaches the limit in four presses. */
const ZOOM_STEP = 1.5;
/** Double-tap zooms to this scale, or back to 1 when already zoomed. */
const TAP_SCALE = 2;
/** Arrow keys move a zoomed image by this many CSS pixels. */
const PAN_STEP = 48;
/** Two taps this close in time and space are a double tap; a pointer that moves further was a drag. */
const DOUBLE_TAP_MS = 300;
const TAP_SLOP_PX = 24;
/** At 1x, one finger moved at least this far, and mostly sideways, is a swipe to the next or previous image. */
const SWIPE_PX = 60;

interface View {
  scale: number;
  /** Offset of the image's centre from the stage's centre, in CSS pixels. */
  x: number;
  y: number;
}

const RESET: View = { scale: 1, x: 0, y: 0 };

interface Point {
  x: number;
  y: number;
}

export interface ImageViewerProps {
  open: boolean;
  images: GalleryImage[];
  /** The object's title, for the dialog's heading and the alt texts. */
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Gets focus back on close; a tap on a touch screen does not focus the opener, so the browser alone cannot. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

function round(value: number): number {
  // Repeated pinch and step arithmetic leaves float noise (1.4999999) that would show in the zoom percentage.
  return Math.round(value * 1000) / 1000;
}

/**
 * A full-size image viewer (the shared Modal): the rest of the page is inert
 * while it is open.
 *
 * Arrow keys: at 1x, Left and Right show the previous and next image; once
 * zoomed in, all four arrows move the image instead (Previous and Next stay
 * on the buttons), because a zoomed image is what the visitor is exploring.
 * Pointers: at 1x a sideways swipe shows the next or previous image; drag
 * moves a zoomed image, two fingers pinch, and a double tap (or double click)
 * toggles 2x at that point. Opening it adds a history entry (ObjectGallery),
 * so the browser's Back, or a phone's back gesture, closes the viewer only.
 */
export function ImageViewer({ open, images, title, index, onIndexChange, onClose, returnFocusRef }: ImageViewerProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} className="image-viewer" labelledBy={titleId} initialFocus={closeRef} returnFocus={returnFocusRef}>
      {open && images.length > 0 && (
        <ViewerBody
          images={images}
          title={title}
          titleId={titleId}
          index={Math.min(Math.max(index, 0), images.length - 1)}
          onIndexChange={onIndexChange}
          onClose={onClose}
          closeRef={closeRef}
        />
      )}
    </Modal>
  );
}

interface ViewerBodyProps {
  images: GalleryImage[];
  title: string;
  titleId: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  closeRef: RefObject<HTMLButtonElement | null>;
}

/** The dialog's content, mounted only while open so the full-size image loads only when asked for. */
function ViewerBody({ images, title, titleId, index, onIndexChange, onClose, closeRef }: ViewerBodyProps) {
  const [view, setView] = useState<View>(RESET);
  const [dragging, setDragging] = useState(false);
  const stageRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const pointers = useRef(new Map<number, Point>());
  /** `pinched`: a second finger took part, so the gesture was no swipe. */
  const gesture = useRef<{ distance: number; scale: number; moved: boolean; pinched: boolean; start: Point } | undefined>(undefined);
  const lastTap = useRef<{ time: number; point: Point } | undefined>(undefined);

  const total = images.length;
  const image = images[index]!;
  const several = total > 1;
  const zoomed = view.scale > MIN_SCALE;

  /** Keeps the image's edges from leaving the place they had at 1x, so it can never be lost off screen. */
  function clampView(next: View): View {
    const width = imageRef.current?.offsetWidth ?? 0;
    const height = imageRef.current?.offsetHeight ?? 0;
    const maxX = (width * (next.scale - 1)) / 2;
    const maxY = (height * (next.scale - 1)) / 2;
    return {
      scale: next.scale,
      x: round(Math.min(maxX, Math.max(-maxX, next.x))),
      y: round(Math.min(maxY, Math.max(-maxY, next.y))),
    };
  }

  /** Zooms to `scale` keeping the point `focus` (relative to the stage's centre) where it is on screen. */
  function zoomTo(scale: number, focus: Point = { x: 0, y: 0 }) {
    setView((current) => {
      const nextScale = round(clampScale(scale));
      const ratio = nextScale / current.scale;
      return clampView({
        scale: nextScale,
        x: focus.x - (focus.x - current.x) * ratio,
        y: focus.y - (focus.y - current.y) * ratio,
      });
    });
  }

  function zoomBy(factor: number) {
    zoomTo(view.scale * factor);
  }

  function panBy(dx: number, dy: number) {
    setView((current) => clampView({ ...current, x: current.x + dx, y: current.y + dy }));
  }

  function show(next: number) {
    // Wrap around: the position is announced, so the visitor knows when the set starts again.
    onIndexChange((next + total) % total);
    setView(RESET);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Ctrl/Cmd with + and - is the browser's own zoom; leave it alone.
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const panKeys: Record<string, Point> = {
      ArrowLeft: { x: PAN_STEP, y: 0 },
      ArrowRight: { x: -PAN_STEP, y: 0 },
      ArrowUp: { x: 0, y: PAN_STEP },
      ArrowDown: { x: 0, y: -PAN_STEP },
    };
    const pan = panKeys[event.key];
    if (pan && zoomed) panBy(pan.x, pan.y);
    else if (event.key === 'ArrowLeft' && several) show(index - 1);
    else if (event.key === 'ArrowRight' && several) show(index + 1);
    else if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') zoomBy(1 / ZOOM_STEP);
    else if (event.key === '0') setView(RESET);
    else if (event.key === 'Escape') onClose();
    else return;
    event.preventDefault();
  }

  function stagePoint(event: { clientX: number; clientY: number }): Point {
    const rect = stageRef.current?.getBoundingClientRect();
    if (!rect) return { x: 0, y: 0 };
    return { x: event.clientX - (rect.left + rect.width / 2), y: event.clientY - (rect.top + rect.height / 2) };
  }

  function pinchState() {
    const [a, b] = [...pointers.current.values()];
    if (!a || !b) return undefined;
    return { distance: Math.hypot(a.x - b.x, a.y - b.y), middle: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    // Optional call: jsdom and some older WebViews have no pointer capture; dragging then still works inside the stage.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = stagePoint(event);
    pointers.current.set(event.pointerId, point);
    const pinch = pinchState();
    gesture.current = {
      distance: pinch?.distance ?? 0,
      scale: view.scale,
      moved: pointers.current.size > 1,
      pinched: pointers.current.size > 1 || (gesture.current?.pinched ?? false),
      start: gesture.current?.start ?? point,
    };
    setDragging(true);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const previous = pointers.current.get(event.pointerId);
    const state = gesture.current;
    if (!previous || !state) return;
    const point = stagePoint(event);
    pointers.current.set(event.pointerId, point);
    if (Math.hypot(point.x - state.start.x, point.y - state.start.y) > TAP_SLOP_PX) state.moved = true;
    const pinch = pinchState();
    if (pinch && state.distance > 0) {
      zoomTo(state.scale * (pinch.distance / state.distance), pinch.middle);
    } else if (pointers.current.size === 1 && zoomed) {
      panBy(point.x - previous.x, point.y - previous.y);
    }
  }

  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    if (!pointers.current.delete(event.pointerId)) return;
    const state = gesture.current;
    if (pointers.current.size > 0) {
      // One finger of a pinch lifted: the other carries on as a drag, not as a tap.
      if (state) state.moved = true;
      return;
    }
    setDragging(false);
    gesture.current = undefined;
    if (event.type !== 'pointerup' || !state) return;
    const point = stagePoint(event);
    if (state.moved) {
      // A swipe at 1x turns the page of images; a zoomed image was being moved instead.
      const dx = point.x - state.start.x;
      const dy = point.y - state.start.y;
      if (!zoomed && !state.pinched && several && Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > 2 * Math.abs(dy))
        show(index + (dx < 0 ? 1 : -1));
      return;
    }
    const previous = lastTap.current;
    if (
      previous &&
      event.timeStamp - previous.time < DOUBLE_TAP_MS &&
      Math.hypot(point.x - previous.point.x, point.y - previous.point.y) < TAP_SLOP_PX
    ) {
      lastTap.current = undefined;
      if (zoomed) setView(RESET);
      else zoomTo(TAP_SCALE, point);
    } else {
      lastTap.current = { time: event.timeStamp, point };
    }
  }

  const alt = galleryText.alt(title, index + 1, total);
  const percent = Math.round(view.scale * 100);

  return (
    // tabIndex -1: a click on the image keeps focus in here (not on <body>), so the keys still reach onKeyDown.
    <div className="image-viewer__frame" tabIndex={-1} onKeyDown={onKeyDown}>
      <div className="image-viewer__bar">
        <h2 id={titleId} className="image-viewer__title">
          {title}
        </h2>
        {several && (
          <p className="image-viewer__count" aria-live="polite">
            {galleryText.position(index + 1, total)}
          </p>
        )}
        <button ref={closeRef} type="button" className="button image-viewer__close" onClick={onClose}>
          {galleryText.close}
        </button>
      </div>
      <div
        ref={stageRef}
        className={`image-viewer__stage${zoomed ? ' image-viewer__stage--zoomed' : ''}${dragging ? ' image-viewer__stage--dragging' : ''}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <img
          ref={imageRef}
          key={image.id}
          className="image-viewer__image"
          src={image.full.url}
          srcSet={image.srcSet}
          sizes="100vw"
          width={image.full.width}
          height={image.full.height}
          alt={alt}
          draggable={false}
          data-scale={view.scale}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        />
      </div>
      <div className="image-viewer__bar image-viewer__controls" role="group" aria-label={galleryText.controls}>
        {several && (
          <button type="button" className="button button--quiet" onClick={() => show(index - 1)}>
            <span aria-hidden="true">‹</span> {galleryText.previous}
          </button>
        )}
        <button
          type="button"
          className="button button--quiet"
          aria-disabled={view.scale <= MIN_SCALE}
          onClick={() => zoomBy(1 / ZOOM_STEP)}
        >
          {galleryText.zoomOut}
        </button>
        <span className="image-viewer__zoom">{galleryText.zoomLevel(percent)}</span>
        <button type="button" className="button button--quiet" aria-disabled={view.scale >= MAX_SCALE} onClick={() => zoomBy(ZOOM_STEP)}>
          {galleryText.zoomIn}
        </button>
        <button type="button" className="button button--quiet" aria-disabled={!zoomed} onClick={() => setView(RESET)}>
          {galleryText.reset}
        </button>
        {several && (
          <button type="button" className="button button--quiet" onClick={() => show(index + 1)}>
            {galleryText.next} <span aria-hidden="true">›</span>
          </button>
        )}
      </div>
      <p className="image-viewer__hint">{galleryText.keyboardHint}</p>
    </div>
  );
}
