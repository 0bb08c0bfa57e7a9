import { useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useLoaderData } from 'react-router';
import { airportText } from '../messages.ts';
import { recordKey, text } from '../../../lib/records/fields.ts';
import { paths } from '../../../lib/addresses/paths.ts';
import { VirtualList } from '../../../ui/VirtualList.tsx';
import { inGallery, orderExhibitions, todayIso } from '../exhibitions.ts';
import { exhibitionLayout } from '../layouts.ts';
import type { terminalExhibitionsLoader } from '../loaders.ts';
import { directoryName } from '../names.ts';
import { terminalExhibitionsQuery, terminalGalleriesQuery } from '../queries.ts';
import { ExhibitionRow } from '../rows.tsx';
import { TerminalHeader, terminalHead } from '../TerminalHeader.tsx';
import type { HeadArgs } from '../../../lib/head/route-head.ts';
import type { AnyRecord } from '../../../lib/records/fields.ts';
import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from '../../../api/pagination.ts';
import '../airport.css';

/** The name of the gallery the list is filtered to, when the galleries read hold it. */
function galleryNameIn(galleries: InfiniteData<Page<AnyRecord>> | undefined, galleryId: string): string | undefined {
  return text(
    galleries?.pages.flatMap((page) => page.results).find((record) => recordKey(record) === galleryId),
    'wof:name',
  );
}

/** The list's title: the terminal's exhibitions, or those of the gallery it is filtered to. */
function exhibitionsTitle(name: string, galleryId: string | undefined, galleryName: string | undefined): string {
  if (galleryId === undefined) return airportText.exhibitionsIn(name);
  // A gallery whose name is not (yet) known is "this gallery": one whole message for each case.
  return galleryName === undefined ? airportText.exhibitionsInThisGallery : airportText.exhibitionsIn(galleryName);
}

export function Component() {
  const { terminalId, galleryId } = useLoaderData<typeof terminalExhibitionsLoader>();
  const name = directoryName('terminals', terminalId);
  const query = useInfiniteQuery(terminalExhibitionsQuery(terminalId));
  // Only to name the gallery the list is filtered to (cached when the visitor came from it).
  const galleries = useInfiniteQuery({ ...terminalGalleriesQuery(terminalId), enabled: galleryId !== undefined });
  const galleryName = galleryId === undefined ? undefined : galleryNameIn(galleries.data, galleryId);
  const title = exhibitionsTitle(name, galleryId, galleryName);
  const [today] = useState(todayIso);

  // Current first, then upcoming, then past, over the pages loaded (a terminal's exhibitions fit one page of 100).
  const data = useMemo(() => {
    if (!query.data) return undefined;
    const all = query.data.pages.flatMap((page) => page.results);
    const shown = galleryId === undefined ? all : all.filter((record) => inGallery(record, galleryId));
    const first = query.data.pages[0]!;
    const total = galleryId === undefined ? first.total : query.hasNextPage ? null : shown.length;
    return { ...query.data, pages: [{ ...first, total, results: orderExhibitions(shown, today) }] };
  }, [query.data, query.hasNextPage, galleryId, today]);

  return (
    <>
      <TerminalHeader terminalId={terminalId} name={name} />
      {galleryId !== undefined && (
        <div className="gallery-filter">
          <p>{galleryName === undefined ? airportText.showingThisGallery : airportText.showingGallery(galleryName)}</p>
          <Link to={paths.terminalExhibitions.href(terminalId)}>{airportText.allExhibitions}</Link>
        </div>
      )}
      <VirtualList
        key={galleryId ?? 'all'}
        query={{ ...query, data }}
        label={title}
        layout={exhibitionLayout()}
        getKey={recordKey}
        emptyMessage={galleryId === undefined ? airportText.emptyExhibitions : airportText.emptyGalleryExhibitions}
        renderItem={(record) => <ExhibitionRow record={record} today={today} />}
      />
    </>
  );
}

export function head({ data: { terminalId, galleryId }, queryClient }: HeadArgs<{ terminalId: string; galleryId: string | undefined }>) {
  const name = directoryName('terminals', terminalId);
  const galleries = galleryId === undefined ? undefined : queryClient.getQueryData(terminalGalleriesQuery(terminalId).queryKey);
  return terminalHead(name, exhibitionsTitle(name, galleryId, galleryId === undefined ? undefined : galleryNameIn(galleries, galleryId)));
}
