import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { requireId } from '../../../lib/route-id.ts';
import { GatesPage } from '../GatesPage.tsx';
import { directoryName } from '../names.ts';
import { boardingAreaGatesQuery } from '../queries.ts';

export function Component() {
  const boardingAreaId = requireId(useParams().boardingAreaId);
  const query = useInfiniteQuery(boardingAreaGatesQuery(boardingAreaId));
  return <GatesPage name={directoryName('boardingAreas', boardingAreaId, 'Boarding area')} query={query} />;
}
