import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { en } from '../../../lib/messages/en.ts';
import { airportText } from '../messages.ts';
import { id as readId, type AnyRecord } from '../../../lib/record.ts';
import { requireId } from '../../../lib/route-params.ts';
import { NARROW_SCREEN, useMediaQuery } from '../../../lib/use-media-query.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { VirtualList } from '../../../ui/VirtualList.tsx';
import { exhibitionLayout } from '../layouts.ts';
import { directoryName } from '../names.ts';
import { terminalExhibitionsQuery } from '../queries.ts';
import { ExhibitionRow } from '../rows.tsx';
import { TerminalTabs } from '../TerminalTabs.tsx';
import '../airport.css';

const recordKey = (record: AnyRecord) => readId(record, 'wof:id') ?? '';

export function Component() {
  const terminalId = requireId(useParams().terminalId);
  const name = directoryName('terminals', terminalId, 'Terminal');
  const query = useInfiniteQuery(terminalExhibitionsQuery(terminalId));
  const narrow = useMediaQuery(NARROW_SCREEN);
  return (
    <>
      <PageHeader title={name} crumbs={[{ label: en.app.home, to: '/' }, { label: airportText.title, to: '/airport' }]}>
        <TerminalTabs terminalId={terminalId} name={name} />
      </PageHeader>
      <VirtualList
        query={query}
        label={airportText.exhibitionsIn(name)}
        layout={exhibitionLayout(narrow)}
        getKey={recordKey}
        emptyMessage={airportText.emptyExhibitions}
        renderItem={(record) => <ExhibitionRow record={record} />}
      />
    </>
  );
}
