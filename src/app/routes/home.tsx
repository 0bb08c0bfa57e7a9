import { useId, type ReactNode } from 'react';
import { shellText } from '../../lib/messages/shell-text.ts';
import { services } from '../../lib/config/services.ts';
import type { DirectoryEntry } from '../../lib/config/runtime-config.ts';
import { LinkTiles, type TileLink } from '../../ui/LinkTiles.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { heading } from '../../lib/head/route-head.ts';
import { AIRPORT_TIME_ZONE, isoDateInZone } from '../../lib/formats/counts-and-dates.ts';
import { paths, RANDOM_OBJECT_HREF } from '../../lib/addresses/paths.ts';
import { useRenderedNow } from '../../lib/hydration/use-hydrated.ts';
import './home.css';

/** One home section: a heading and its links, or a word that there are none. */
function HomeSection({ title, links }: { title: string; links: TileLink[] }) {
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {links.length === 0 ? <p className="muted">{shellText.home.emptySection}</p> : <LinkTiles links={links} />}
    </section>
  );
}

const entryLinks = (entries: DirectoryEntry[], href: (id: string) => string): TileLink[] =>
  entries.map((entry) => ({ to: href(entry.id), name: entry.name }));

/** `children`: what a kiosk shows first, under the title (kiosk-home.tsx: "you are here"). */
export function Component({ children }: { children?: ReactNode }) {
  const { directory, hashtags, search } = services().config;
  const today = isoDateInZone(new Date(useRenderedNow()), AIRPORT_TIME_ZONE);
  return (
    <>
      <PageHeader title={shellText.home.title}>
        <p className="lede">{shellText.app.tagline}</p>
        {/* An object chosen at random, when a catalogue can choose one: the server's /random redirects
            to its own address, to share. A plain link, a document load: no route of the app is /random. */}
        {search && (
          <p className="home-surprise">
            <a href={RANDOM_OBJECT_HREF} className="button">
              {shellText.home.surpriseMe}
            </a>
          </p>
        )}
      </PageHeader>
      {children}
      <div className="card-grid home-grid">
        <HomeSection title={shellText.home.collections} links={entryLinks(directory.collections, paths.collectionObjects.href)} />
        <HomeSection title={shellText.home.terminals} links={entryLinks(directory.terminals, paths.terminalGalleries.href)} />
        <HomeSection title={shellText.home.boardingAreas} links={entryLinks(directory.boardingAreas, paths.boardingAreaGates.href)} />
        <HomeSection title={shellText.home.buildings} links={entryLinks(directory.buildings, paths.buildingGates.href)} />
        <HomeSection
          title={shellText.home.flightsToday}
          links={[{ to: paths.flights.href(today), label: shellText.home.flightsTodayLink }]}
        />
        <HomeSection title={shellText.home.hashtags} links={hashtags.map((tag) => ({ to: paths.feed.href(tag), name: `#${tag}` }))} />
        <HomeSection title={shellText.home.shoebox} links={[{ to: paths.shoebox.href(), label: shellText.home.shoeboxLink }]} />
      </div>
    </>
  );
}

export const head = () => heading(shellText.home.title);
