import { useInfiniteQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { GatesPage, gatesHead } from '../GatesPage.tsx';
import type { HeadArgs } from '../../../lib/head/route-head.ts';
import type { boardingAreaGatesLoader } from '../loaders.ts';
import { directoryName } from '../names.ts';
import { boardingAreaGatesQuery } from '../queries.ts';

export function Component() {
  const { boardingAreaId } = useLoaderData<typeof boardingAreaGatesLoader>();
  const query = useInfiniteQuery(boardingAreaGatesQuery(boardingAreaId));
  return <GatesPage place="boardingAreas" placeId={boardingAreaId} name={directoryName('boardingAreas', boardingAreaId)} query={query} />;
}

export const head = ({ data: { boardingAreaId } }: HeadArgs<{ boardingAreaId: string }>) =>
  gatesHead('boardingAreas', boardingAreaId, directoryName('boardingAreas', boardingAreaId));
