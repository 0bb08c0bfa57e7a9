import { infiniteQueryOptions } from '@tanstack/react-query';
import { getBoardingAreaGates, getBuildingGates, getTerminalExhibitions, getTerminalGalleries } from '../../api/operations.ts';
import { getNextPageParam, initialPageParam, type PageParam } from '../../api/pagination.ts';
import type { ExhibitionRecord, GalleryRecord, GateRecord } from '../../api/types.ts';
import { api } from '../../lib/api.ts';

const PER_PAGE = 100;
// The airport's structure changes rarely.
const STALE_MS = 30 * 60_000;

export function terminalGalleriesQuery(terminalId: string) {
  return infiniteQueryOptions({
    queryKey: ['terminals', terminalId, 'galleries', { perPage: PER_PAGE }] as const,
    queryFn: ({ pageParam, signal }) => getTerminalGalleries<GalleryRecord>(api(), { terminalId, perPage: PER_PAGE }, { signal, pageParam }),
    initialPageParam: initialPageParam as PageParam,
    getNextPageParam,
    staleTime: STALE_MS,
  });
}

export function terminalExhibitionsQuery(terminalId: string) {
  return infiniteQueryOptions({
    queryKey: ['terminals', terminalId, 'exhibitions', { perPage: PER_PAGE }] as const,
    queryFn: ({ pageParam, signal }) => getTerminalExhibitions<ExhibitionRecord>(api(), { terminalId, perPage: PER_PAGE }, { signal, pageParam }),
    initialPageParam: initialPageParam as PageParam,
    getNextPageParam,
    staleTime: STALE_MS,
  });
}

export function buildingGatesQuery(buildingId: string) {
  return infiniteQueryOptions({
    queryKey: ['buildings', buildingId, 'gates', { perPage: PER_PAGE }] as const,
    queryFn: ({ pageParam, signal }) => getBuildingGates<GateRecord>(api(), { buildingId, perPage: PER_PAGE }, { signal, pageParam }),
    initialPageParam: initialPageParam as PageParam,
    getNextPageParam,
    staleTime: STALE_MS,
  });
}

export function boardingAreaGatesQuery(boardingAreaId: string) {
  return infiniteQueryOptions({
    queryKey: ['boarding-areas', boardingAreaId, 'gates', { perPage: PER_PAGE }] as const,
    queryFn: ({ pageParam, signal }) => getBoardingAreaGates<GateRecord>(api(), { boardingAreaId, perPage: PER_PAGE }, { signal, pageParam }),
    initialPageParam: initialPageParam as PageParam,
    getNextPageParam,
    staleTime: STALE_MS,
  });
}
