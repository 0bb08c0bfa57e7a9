import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { en } from '../../../lib/messages/en.ts';
import { airportText } from '../messages.ts';
import { id as readId, type AnyRecord } from '../../../lib/record.ts';
import { requireId } from '../../../lib/route-params.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { VirtualList } from '../../../ui/VirtualList.tsx';
import { galleryLayout } from '../layouts.ts';
import { directoryName } from '../names.ts';
import { terminalGalleriesQuery } from '../queries.ts';
import { GalleryRow } from '../rows.tsx';
import { TerminalTabs } from '../TerminalTabs.tsx';
import '../airport.css';

const recordKey = (record: AnyRecord) => readId(record, 'wof:id') ?? '';

export function Component() {
  const terminalId = requireId(useParams().terminalId);
  const name = directoryName('terminals', terminalId, 'Terminal');
  const query = useInfiniteQuery(terminalGalleriesQuery(terminalId));
  return (
    <>
      <PageHeader title={name} crumbs={[{ label: en.app.home, to: '/' }, { label: airportText.title, to: '/airport' }]}>
        <TerminalTabs terminalId={terminalId} name={name} />
      </PageHeader>
      <VirtualList
        query={query}
        label={airportText.galleriesIn(name)}
        layout={galleryLayout()}
        getKey={recordKey}
        emptyMessage={airportText.emptyGalleries}
        renderItem={(record) => <GalleryRow record={record} />}
      />
    </>
  );
}
