import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { SearchResult } from '../../api/search-response.ts';
import { paths } from '../../lib/addresses/paths.ts';
import { services } from '../../lib/config/services.ts';
import { collectionsText } from './messages.ts';
import { similarObjectsQuery } from './similar.ts';
import './more-like-this.css';

/**
 * Objects like this one, from the catalogue: read by the object route's loader, so the server
 * renders them and the browser hydrates from that read (a kiosk, which renders in the browser, asks
 * here). Without a catalogue, or when the read fails, the section is not there: the page never
 * depends on it.
 */
export function MoreLikeThis({ objectId }: { objectId: string }) {
  const catalogue = services().config.search === true;
  const { data } = useQuery({ ...similarObjectsQuery(objectId), enabled: catalogue });
  if (!catalogue || !data || data.length === 0) return null;
  return (
    <section className="more-like-this" aria-labelledby="more-like-this-title">
      <h2 id="more-like-this-title">{collectionsText.moreLikeThis}</h2>
      <ul className="more-like-this__list">
        {data.map((result) => (
          <li key={result.id}>
            <SimilarTile result={result} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One neighbour as the object tiles show objects: its picture, name and date, the whole tile one link. */
function SimilarTile({ result }: { result: SearchResult }) {
  return (
    <Link to={paths.object.href(result.id)} className="object-tile">
      <span className="object-tile__frame">
        {result.image ? (
          // The name is the link's text beside it: named again, the link would read it twice.
          <img
            src={result.image.url}
            alt=""
            width={result.image.width ?? undefined}
            height={result.image.height ?? undefined}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="object-tile__placeholder">{collectionsText.noImage}</span>
        )}
      </span>
      <span className="object-tile__caption">
        <span className="object-tile__title" dir="auto">
          {result.name}
        </span>
        {result.date && (
          <span className="object-tile__meta" dir="auto">
            {result.date}
          </span>
        )}
      </span>
    </Link>
  );
}
