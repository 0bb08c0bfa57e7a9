/**
 * The answer of `GET /api/objects/:id` (Hangar's catalogue, docs/design.md section 11): the
 * object's record and where it sits in its collection, so an address without a list context opens
 * with one request to the service (the context page) instead of a scan.
 */
import { ShapeError } from './hangar.ts';
import type { AnyRecord } from './types.ts';

export interface CatalogueObject {
  record: AnyRecord;
  /** Its collection and the page of 100 that holds it; null when the catalogue knows no list for it. */
  context: { list: 'collection'; id: string; page: number } | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A reader for the hangar client (`hangarApi().get`), checking the answer names the object asked for. */
export function catalogueObjectReader(objectId: string): (body: Record<string, unknown>) => CatalogueObject {
  return (body) => {
    const { record, context } = body;
    if (!isObject(record) || record['wof:id'] !== objectId) throw new ShapeError(`"record" must be object ${objectId}`);
    if (context === null || context === undefined) return { record, context: null };
    if (
      !isObject(context) ||
      context.list !== 'collection' ||
      typeof context.id !== 'string' ||
      !/^\d{1,19}$/.test(context.id) ||
      typeof context.page !== 'number' ||
      !Number.isSafeInteger(context.page) ||
      context.page < 1
    )
      throw new ShapeError('"context" must be a collection id and a page number, or null');
    return { record, context: { list: 'collection', id: context.id, page: context.page } };
  };
}
