import { queryOptions } from '@tanstack/react-query';
import { catalogueObjectReader } from '../../../api/catalogue-object.ts';
import { ApiError } from '../../../api/errors.ts';
import { HANGAR_METHODS } from '../../../api/hangar.ts';
import type { AnyRecord } from '../../../lib/records/fields.ts';
import { hangarApi } from '../../../lib/clients/hangar-client.ts';

export const VISIT_RQKEY_ROOT = 'visit';
/** A harvest changes the catalogue in hours; a visit reopened within minutes need not ask again. */
const VISIT_STALE_MS = 10 * 60_000;

/** One object as the catalogue has it (`GET /api/objects/:id`, in-process on the server); null when it holds none. */
async function readObject(id: string, signal: AbortSignal): Promise<AnyRecord | null> {
  try {
    const found = await hangarApi().get(HANGAR_METHODS.object, `objects/${id}`, {}, catalogueObjectReader(id), signal);
    return found.record;
  } catch (error) {
    // An id the catalogue lacks (withdrawn since the visit, or typed wrong) is left out, not the visit's end.
    if (error instanceof ApiError && error.httpStatus === 404) return null;
    throw error;
  }
}

/** The visit's objects, in the address's order, those the catalogue lacks left out. */
export const visitQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: [VISIT_RQKEY_ROOT, ids.join(',')] as const,
    queryFn: async ({ signal }) => {
      const records = await Promise.all(ids.map((id) => readObject(id, signal)));
      return ids.flatMap((id, index) => (records[index] ? [{ id, record: records[index] }] : []));
    },
    staleTime: VISIT_STALE_MS,
  });
