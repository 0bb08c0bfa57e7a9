import { id, number, text, type AnyRecord } from '../../lib/records/fields.ts';

/** Where an exhibition stands today: the page lists current ones first, then upcoming, then past. */
export type ExhibitionStatus = 'current' | 'upcoming' | 'past';

const STATUS_ORDER: Record<ExhibitionStatus, number> = { current: 0, upcoming: 1, past: 2 };
const ISO_DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/;

/** Today as YYYY-MM-DD (UTC: a day's difference at midnight does not move an exhibition's months). */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * An exhibition's first and last day as comparable YYYY-MM-DD strings: a year
 * or a month is widened to its first (start) or last (end) day; `..`, a missing
 * date or one that is not a plain ISO date gives undefined.
 */
export function exhibitionDates(record: AnyRecord): { start?: string; end?: string } {
  const widen = (value: string | undefined, side: 'start' | 'end') => {
    if (!value || !ISO_DATE.test(value)) return undefined;
    const [year, month, day] = value.split('-');
    return `${year}-${month ?? (side === 'start' ? '01' : '12')}-${day ?? (side === 'start' ? '01' : '31')}`;
  };
  return {
    start: widen(text(record, 'sfomuseum:date_start') ?? text(record, 'edtf:inception'), 'start'),
    end: widen(text(record, 'sfomuseum:date_end') ?? text(record, 'edtf:cessation'), 'end'),
  };
}

/**
 * The record's own `sfomuseum:on_display` says whether it is on now; one that
 * is not and opens after today is upcoming. Without the flag, its dates decide.
 */
export function exhibitionStatus(record: AnyRecord, today: string): ExhibitionStatus {
  const { start, end } = exhibitionDates(record);
  const onDisplay = number(record, 'sfomuseum:on_display');
  if (onDisplay === 1) return 'current';
  if (start !== undefined && start > today) return 'upcoming';
  if (onDisplay === undefined && start !== undefined && (end === undefined || end >= today)) return 'current';
  return 'past';
}

/**
 * Current exhibitions first (the newest opening first), then upcoming ones
 * (the soonest first), then past ones (the most recently closed first).
 * Undated ones close each group; ties keep the server's order.
 */
export function orderExhibitions<T extends AnyRecord>(records: readonly T[], today: string): T[] {
  const keyed = records.map((record) => ({ record, status: exhibitionStatus(record, today), ...exhibitionDates(record) }));
  const later = (a: string | undefined, b: string | undefined) =>
    a === b ? 0 : a === undefined ? 1 : b === undefined ? -1 : a < b ? 1 : -1;
  const sooner = (a: string | undefined, b: string | undefined) =>
    a === b ? 0 : a === undefined ? 1 : b === undefined ? -1 : a < b ? -1 : 1;
  return keyed
    .sort((a, b) => {
      const byStatus = STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
      if (byStatus !== 0) return byStatus;
      if (a.status === 'current') return later(a.start, b.start);
      if (a.status === 'upcoming') return sooner(a.start, b.start);
      return later(a.end, b.end) || later(a.start, b.start);
    })
    .map((entry) => entry.record);
}

/** Whether the exhibition is shown in the gallery (`sfomuseum:gallery_id` is a list of ids, or one). */
export function inGallery(record: AnyRecord, galleryId: string): boolean {
  const value = record['sfomuseum:gallery_id'];
  const ids = Array.isArray(value) ? value.map((entry: unknown) => id({ entry }, 'entry')) : [id(record, 'sfomuseum:gallery_id')];
  return ids.includes(galleryId);
}
