import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { requireId } from '../../../lib/route-id.ts';
import { GatesPage } from '../GatesPage.tsx';
import { directoryName } from '../names.ts';
import { buildingGatesQuery } from '../queries.ts';

export function Component() {
  const buildingId = requireId(useParams().buildingId);
  const query = useInfiniteQuery(buildingGatesQuery(buildingId));
  return <GatesPage name={directoryName('buildings', buildingId, 'Building')} query={query} />;
}
