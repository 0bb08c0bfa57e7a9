import type { ShoeboxItem } from '../../api/types.ts';
import { shoeboxText } from './messages.ts';
import { formatUnixDate } from '../../lib/formats/counts-and-dates.ts';
import { objectImage, objectTitle, type ObjectImage } from '../../lib/records/object-images.ts';
import { id, safeHttpUrl, text } from '../../lib/records/fields.ts';
import { listItemSearch, paths } from '../../lib/addresses/paths.ts';

export interface ItemView {
  title: string;
  type: string;
  added: string | undefined;
  href: string | undefined;
  image: ObjectImage | undefined;
}

/** What a shoebox row shows: the saved record when the server embeds it, else type, id and date. */
export function describeItem(item: ShoeboxItem): ItemView {
  const record = item.item;
  const added = typeof item.created === 'number' ? shoeboxText.added(formatUnixDate(item.created)) : undefined;
  const itemId = String(item.item_id);
  // type_id arrives as a string: the int64-safe parser turns every *_id into one.
  switch (Number(item.type_id)) {
    case 1: {
      const objectId = id(record, 'wof:id') ?? itemId;
      return {
        title: record ? objectTitle(record, shoeboxText.untitled) : shoeboxText.objectFallback(itemId),
        type: shoeboxText.typeObject,
        added,
        href: paths.object.href(objectId),
        image: record ? objectImage(record, 320) : undefined,
      };
    }
    case 2: {
      const body = text(record, 'text');
      const tag = Array.isArray(record?.hashtags) && typeof record.hashtags[0] === 'string' ? record.hashtags[0] : undefined;
      const image = record?.image as { url?: unknown; width?: unknown; height?: unknown } | undefined;
      const src = safeHttpUrl(image?.url);
      return {
        title: body ? (body.length > 120 ? `${body.slice(0, 117)}…` : body) : shoeboxText.postFallback(itemId),
        type: shoeboxText.typePost,
        added,
        // The post itself, in its feed; its id as the feed keys it.
        href: tag ? paths.feed.href(tag, listItemSearch(id(record, 'id') ?? itemId)) : undefined,
        image:
          src && typeof image?.width === 'number' && typeof image?.height === 'number'
            ? { src, srcSet: '', width: image.width, height: image.height }
            : undefined,
      };
    }
    case 3: {
      const date = text(record, 'flysfo:date');
      return {
        title: text(record, 'wof:name') ?? shoeboxText.flightFallback(itemId),
        type: shoeboxText.typeFlight,
        added,
        href:
          date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? paths.flights.href(date, listItemSearch(id(record, 'wof:id') ?? itemId)) : undefined,
        image: undefined,
      };
    }
    default:
      return {
        title: shoeboxText.otherFallback(itemId),
        type: shoeboxText.typeOther,
        added,
        href: undefined,
        image: undefined,
      };
  }
}
