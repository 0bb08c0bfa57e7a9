import { listQuery } from '../../lib/lists/list-query.ts';

/** Every list of the airport feature is cached under this root. */
export const AIRPORT_RQKEY_ROOT = 'airport';

const PER_PAGE = 100;
// The airport's structure changes rarely.
const staleTime = 30 * 60_000;

export const terminalGalleriesQuery = (terminalId: string) =>
  listQuery(AIRPORT_RQKEY_ROOT, 'terminalGalleries', { terminalId, perPage: PER_PAGE }, { staleTime });
export const terminalExhibitionsQuery = (terminalId: string) =>
  listQuery(AIRPORT_RQKEY_ROOT, 'terminalExhibitions', { terminalId, perPage: PER_PAGE }, { staleTime });
export const buildingGatesQuery = (buildingId: string) =>
  listQuery(AIRPORT_RQKEY_ROOT, 'buildingGates', { buildingId, perPage: PER_PAGE }, { staleTime });
export const boardingAreaGatesQuery = (boardingAreaId: string) =>
  listQuery(AIRPORT_RQKEY_ROOT, 'boardingAreaGates', { boardingAreaId, perPage: PER_PAGE }, { staleTime });
