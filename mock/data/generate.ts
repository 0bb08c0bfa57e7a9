/**
 * The demo data set, generated from a seed: same seed, same data. Each domain
 * has its own module; this file only puts them together. Small sets (terminals,
 * gates, posts) are built eagerly; objects and flights on request, so the large
 * scale starts in well under a second. Ids are bigints (int64).
 */
import { buildAirport, type AirportNode, type TerminalNode } from './airport.ts';
import { buildCatalogue, type CategoryNode, type CollectionNode, type Scale } from './collections.ts';
import { createFlightSchedule } from './flights.ts';
import { GALLERY_NAMES } from './names.ts';
import { createObjects } from './objects.ts';
import type { MockRecord } from './records.ts';
import { buildSocial } from './social.ts';

export interface Dataset {
  seed: number;
  scale: Scale;
  collections: CollectionNode[];
  collectionById: Map<bigint, CollectionNode>;
  categoryById: Map<bigint, CategoryNode>;
  terminals: Map<bigint, TerminalNode>;
  buildings: Map<bigint, AirportNode>;
  boardingAreas: Map<bigint, AirportNode>;
  posts: Map<string, MockRecord[]>;
  postById: Map<bigint, MockRecord>;
  hashtags: string[];
  /** Objects carry image URLs, so they are built per request origin. */
  objectAt(collection: CollectionNode, index: number, origin: string): MockRecord;
  objectById(id: bigint, origin: string): MockRecord | undefined;
  flightsFor(date: string): MockRecord[];
}

export function generateDataset(seed: number, scale: Scale): Dataset {
  const catalogue = buildCatalogue(seed, scale);
  const { terminals, buildings, boardingAreas, gateCodes } = buildAirport(seed);
  return {
    seed,
    scale,
    ...catalogue,
    ...createObjects(seed, catalogue.collections),
    terminals,
    buildings,
    boardingAreas,
    ...buildSocial(seed, Object.values(GALLERY_NAMES).flat()),
    flightsFor: createFlightSchedule(seed, scale, gateCodes),
  };
}
