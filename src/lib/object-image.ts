import { id, safeHttpUrl, text, type AnyRecord } from './record.ts';

/** Labels of the image sizes the service renders, smallest first. */
const SIZE_LABELS = ['n', 'z', 'b', 'k'] as const;

export interface ObjectImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

interface ImageEntry {
  id?: unknown;
  url_template?: unknown;
  sizes?: Record<string, { width?: unknown; height?: unknown } | undefined>;
}

function asImageEntries(value: unknown): ImageEntry[] {
  return Array.isArray(value) ? value.filter((entry): entry is ImageEntry => typeof entry === 'object' && entry !== null) : [];
}

/**
 * The object's primary image as an <img>-ready set: every size the record
 * lists, as a srcset, with the intrinsic size of the largest for the aspect
 * ratio. Only http(s) templates are used.
 */
export function objectImage(record: AnyRecord, preferred: (typeof SIZE_LABELS)[number] = 'z'): ObjectImage | undefined {
  const entries = asImageEntries(record.images);
  const primaryId = id(record, 'millsfield:primary_image');
  const entry = entries.find((candidate) => primaryId !== undefined && String(candidate.id) === primaryId) ?? entries[0];
  if (!entry || typeof entry.url_template !== 'string' || !entry.sizes) return undefined;
  const template = entry.url_template;
  const candidates = SIZE_LABELS.flatMap((label) => {
    const size = entry.sizes?.[label];
    const width = typeof size?.width === 'number' ? size.width : undefined;
    const height = typeof size?.height === 'number' ? size.height : undefined;
    const url = safeHttpUrl(template.replace('{label}', label));
    return width && height && url ? [{ label, url, width, height }] : [];
  });
  if (candidates.length === 0) return undefined;
  const chosen = candidates.find((candidate) => candidate.label === preferred) ?? candidates[0]!;
  return {
    src: chosen.url,
    srcSet: candidates.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', '),
    width: chosen.width,
    height: chosen.height,
  };
}

/** The object's name, else its accession number, else the caller's own words for an untitled object. */
export function objectTitle(record: AnyRecord, untitled: string): string {
  return text(record, 'wof:name') ?? text(record, 'sfomuseum:accession_number') ?? untitled;
}
