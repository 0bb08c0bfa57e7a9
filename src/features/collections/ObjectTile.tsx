import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { collectionsText } from './messages.ts';
import { text, type AnyRecord } from '../../lib/records/fields.ts';
import { objectImage, objectTitle } from '../../lib/records/object-images.ts';
import { paths, type ObjectContext } from '../../lib/addresses/paths.ts';
import { TILE_SIZES } from './tile-images.ts';

/** The first screenful of tiles load eagerly: they are what the visitor sees first (and the LCP). */
interface ObjectTileProps {
  record: AnyRecord;
  objectId: string;
  /** Where the tile sits, carried on the object's address so a reload or a shared link opens it cheaply. */
  context?: ObjectContext;
  priority?: boolean;
}

export function ObjectTile({ record, objectId, context, priority = false }: ObjectTileProps) {
  const image = objectImage(record);
  const title = objectTitle(record, collectionsText.untitled);
  const date = text(record, 'sfomuseum:date');
  const accession = text(record, 'sfomuseum:accession_number');
  return (
    <Link to={paths.object.href(objectId, context)} className="object-tile">
      <span className="object-tile__frame">
        {image ? (
          <TileImage image={image} priority={priority} />
        ) : (
          <span className="object-tile__placeholder">{collectionsText.noImage}</span>
        )}
      </span>
      <span className="object-tile__caption">
        {/* API text is isolated, its direction its own (docs/design.md section 1); a long title is
            clamped to two lines here and shown whole on the object's page. */}
        <span className="object-tile__title" dir="auto">
          {title}
        </span>
        {date && (
          <span className="object-tile__meta" dir="auto">
            {date}
          </span>
        )}
        {accession && (
          <span className="object-tile__meta">
            <span className="visually-hidden">{collectionsText.accession}: </span>
            <bdi>{accession}</bdi>
          </span>
        )}
      </span>
    </Link>
  );
}

/**
 * The tile's picture; one that fails to load (offline without a kept copy, a missing file) becomes
 * the no-image tile rather than a broken-image icon with the title squeezed into it. A failure
 * before the app ran (a server-rendered tile) is found when the tile mounts.
 */
function TileImage({ image, priority }: { image: NonNullable<ReturnType<typeof objectImage>>; priority: boolean }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = ref.current;
    // A finished load with no picture: it failed before React listened.
    if (element?.complete && element.currentSrc !== '' && element.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return <span className="object-tile__placeholder">{collectionsText.noImage}</span>;
  return (
    <img
      ref={ref}
      src={image.src}
      srcSet={image.srcSet}
      sizes={TILE_SIZES}
      width={image.width}
      height={image.height}
      // The title is the link's text beside it: named again, the link would read it twice.
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
