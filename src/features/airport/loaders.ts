/**
 * Route loaders beside (not inside) the lazy modules: the list request starts
 * with the code download. Each validates its id once and hands it to the page.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../lib/addresses/paths.ts';
import { requireId } from '../../lib/addresses/route-id.ts';
import { warmList } from '../../lib/lists/warm-list.ts';
import { galleryFrom } from './gallery-filter.ts';
import { boardingAreaGatesQuery, buildingGatesQuery, terminalExhibitionsQuery, terminalGalleriesQuery } from './queries.ts';

export function terminalGalleriesLoader({ params, request }: LoaderFunctionArgs) {
  const terminalId = requireId(params.terminalId);
  return warmList(terminalGalleriesQuery(terminalId), { terminalId }, { staticPages: { request, layout: 'measured' } });
}

export async function terminalExhibitionsLoader({ params, request }: LoaderFunctionArgs) {
  const terminalId = requireId(params.terminalId);
  const galleryId = galleryFrom(new URL(request.url).searchParams);
  const [values] = await Promise.all([
    warmList(terminalExhibitionsQuery(terminalId), { terminalId, galleryId }, { staticPages: { request, layout: 'measured' } }),
    // The gallery's name, for the filtered list's wording: read beside the exhibitions.
    galleryId === undefined ? undefined : warmList(terminalGalleriesQuery(terminalId), null),
  ]);
  return values;
}

export function buildingGatesLoader({ params, request }: LoaderFunctionArgs) {
  const buildingId = requireId(params.buildingId);
  return warmList(buildingGatesQuery(buildingId), { buildingId }, { staticPages: { request, layout: 'rows' } });
}

export function boardingAreaGatesLoader({ params, request }: LoaderFunctionArgs) {
  const boardingAreaId = requireId(params.boardingAreaId);
  return warmList(boardingAreaGatesQuery(boardingAreaId), { boardingAreaId }, { staticPages: { request, layout: 'rows' } });
}

/** `/terminals/:id` opens the terminal's galleries. */
export const terminalRedirect = ({ params }: LoaderFunctionArgs) => redirect(paths.terminalGalleries.href(requireId(params.terminalId)));
