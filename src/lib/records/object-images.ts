/**
 * The one reader of an object record's images (`images`, `millsfield:primary_image`): the gallery
 * takes every image, a tile or a row the primary one at the size it shows.
 */
import { id, safeHttpUrl, text, type AnyRecord } from './fields.ts';

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
  /** Every usable size, smallest first. */
  sizes: GalleryImageSize[];
}

/** An image ready for one <img>: a chosen size, with the srcset of every size. */
export interface ObjectImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
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
  const inline = sizeUpTo(sizes, INLINE_LONG_SIDE);
  return {
    id: id({ id: entry.id }, 'id') ?? fallbackId,
    src: inline.url,
    width: inline.width,
    height: inline.height,
    srcSet: sizes.map((size) => `${size.url} ${size.width}w`).join(', '),
    full: largest,
    sizes,
  };
}

/** The largest of `sizes` (smallest first, not empty) whose long side is at most `longSide`, else the smallest. */
function sizeUpTo(sizes: GalleryImageSize[], longSide: number): GalleryImageSize {
  return sizes.filter((size) => Math.max(size.width, size.height) <= longSide).at(-1) ?? sizes[0]!;
}

function imageEntries(record: AnyRecord): ImageEntry[] {
  const entries = Array.isArray(record.images) ? (record.images as unknown[]) : [];
  return entries.filter((entry): entry is ImageEntry => typeof entry === 'object' && entry !== null);
}

/**
 * Every image an object record carries, the primary one
 * (`millsfield:primary_image`) first and the rest in the record's order.
 * Images without an http(s) template or without any usable size are left out.
 */
export function objectImages(record: AnyRecord): GalleryImage[] {
  const images = imageEntries(record).flatMap((entry, position) => toImage(entry, `image-${position}`) ?? []);
  // Records sometimes list the same image twice; a gallery of duplicates would miscount.
  const unique = images.filter((image, position) => images.findIndex((other) => other.id === image.id) === position);
  const primaryId = id(record, 'millsfield:primary_image');
  const primary = unique.findIndex((image) => image.id === primaryId);
  const ordered = primary > 0 ? [unique[primary]!, ...unique.slice(0, primary), ...unique.slice(primary + 1)] : unique;
  return ordered.map((image, index) => ({ ...image, index }));
}

/**
 * The object's primary image for one <img>: the size whose long side is at most `longSide` (640,
 * the service's "z", for a tile; 320, its "n", for a thumbnail), with every size as the srcset.
 */
export function objectImage(record: AnyRecord, longSide = INLINE_LONG_SIDE): ObjectImage | undefined {
  // objectImages(record)[0], without reading every image: a grid draws this for each of its tiles.
  const entries = imageEntries(record);
  const primaryId = id(record, 'millsfield:primary_image');
  const named = entries.find((entry) => primaryId !== undefined && id({ id: entry.id }, 'id') === primaryId);
  let primary = named && toImage(named, '');
  for (const entry of entries) primary ??= toImage(entry, '');
  if (!primary) return undefined;
  const chosen = sizeUpTo(primary.sizes, longSide);
  return { src: chosen.url, srcSet: primary.srcSet, width: chosen.width, height: chosen.height };
}

/** The object's name, else its accession number, else the caller's own words for an untitled object. */
export function objectTitle(record: AnyRecord, untitled: string): string {
  return text(record, 'wof:name') ?? text(record, 'sfomuseum:accession_number') ?? untitled;
}
