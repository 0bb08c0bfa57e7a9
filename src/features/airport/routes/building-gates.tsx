import { useInfiniteQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { GatesPage } from '../GatesPage.tsx';
import type { buildingGatesLoader } from '../loaders.ts';
import { directoryName } from '../names.ts';
import { buildingGatesQuery } from '../queries.ts';

export function Component() {
  const { buildingId } = useLoaderData<typeof buildingGatesLoader>();
  const query = useInfiniteQuery(buildingGatesQuery(buildingId));
  return <GatesPage place="buildings" placeId={buildingId} name={directoryName('buildings', buildingId)} query={query} />;
}
