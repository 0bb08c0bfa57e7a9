import { useInfiniteQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { GatesPage, gatesHead } from '../GatesPage.tsx';
import type { HeadArgs } from '../../../lib/head/route-head.ts';
import type { buildingGatesLoader } from '../loaders.ts';
import { directoryName } from '../names.ts';
import { buildingGatesQuery } from '../queries.ts';

export function Component() {
  const { buildingId } = useLoaderData<typeof buildingGatesLoader>();
  const query = useInfiniteQuery(buildingGatesQuery(buildingId));
  return <GatesPage place="buildings" placeId={buildingId} name={directoryName('buildings', buildingId)} query={query} />;
}

export const head = ({ data: { buildingId } }: HeadArgs<{ buildingId: string }>) =>
  gatesHead('buildings', buildingId, directoryName('buildings', buildingId));
