import { Link } from 'react-router';
import { en } from '../../lib/messages/en.ts';
import { homeText } from './home-messages.ts';
import { services } from '../../lib/services.ts';
import type { DirectoryEntry } from '../../lib/runtime-config.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AIRPORT_TIME_ZONE, isoDateInZone } from '../../lib/format.ts';

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
        <ul className="link-tiles">
          {entries.map((entry) => (
            <li key={entry.id}>
              <Link to={href(entry)} className="link-tile">
                {entry.name}
              </Link>
            </li>
          ))}
        </ul>
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
          href={(entry) => `/collections/${entry.id}/objects`}
        />
        <DirectorySection
          title={homeText.terminals}
          entries={directory.terminals}
          href={(entry) => `/terminals/${entry.id}/galleries`}
        />
        <DirectorySection
          title={homeText.boardingAreas}
          entries={directory.boardingAreas}
          href={(entry) => `/boarding-areas/${entry.id}/gates`}
        />
        <DirectorySection
          title={homeText.buildings}
          entries={directory.buildings}
          href={(entry) => `/buildings/${entry.id}/gates`}
        />
        <section className="home-section" aria-labelledby="home-flights">
          <h2 id="home-flights">{homeText.flightsToday}</h2>
          <ul className="link-tiles">
            <li>
              <Link to={`/flights/${today}`} className="link-tile">
                {homeText.flightsTodayLink}
              </Link>
            </li>
          </ul>
        </section>
        <section className="home-section" aria-labelledby="home-hashtags">
          <h2 id="home-hashtags">{homeText.hashtags}</h2>
          {hashtags.length === 0 ? (
            <p className="muted">{homeText.emptySection}</p>
          ) : (
            <ul className="link-tiles">
              {hashtags.map((tag) => (
                <li key={tag}>
                  <Link to={`/social/${encodeURIComponent(tag)}`} className="link-tile">
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="home-section" aria-labelledby="home-shoebox">
          <h2 id="home-shoebox">{homeText.shoebox}</h2>
          <ul className="link-tiles">
            <li>
              <Link to="/shoebox" className="link-tile">
                {homeText.shoeboxLink}
              </Link>
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
