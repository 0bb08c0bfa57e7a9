import { useInfiniteQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { airportText } from '../messages.ts';
import { recordKey } from '../../../lib/record.ts';
import { VirtualList } from '../../../ui/VirtualList.tsx';
import { exhibitionLayout } from '../layouts.ts';
import type { terminalExhibitionsLoader } from '../loaders.data.ts';
import { directoryName } from '../names.ts';
import { terminalExhibitionsQuery } from '../queries.data.ts';
import { ExhibitionRow } from '../rows.tsx';
import { TerminalHeader } from '../TerminalHeader.tsx';
import '../airport.css';

export function Component() {
  const { terminalId } = useLoaderData<typeof terminalExhibitionsLoader>();
  const name = directoryName('terminals', terminalId);
  const query = useInfiniteQuery(terminalExhibitionsQuery(terminalId));
  return (
    <>
      <TerminalHeader terminalId={terminalId} name={name} />
      <VirtualList
        query={query}
        label={airportText.exhibitionsIn(name)}
        layout={exhibitionLayout()}
        getKey={recordKey}
        emptyMessage={airportText.emptyExhibitions}
        renderItem={(record) => <ExhibitionRow record={record} />}
      />
    </>
  );
}
