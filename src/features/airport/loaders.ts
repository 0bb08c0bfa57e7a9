/**
 * Route loaders beside (not inside) the lazy modules: the list request starts
 * with the code download. Each validates its id once and hands it to the page.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { requireId } from '../../lib/route-id.ts';
import { warmList } from '../../lib/warm-list.ts';
import { galleryFrom } from './gallery-filter.ts';
import { boardingAreaGatesQuery, buildingGatesQuery, terminalExhibitionsQuery, terminalGalleriesQuery } from './queries.ts';

export function terminalGalleriesLoader({ params }: LoaderFunctionArgs) {
  const terminalId = requireId(params.terminalId);
  return warmList(terminalGalleriesQuery(terminalId), { terminalId });
}

export function terminalExhibitionsLoader({ params, request }: LoaderFunctionArgs) {
  const terminalId = requireId(params.terminalId);
  const galleryId = galleryFrom(new URL(request.url).searchParams);
  // The gallery's name, for the filtered list's wording: fetched beside the exhibitions.
  if (galleryId !== undefined) void warmList(terminalGalleriesQuery(terminalId), null);
  return warmList(terminalExhibitionsQuery(terminalId), { terminalId, galleryId });
}

export function buildingGatesLoader({ params }: LoaderFunctionArgs) {
  const buildingId = requireId(params.buildingId);
  return warmList(buildingGatesQuery(buildingId), { buildingId });
}

export function boardingAreaGatesLoader({ params }: LoaderFunctionArgs) {
  const boardingAreaId = requireId(params.boardingAreaId);
  return warmList(boardingAreaGatesQuery(boardingAreaId), { boardingAreaId });
}

/** `/terminals/:id` opens the terminal's galleries. */
export const terminalRedirect = ({ params }: LoaderFunctionArgs) => redirect(paths.terminalGalleries.href(requireId(params.terminalId)));
