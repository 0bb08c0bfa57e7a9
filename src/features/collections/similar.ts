/**
 * "More like this" (DESIGN section 12): the catalogue's objects like one object,
 * `GET /api/objects/:id/similar` (in-process on the server, so the page is rendered with them).
 */
import { queryOptions } from '@tanstack/react-query';
import { HANGAR_METHODS } from '../../api/hangar.ts';
import { readSearchResults } from '../../api/search-response.ts';
import { hangarApi } from '../../lib/clients/hangar-client.ts';
import { SECONDARY_READ } from '../../lib/clients/query-keys.ts';
import { COLLECTIONS_RQKEY_ROOT } from './queries.ts';

/** How many the object page shows: a row of three on a desktop, twice. */
export const SIMILAR_SHOWN = 6;

/**
 * An object's neighbours never change between harvests (decision 0052). A secondary read: when it
 * fails the server renders the page without them and leaves it out of the page's data.
 */
export const similarObjectsQuery = (objectId: string) =>
  queryOptions({
    queryKey: [COLLECTIONS_RQKEY_ROOT, 'similar', objectId] as const,
    queryFn: async ({ signal }) => {
      const results = await hangarApi().get(
        HANGAR_METHODS.object,
        `objects/${objectId}/similar`,
        { limit: SIMILAR_SHOWN },
        readSearchResults,
        signal,
      );
      return results.filter((result) => result.kind === 'object' && result.id !== objectId).slice(0, SIMILAR_SHOWN);
    },
    staleTime: 30 * 60_000,
    meta: SECONDARY_READ,
  });
