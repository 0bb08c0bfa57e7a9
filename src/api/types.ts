/**
 * Record shapes (docs/design.md section 7). Records are open property sets: every
 * field beyond the id may be missing, and unknown keys are kept. Ids are
 * strings (int64, see json.ts).
 */
export interface WofRecord {
  'wof:id': string;
  'wof:name'?: string;
  'wof:placetype_alt'?: string;
  'wof:parent_id'?: string;
  'mz:is_current'?: number;
  'edtf:inception'?: string;
  'edtf:cessation'?: string;
  'wof:lastmodified'?: number;
  [key: string]: unknown;
}

export interface ImageInfo {
  id: string;
  url_template: string;
  sizes: Partial<Record<'n' | 'z' | 'b' | 'k', { width: number; height: number }>>;
}

export interface CollectionRecord extends WofRecord {
  'millsfield:count_objects'?: number;
  'millsfield:count_images'?: number;
}
export type CategoryRecord = CollectionRecord;
export type SubcategoryRecord = CollectionRecord;

export interface ObjectRecord extends WofRecord {
  'sfomuseum:accession_number'?: string;
  'sfomuseum:collection'?: string;
  'sfomuseum:category'?: string;
  'sfomuseum:subcategory'?: string;
  'millsfield:collection_id'?: string;
  'millsfield:category_id'?: string;
  'millsfield:subcategory_id'?: string;
  'sfomuseum:date'?: string;
  'sfomuseum:description'?: string;
  'millsfield:primary_image'?: string;
  images?: ImageInfo[];
}

export interface TerminalRecord extends WofRecord {
  'sfomuseum:terminal_id'?: string;
}

export interface GalleryRecord extends WofRecord {
  'sfomuseum:map_id'?: string;
  'sfomuseum:location'?: string;
}

export interface ExhibitionRecord extends WofRecord {
  'sfomuseum:date_start'?: string;
  'sfomuseum:date_end'?: string;
  'sfomuseum:description'?: string;
  'sfomuseum:gallery_id'?: string[];
  'sfomuseum:on_display'?: number;
  'sfomuseum:hashtag'?: string;
}

export interface GateRecord extends WofRecord {
  'flysfo:gate_code'?: string;
}

export interface FlightRecord extends WofRecord {
  'flysfo:date'?: string;
  'flysfo:event'?: 'A' | 'D' | string;
  'flysfo:flight_number'?: string;
  'flysfo:airline'?: string;
  'icao:airline'?: string;
  'flysfo:gate'?: string;
  'flysfo:journey'?: string;
  'flysfo:scheduled_timestamp'?: number;
  'flysfo:estimated_timestamp'?: number;
  'flysfo:actual_timestamp'?: number;
}

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
