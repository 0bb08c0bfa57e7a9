import { isInt64Id } from '../../lib/addresses/route-id.ts';
import { paths } from '../../lib/addresses/paths.ts';

/**
 * `?gallery=ID` on a terminal's exhibitions: only those shown in that gallery
 * (an exhibition names its galleries in `sfomuseum:gallery_id`). It is how a
 * gallery links onward: the app has no page for one gallery. The bare path
 * still lists every exhibition (docs/design.md section 8).
 */
const GALLERY_PARAM = 'gallery';

export function exhibitionsInGallery(terminalId: string, galleryId: string): string {
  return `${paths.terminalExhibitions.href(terminalId)}?${new URLSearchParams({ [GALLERY_PARAM]: galleryId }).toString()}`;
}

/** The gallery the exhibitions are filtered to, or undefined (absent, or not an id: then all are shown). */
export function galleryFrom(search: URLSearchParams): string | undefined {
  const value = search.get(GALLERY_PARAM);
  return isInt64Id(value) ? value : undefined;
}
