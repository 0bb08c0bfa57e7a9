import { useInfiniteQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { GatesPage } from '../GatesPage.tsx';
import type { boardingAreaGatesLoader } from '../loaders.ts';
import { directoryName } from '../names.ts';
import { boardingAreaGatesQuery } from '../queries.ts';

export function Component() {
  const { boardingAreaId } = useLoaderData<typeof boardingAreaGatesLoader>();
  const query = useInfiniteQuery(boardingAreaGatesQuery(boardingAreaId));
  return <GatesPage place="boardingAreas" placeId={boardingAreaId} name={directoryName('boardingAreas', boardingAreaId)} query={query} />;
}
