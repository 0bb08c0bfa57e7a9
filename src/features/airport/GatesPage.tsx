import type { GateRecord } from '../../api/types.ts';
import { airportText } from './messages.ts';
import { recordKey } from '../../lib/record.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { VirtualList, type InfiniteListQuery } from '../../ui/VirtualList.tsx';
import { gateLayout } from './layouts.ts';
import { GateRow } from './rows.tsx';
import './airport.css';
import { paths } from '../../lib/paths.shell.ts';

/** The gates of a building or a boarding area: the same page over two operations. */
export function GatesPage({ name, query }: { name: string; query: InfiniteListQuery<GateRecord> }) {
  return (
    <>
      <PageHeader title={airportText.gatesIn(name)} crumbs={[{ label: airportText.title, to: paths.airport.href() }]} />
      <VirtualList<GateRecord>
        query={query}
        label={airportText.gatesIn(name)}
        layout={gateLayout()}
        getKey={recordKey}
        emptyMessage={airportText.emptyGates}
        renderItem={(record) => <GateRow record={record} />}
      />
    </>
  );
}
