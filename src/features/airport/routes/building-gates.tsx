import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { en } from '../../../lib/messages/en.ts';
import { id as readId, type AnyRecord } from '../../../lib/record.ts';
import { requireId } from '../../../lib/route-params.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { VirtualList } from '../../../ui/VirtualList.tsx';
import { gateLayout } from '../layouts.ts';
import { directoryName } from '../names.ts';
import { buildingGatesQuery } from '../queries.ts';
import { GateRow } from '../rows.tsx';
import '../airport.css';

const recordKey = (record: AnyRecord) => readId(record, 'wof:id') ?? '';

export function Component() {
  const buildingId = requireId(useParams().buildingId);
  const name = directoryName('buildings', buildingId, 'Building');
  const query = useInfiniteQuery(buildingGatesQuery(buildingId));
  return (
    <>
      <PageHeader title={en.airport.gatesIn(name)} crumbs={[{ label: en.app.home, to: '/' }, { label: en.airport.title, to: '/airport' }]} />
      <VirtualList
        query={query}
        label={en.airport.gatesIn(name)}
        layout={gateLayout()}
        getKey={recordKey}
        emptyMessage={en.airport.emptyGates}
        renderItem={(record) => <GateRow record={record} />}
      />
    </>
  );
}
