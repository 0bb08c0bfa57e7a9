import type { AnyRecord } from '../../lib/records/fields.ts';
import { airportText } from './messages.ts';
import { id, recordKey } from '../../lib/records/fields.ts';
import { services } from '../../lib/config/services.ts';
import { PageHeader, type Crumb } from '../../ui/PageHeader.tsx';
import { heading, type PageMeta } from '../../lib/head/route-head.ts';
import { VirtualList, type InfiniteListQuery } from '../../ui/VirtualList.tsx';
import { gateLayout } from './layouts.ts';
import { terminalOf } from './nesting.ts';
import { GateRow } from './rows.tsx';
import './airport.css';
import { paths } from '../../lib/addresses/paths.ts';

interface GatesPageProps {
  /** Whose gates these are: a building's or a boarding area's. */
  place: 'buildings' | 'boardingAreas';
  placeId: string;
  name: string;
  query: InfiniteListQuery<AnyRecord>;
}

/** The gates of a building or a boarding area: the same page over two operations. */
function gatesCrumbs(place: GatesPageProps['place'], placeId: string): Crumb[] {
  const terminal = terminalOf(services().config.directory, place, placeId);
  const crumbs: Crumb[] = [{ label: airportText.title, to: paths.airport.href() }];
  if (terminal) crumbs.push({ name: terminal.name, to: paths.terminalGalleries.href(terminal.id) });
  return crumbs;
}

/** The gates page's head: its title and trail (Airport › its terminal). */
export const gatesHead = (place: GatesPageProps['place'], placeId: string, name: string): PageMeta =>
  heading(airportText.gatesIn(name), gatesCrumbs(place, placeId));

export function GatesPage({ place, placeId, name, query }: GatesPageProps) {
  const { directory } = services().config;
  const crumbs = gatesCrumbs(place, placeId);
  // A gate names its boarding area (wof:parent_id): on a building's page, that is a page of its own.
  const areaOf = (record: AnyRecord) => {
    const parentId = id(record, 'wof:parent_id');
    if (place === 'boardingAreas' || parentId === undefined) return undefined;
    const area = directory.boardingAreas.find((entry) => entry.id === parentId);
    return area && { to: paths.boardingAreaGates.href(area.id), label: area.name };
  };
  return (
    <>
      <PageHeader title={airportText.gatesIn(name)} crumbs={crumbs} />
      <VirtualList<AnyRecord>
        query={query}
        label={airportText.gatesIn(name)}
        layout={gateLayout(place === 'buildings')}
        getKey={recordKey}
        emptyMessage={airportText.emptyGates}
        renderItem={(record) => <GateRow record={record} area={areaOf(record)} />}
      />
    </>
  );
}
