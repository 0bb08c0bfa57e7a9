/** Route loaders beside (not inside) the lazy modules: the list request starts with the code download. */
import type { LoaderFunctionArgs } from 'react-router';
import { requireId } from '../../lib/route-id.ts';
import { warmList } from '../../lib/warm-list.ts';
import { boardingAreaGatesQuery, buildingGatesQuery, terminalExhibitionsQuery, terminalGalleriesQuery } from './queries.ts';

export const terminalGalleriesLoader = ({ params }: LoaderFunctionArgs) => warmList(terminalGalleriesQuery(requireId(params.terminalId)));
export const terminalExhibitionsLoader = ({ params }: LoaderFunctionArgs) => warmList(terminalExhibitionsQuery(requireId(params.terminalId)));
export const buildingGatesLoader = ({ params }: LoaderFunctionArgs) => warmList(buildingGatesQuery(requireId(params.buildingId)));
export const boardingAreaGatesLoader = ({ params }: LoaderFunctionArgs) => warmList(boardingAreaGatesQuery(requireId(params.boardingAreaId)));
