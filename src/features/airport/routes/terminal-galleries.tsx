import { useInfiniteQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { airportText } from '../messages.ts';
import { recordKey } from '../../../lib/records/fields.ts';
import { VirtualList } from '../../../ui/VirtualList.tsx';
import { galleryLayout } from '../layouts.ts';
import type { terminalGalleriesLoader } from '../loaders.ts';
import { directoryName } from '../names.ts';
import { terminalGalleriesQuery } from '../queries.ts';
import { exhibitionsInGallery } from '../gallery-filter.ts';
import { GalleryRow } from '../rows.tsx';
import { TerminalHeader, terminalHead } from '../TerminalHeader.tsx';
import type { HeadArgs } from '../../../lib/head/route-head.ts';
import '../airport.css';

export function Component() {
  const { terminalId } = useLoaderData<typeof terminalGalleriesLoader>();
  const name = directoryName('terminals', terminalId);
  const query = useInfiniteQuery(terminalGalleriesQuery(terminalId));
  return (
    <>
      <TerminalHeader terminalId={terminalId} name={name} />
      <VirtualList
        query={query}
        label={airportText.galleriesIn(name)}
        layout={galleryLayout()}
        getKey={recordKey}
        emptyMessage={airportText.emptyGalleries}
        renderItem={(record) => {
          const galleryId = recordKey(record);
          return <GalleryRow record={record} to={galleryId ? exhibitionsInGallery(terminalId, galleryId) : undefined} />;
        }}
      />
    </>
  );
}

export function head({ data: { terminalId } }: HeadArgs<{ terminalId: string }>) {
  const name = directoryName('terminals', terminalId);
  return terminalHead(name, airportText.galleriesIn(name));
}
