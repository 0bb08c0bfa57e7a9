/**
 * The visit page's loader: the ids are read from the address once and the objects read from the
 * catalogue, so the server renders the whole visit and a phone shows it before any script runs.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { services } from '../../../lib/config/services.ts';
import { visitQuery } from './queries.ts';
import { readVisitIds } from '../../../lib/addresses/visit-address.ts';

export async function visitLoader({ request }: LoaderFunctionArgs) {
  const ids = readVisitIds(new URL(request.url).search);
  const { config, queryClient } = services();
  // Without a catalogue there is nothing to read the ids from: the page says so.
  if (config.search && ids.length > 0) await queryClient.prefetchQuery(visitQuery(ids));
  return { ids };
}
