import { id, safeHttpUrl, type AnyRecord } from './record.ts';

/** The long side, in pixels, of the size a page shows inline: the service's "z". */
const INLINE_LONG_SIDE = 640;

export interface GalleryImageSize {
  url: string;
  width: number;
  height: number;
}

/** One of an object's images, ready for <img> and for a full-size viewer. */
export interface GalleryImage {
  /** The image's id as a string (int64 ids never become numbers). */
  id: string;
  /** Position in the gallery, 0 first (the primary image); alt texts say `index + 1` of the total. */
  index: number;
  /** The inline size ("z", or the largest below it), with its intrinsic size for the aspect ratio. */
  src: string;
  width: number;
  height: number;
  /** Every size, smallest first, with `w` descriptors. */
  srcSet: string;
  /** The largest size, for the full-size viewer. */
  full: GalleryImageSize;
}

interface ImageEntry {
  id?: unknown;
  url_template?: unknown;
  sizes?: unknown;
}

function positive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

function sizesOf(template: string, sizes: unknown): GalleryImageSize[] {
  if (typeof sizes !== 'object' || sizes === null) return [];
  return Object.entries(sizes as Record<string, unknown>)
    .flatMap(([label, size]) => {
      // Labels go into a URL path; anything but a short word is not a size label.
      if (!/^\w{1,8}$/.test(label) || typeof size !== 'object' || size === null) return [];
      const { width, height } = size as { width?: unknown; height?: unknown };
      const w = positive(width);
      const h = positive(height);
      const url = safeHttpUrl(template.replaceAll('{label}', label));
      return w && h && url ? [{ url, width: w, height: h }] : [];
    })
    .sort((a, b) => Math.max(a.width, a.height) - Math.max(b.width, b.height));
}

function toImage(entry: ImageEntry, fallbackId: string): Omit<GalleryImage, 'index'> | undefined {
  if (typeof entry.url_template !== 'string') return undefined;
  const sizes = sizesOf(entry.url_template, entry.sizes);
  const smallest = sizes[0];
  const largest = sizes.at(-1);
  if (!smallest || !largest) return undefined;
  const inline = sizes.filter((size) => Math.max(size.width, size.height) <= INLINE_LONG_SIDE).at(-1) ?? smallest;
  return {
    id: id({ id: entry.id }, 'id') ?? fallbackId,
    src: inline.url,
    width: inline.width,
    height: inline.height,
    srcSet: sizes.map((size) => `${size.url} ${size.width}w`).join(', '),
    full: largest,
  };
}

/**
 * Every image an object record carries, the primary one
 * (`millsfield:primary_image`) first and the rest in the record's order.
 * Images without an http(s) template or without any usable size are left out.
 */
export function objectImages(record: AnyRecord): GalleryImage[] {
  const entries = Array.isArray(record.images) ? (record.images as unknown[]) : [];
  const images = entries.flatMap((entry, position) =>
    typeof entry === 'object' && entry !== null ? (toImage(entry as ImageEntry, `image-${position}`) ?? []) : [],
  );
  // Records sometimes list the same image twice; a gallery of duplicates would miscount.
  const unique = images.filter((image, position) => images.findIndex((other) => other.id === image.id) === position);
  const primaryId = id(record, 'millsfield:primary_image');
  const primary = unique.findIndex((image) => image.id === primaryId);
  const ordered = primary > 0 ? [unique[primary]!, ...unique.slice(0, primary), ...unique.slice(primary + 1)] : unique;
  return ordered.map((image, index) => ({ ...image, index }));
}
