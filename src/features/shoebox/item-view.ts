import type { ShoeboxItem } from '../../api/types.ts';
import { en } from '../../lib/messages/en.ts';
import { formatUnixDate } from '../../lib/format.ts';
import { objectImage, objectTitle, type ObjectImage } from '../../lib/object-image.ts';
import { id, safeHttpUrl, text } from '../../lib/record.ts';

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
  const added = typeof item.created === 'number' ? en.shoebox.added(formatUnixDate(item.created)) : undefined;
  const itemId = String(item.item_id);
  // type_id arrives as a string: the int64-safe parser turns every *_id into one.
  switch (Number(item.type_id)) {
    case 1: {
      const objectId = id(record, 'wof:id') ?? itemId;
      return {
        title: record ? objectTitle(record) : en.shoebox.itemFallback(en.shoebox.typeObject, itemId),
        type: en.shoebox.typeObject,
        added,
        href: `/objects/${objectId}`,
        image: record ? objectImage(record, 'n') : undefined,
      };
    }
    case 2: {
      const body = text(record, 'text');
      const tag = Array.isArray(record?.hashtags) && typeof record.hashtags[0] === 'string' ? record.hashtags[0] : undefined;
      const image = record?.image as { url?: unknown; width?: unknown; height?: unknown } | undefined;
      const src = safeHttpUrl(image?.url);
      return {
        title: body ? (body.length > 120 ? `${body.slice(0, 117)}…` : body) : en.shoebox.itemFallback(en.shoebox.typePost, itemId),
        type: en.shoebox.typePost,
        added,
        href: tag ? `/social/${encodeURIComponent(tag)}` : undefined,
        image: src && typeof image?.width === 'number' && typeof image?.height === 'number' ? { src, srcSet: '', width: image.width, height: image.height } : undefined,
      };
    }
    case 3: {
      const date = text(record, 'flysfo:date');
      return {
        title: text(record, 'wof:name') ?? en.shoebox.itemFallback(en.shoebox.typeFlight, itemId),
        type: en.shoebox.typeFlight,
        added,
        href: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? `/flights/${date}` : undefined,
        image: undefined,
      };
    }
    default:
      return { title: en.shoebox.itemFallback(en.shoebox.typeOther, itemId), type: en.shoebox.typeOther, added, href: undefined, image: undefined };
  }
}
