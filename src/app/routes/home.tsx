import { en } from '../../lib/messages/en.shell.ts';
import { homeText } from './home-messages.ts';
import { services } from '../../lib/services.shell.ts';
import type { DirectoryEntry } from '../../lib/runtime-config.ts';
import { LinkTiles } from '../../ui/LinkTiles.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AIRPORT_TIME_ZONE, isoDateInZone } from '../../lib/format.shell.ts';
import { paths } from '../../lib/paths.shell.ts';

interface DirectorySectionProps {
  title: string;
  entries: DirectoryEntry[];
  href: (entry: DirectoryEntry) => string;
}

function DirectorySection({ title, entries, href }: DirectorySectionProps) {
  const headingId = `home-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {entries.length === 0 ? (
        <p className="muted">{homeText.emptySection}</p>
      ) : (
        <LinkTiles links={entries.map((entry) => ({ to: href(entry), label: entry.name }))} />
      )}
    </section>
  );
}

export function Component() {
  const { directory, hashtags } = services().config;
  const today = isoDateInZone(new Date(), AIRPORT_TIME_ZONE);
  return (
    <>
      <PageHeader title={homeText.title}>
        <p className="lede">{en.app.tagline}</p>
      </PageHeader>
      <div className="home-grid">
        <DirectorySection
          title={homeText.collections}
          entries={directory.collections}
          href={(entry) => paths.collectionObjects.href(entry.id)}
        />
        <DirectorySection
          title={homeText.terminals}
          entries={directory.terminals}
          href={(entry) => paths.terminalGalleries.href(entry.id)}
        />
        <DirectorySection
          title={homeText.boardingAreas}
          entries={directory.boardingAreas}
          href={(entry) => paths.boardingAreaGates.href(entry.id)}
        />
        <DirectorySection
          title={homeText.buildings}
          entries={directory.buildings}
          href={(entry) => paths.buildingGates.href(entry.id)}
        />
        <section className="home-section" aria-labelledby="home-flights">
          <h2 id="home-flights">{homeText.flightsToday}</h2>
          <LinkTiles links={[{ to: paths.flights.href(today), label: homeText.flightsTodayLink }]} />
        </section>
        <section className="home-section" aria-labelledby="home-hashtags">
          <h2 id="home-hashtags">{homeText.hashtags}</h2>
          {hashtags.length === 0 ? (
            <p className="muted">{homeText.emptySection}</p>
          ) : (
            <LinkTiles links={hashtags.map((tag) => ({ to: paths.feed.href(tag), label: `#${tag}` }))} />
          )}
        </section>
        <section className="home-section" aria-labelledby="home-shoebox">
          <h2 id="home-shoebox">{homeText.shoebox}</h2>
          <LinkTiles links={[{ to: paths.shoebox.href(), label: homeText.shoeboxLink }]} />
        </section>
      </div>
    </>
  );
}
