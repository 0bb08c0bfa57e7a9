import { Link } from 'react-router';
import type { SearchResult } from '../../api/search-response.ts';
import { shellText } from '../../lib/messages/shell-text.ts';
import { Highlighted } from './highlight.tsx';
import { KindIcon } from './KindIcon.tsx';
import { resultDate } from './result-date.ts';
import { searchText } from './messages.ts';

/** The thumbnail's box (CSS pixels); the API's images are at most 640 px on their long side. */
const THUMB = 72;

/**
 * One result: what it is, its name with the matched words marked, its picture, date and accession
 * number, and where it belongs; the whole row is one link to the thing's own page. Every piece of
 * text from the catalogue is isolated (`<bdi>`) and rendered as text.
 */
export function ResultRow({ result, priority, state }: { result: SearchResult; priority: boolean; state?: unknown }) {
  const places = result.belongsTo.map((place) => place.name).join(' · ');
  const date = resultDate(result);
  return (
    <Link to={result.href} state={state} className="search-result">
      {result.image ? (
        <img
          className="search-result__image"
          src={result.image.url}
          alt=""
          width={THUMB}
          height={THUMB}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      ) : (
        <KindIcon kind={result.kind} />
      )}
      <span className="search-result__body">
        <span className="search-result__kind">{shellText.search.kinds[result.kind]}</span>
        <span className="search-result__name">
          <bdi>
            <Highlighted text={result.name} ranges={result.highlights.name} />
          </bdi>
        </span>
        {(date || result.accessionNumber) && (
          <span className="search-result__meta">
            {date && <bdi>{date}</bdi>}
            {result.accessionNumber && (
              <span>
                <span className="visually-hidden">{searchText.accession} </span>
                <bdi className="search-result__accession">
                  <Highlighted text={result.accessionNumber} ranges={result.highlights.accession_number} />
                </bdi>
              </span>
            )}
          </span>
        )}
        {places && <span className="search-result__where">{searchText.belongsTo('\u2068' + places + '\u2069')}</span>}
      </span>
    </Link>
  );
}
