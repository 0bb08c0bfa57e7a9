/**
 * A service record as a catalogue entry: its kind, Hangar's address for it (the routes of
 * docs/design.md section 8), its primary image at the 640 px size, its date, and where it belongs.
 */
import type { BelongsTo, CatalogueEntry, ImageRef, Kind, ObjectContext } from './engine.ts';

type Json = Record<string, unknown>;

/** Hangar's object context pages hold 100 objects (the list context of an object address). */
export const CONTEXT_PAGE_SIZE = 100;

/** What the harvester knows of where a record was found. */
export interface Found {
  kind: Kind;
  /** The list's owner: collection, category, terminal, boarding area or building. */
  parent: BelongsTo;
  /** Objects: the 0-based position in their collection's listing. */
  index?: number;
}

/** Names the harvest has seen, for the parents a record names by id alone. */
export interface Names {
  category(id: string): string | undefined;
  collection(id: string): string | undefined;
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function id(value: unknown): string | null {
  const raw = text(value);
  return raw !== null && /^-?\d{1,19}$/.test(raw) ? raw : null;
}

/** An EDTF or display date's year ("c. 1965", "1965-04", "2000-12"), when it has one. */
export function yearOf(...dates: (string | null)[]): number | null {
  for (const date of dates) {
    const match = date?.match(/(?:^|[^\d])(\d{4})(?!\d)/);
    if (match) return Number(match[1]);
  }
  return null;
}

const usefulDate = (value: unknown): string | null => {
  const raw = text(value);
  return raw === null || raw === '..' || raw === 'uuuu' ? null : raw;
};

/** The primary image at the largest size no longer than 640 px ('z' on the service). */
export function primaryImage(record: Json): ImageRef | null {
  const images = Array.isArray(record.images) ? (record.images as unknown[]) : [];
  const primary = id(record['millsfield:primary_image']);
  const image = (images.find((entry) => typeof entry === 'object' && entry !== null && id((entry as Json).id) === primary) ?? images[0]) as
    Json | undefined;
  if (!image || typeof image.url_template !== 'string' || typeof image.sizes !== 'object' || image.sizes === null) return null;
  let best: { label: string; width: number; height: number } | null = null;
  for (const [label, size] of Object.entries(image.sizes as Record<string, { width?: unknown; height?: unknown }>)) {
    const width = Number(size?.width);
    const height = Number(size?.height);
    if (!Number.isFinite(width) || !Number.isFinite(height) || Math.max(width, height) > 640) continue;
    if (!best || Math.max(width, height) > Math.max(best.width, best.height)) best = { label, width, height };
  }
  if (!best) return null;
  return { url: image.url_template.replace('{label}', best.label), width: best.width, height: best.height };
}

function hrefOf(kind: Kind, recordId: string, parent: BelongsTo): string {
  switch (kind) {
    case 'object':
      return `/objects/${recordId}`;
    case 'category':
      return `/categories/${recordId}/objects`;
    case 'subcategory':
      return `/subcategories/${recordId}`;
    case 'gallery':
      return `/terminals/${parent.id}/galleries?item=${recordId}`;
    case 'exhibition':
      return `/terminals/${parent.id}/exhibitions?item=${recordId}`;
    case 'gate':
      return parent.kind === 'building'
        ? `/buildings/${parent.id}/gates?item=${recordId}`
        : `/boarding-areas/${parent.id}/gates?item=${recordId}`;
    case 'collection':
      return `/collections/${recordId}`;
    case 'terminal':
      return `/terminals/${recordId}`;
    case 'building':
      return `/buildings/${recordId}/gates`;
    case 'boarding-area':
      return `/boarding-areas/${recordId}/gates`;
  }
}

/** The directory's places, found by their names: the kinds a harvest makes from the config, not from a list. */
export type PlaceKind = 'collection' | 'terminal' | 'building' | 'boarding-area';

/**
 * A place of the config's directory as an entry: its name is all a visitor can type for it (no
 * record of the service describes a place), and its page is the place's own (docs/design.md section 8).
 */
export function placeEntry(kind: PlaceKind, place: { id: string; name: string }): CatalogueEntry | null {
  const recordId = id(place.id);
  const name = text(place.name);
  if (recordId === null || name === null) return null;
  return {
    kind,
    id: recordId,
    name,
    href: hrefOf(kind, recordId, { kind, id: recordId, name }),
    image: null,
    date: null,
    year: null,
    accessionNumber: null,
    belongsTo: [],
    collectionId: null,
    categoryId: null,
    text: '',
    record: { 'wof:id': recordId, 'wof:name': name },
    context: null,
  };
}

const join = (...parts: unknown[]) =>
  parts
    .map(text)
    .filter((part): part is string => part !== null)
    .join(' \n ');

/** The entry for a record, or null for one without an id or a name (nothing to show or link). */
export function entryFor(record: Json, found: Found, names: Names): CatalogueEntry | null {
  const recordId = id(record['wof:id']);
  const name = text(record['wof:name']);
  if (recordId === null || name === null) return null;
  const { kind, parent } = found;
  const belongsTo: BelongsTo[] = [];
  let collectionId: string | null = null;
  let categoryId: string | null = null;
  let date: string | null = null;
  let year: number | null = null;
  let context: ObjectContext | null = null;
  let body = '';
  if (kind === 'object' || kind === 'category' || kind === 'subcategory') {
    collectionId = id(record['millsfield:collection_id']) ?? (parent.kind === 'collection' ? parent.id : null);
    const collectionName = collectionId ? (names.collection(collectionId) ?? text(record['sfomuseum:collection'])) : null;
    if (collectionId && collectionName) belongsTo.push({ kind: 'collection', id: collectionId, name: collectionName });
    categoryId = kind === 'category' ? recordId : (id(record['millsfield:category_id']) ?? (parent.kind === 'category' ? parent.id : null));
    const categoryName = categoryId ? (names.category(categoryId) ?? text(record['sfomuseum:category'])) : null;
    if (kind !== 'category' && categoryId && categoryName) belongsTo.push({ kind: 'category', id: categoryId, name: categoryName });
    body = join(collectionName, kind === 'category' ? null : categoryName);
  } else {
    belongsTo.push(parent);
  }
  if (kind === 'object') {
    date = usefulDate(record['sfomuseum:date']) ?? usefulDate(record['edtf:inception']);
    year = yearOf(usefulDate(record['edtf:inception']), date);
    const subcategory = text(record['sfomuseum:subcategory']);
    body = join(
      body,
      subcategory,
      record['sfomuseum:maker'],
      record['sfomuseum:airline'],
      record['sfomuseum:medium'],
      record['sfomuseum:description'],
    );
    if (found.index !== undefined && parent.kind === 'collection') {
      context = { list: 'collection', id: parent.id, page: Math.floor(found.index / CONTEXT_PAGE_SIZE) + 1 };
    }
  } else if (kind === 'exhibition') {
    const start = usefulDate(record['sfomuseum:date_start']) ?? usefulDate(record['edtf:inception']);
    const end = usefulDate(record['sfomuseum:date_end']) ?? usefulDate(record['edtf:cessation']);
    date = start && end ? `${start} – ${end}` : start;
    year = yearOf(start);
    body = join(parent.name, record['sfomuseum:description'], record['sfomuseum:hashtag']);
  } else if (kind === 'gallery') {
    body = join(parent.name, record['sfomuseum:location'], record['sfomuseum:description']);
  } else if (kind === 'gate') {
    body = join(parent.name, record['flysfo:gate_code']);
  }
  const accessionNumber = kind === 'object' ? text(record['sfomuseum:accession_number']) : null;
  return {
    kind,
    id: recordId,
    name,
    href: hrefOf(kind, recordId, parent),
    image: kind === 'object' ? primaryImage(record) : null,
    date,
    year,
    accessionNumber,
    belongsTo,
    collectionId,
    categoryId,
    text: body,
    record,
    context,
  };
}
