/**
 * The types of what the service's lists hold (docs/design.md section 7). Ids are strings
 * (int64, see json.ts).
 */
/**
 * A record of the service's lists (collections, categories, subcategories, objects, terminals,
 * galleries, exhibitions, gates, flights): an open property set whose every field may be missing
 * or of an unexpected type, so the app reads it only through the checked accessors of
 * src/lib/records/fields.ts (`text`, `id`, `number`), never by trusting a declared shape. The fields each
 * kind carries are listed in docs/design.md section 7.
 */
export type AnyRecord = Readonly<Record<string, unknown>>;

export interface SocialPost {
  id: string;
  created?: number;
  text?: string;
  hashtags?: string[];
  url?: string;
  image?: { url: string; width: number; height: number };
  [key: string]: unknown;
}

/** type_id: 1 object, 2 social post, 3 flight. */
export interface ShoeboxItem {
  id: string;
  item_id: string;
  /** A string like every *_id (see json.ts): '1', '2' or '3'. */
  type_id: string;
  status?: number;
  created?: number;
  lastmodified?: number;
  /** The saved record, where the server embeds it (the mock does). */
  item?: Record<string, unknown>;
  [key: string]: unknown;
}
