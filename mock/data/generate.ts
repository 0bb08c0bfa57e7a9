/**
 * The demo data set, generated from a seed. Small sets (terminals, gates,
 * posts) are built eagerly; objects and flights are built on request from
 * compact indexes, so the large scale (100,000 objects) starts in well under
 * a second and costs little memory. Ids are bigints (int64).
 */
import { HOSTILE_PAYLOADS } from './hostile.ts';
import {
  AIRLINES, AIRPORTS, ARCHIVE_CATEGORIES, CARRIERS, EXHIBITION_THEMES, GALLERY_NAMES, GATE_COUNTS, HASHTAGS,
  HOSTILE_HASHTAG, LIBRARY_CATEGORIES, MAKERS, MUSEUM_CATEGORIES, POST_LINES, TERMINALS,
} from './names.ts';
import { intBetween, pick, randomFor } from './random.ts';

export type Scale = 'demo' | 'large';
export type MockRecord = Record<string, unknown>;

interface CategorySpec {
  name: string;
  noun: string;
  medium: string;
}

export interface CollectionNode {
  id: bigint;
  name: string;
  count: number;
  objectIdBase: bigint;
  accessionPrefix: string;
  categories: CategoryNode[];
  imageCount: number;
}

export interface CategoryNode {
  id: bigint;
  name: string;
  spec: CategorySpec;
  collection: CollectionNode;
  subcategories: SubcategoryNode[];
  /** Indexes (into the collection) of this category's objects, ascending. */
  objects: Int32Array;
  objectsWithImages: Int32Array;
}

export interface SubcategoryNode {
  id: bigint;
  name: string;
  category: CategoryNode;
  objectCount: number;
  imageCount: number;
}

export interface AirportNode {
  record: MockRecord;
  children: MockRecord[];
}

export interface Dataset {
  seed: number;
  scale: Scale;
  collections: CollectionNode[];
  collectionById: Map<bigint, CollectionNode>;
  categoryById: Map<bigint, CategoryNode>;
  subcategoryById: Map<bigint, SubcategoryNode>;
  terminals: Map<bigint, { record: MockRecord; galleries: MockRecord[]; exhibitions: MockRecord[] }>;
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

const LAST_MODIFIED = 1_735_689_600; // 2025-01-01T00:00:00Z: fixed, so output is stable
const CATEGORY_ID_BASE = 1_729_800_000n;
const SUBCATEGORY_ID_BASE = 1_729_900_000n;
const IMAGE_SIZES = { n: 320, z: 640, b: 1024, k: 2048 } as const;

/** Landscape, portrait or square, derived from the image id alone so /media/ is stateless. */
export function imageShape(imageId: bigint): { width: number; height: number } {
  const shape = Number(imageId % 3n);
  return shape === 0 ? { width: 4, height: 3 } : shape === 1 ? { width: 3, height: 4 } : { width: 1, height: 1 };
}

export function imageSizes(imageId: bigint): Record<string, { width: number; height: number }> {
  const { width, height } = imageShape(imageId);
  const sizes: Record<string, { width: number; height: number }> = {};
  for (const [label, long] of Object.entries(IMAGE_SIZES)) {
    sizes[label] = width >= height ? { width: long, height: Math.round((long * height) / width) } : { width: Math.round((long * width) / height), height: long };
  }
  return sizes;
}

function imageInfo(imageId: bigint, origin: string): MockRecord {
  return { id: imageId, url_template: `${origin}/media/${imageId}/{label}.jpg`, sizes: imageSizes(imageId) };
}

interface CollectionPlan {
  id: bigint;
  name: string;
  count: number;
  objectIdBase: bigint;
  accessionPrefix: string;
  categories: readonly CategorySpec[];
}

function collectionPlans(scale: Scale): CollectionPlan[] {
  const plans: CollectionPlan[] = [
    { id: 1_729_795_001n, name: 'Aviation Museum', count: 2_000, objectIdBase: 1_880_000_000_000n, accessionPrefix: '2011', categories: MUSEUM_CATEGORIES },
    // Above 2^53 on purpose: ids must survive the trip through JSON and the app.
    { id: 9_007_199_254_740_993n, name: 'Aviation Archive', count: 1_234, objectIdBase: 9_007_199_254_800_001n, accessionPrefix: '1999', categories: ARCHIVE_CATEGORIES },
    { id: 1_729_795_003n, name: 'Aviation Library', count: 300, objectIdBase: 1_881_000_000_000n, accessionPrefix: 'L2004', categories: LIBRARY_CATEGORIES },
  ];
  if (scale === 'large') {
    plans.push({
      id: 1_729_795_004n,
      name: 'Aviation Museum: Complete Holdings',
      count: 100_000,
      objectIdBase: 1_890_000_000_000n,
      accessionPrefix: '2020',
      categories: [...MUSEUM_CATEGORIES, ...ARCHIVE_CATEGORIES],
    });
  }
  return plans;
}

export function generateDataset(seed: number, scale: Scale): Dataset {
  const collections: CollectionNode[] = [];
  const collectionById = new Map<bigint, CollectionNode>();
  const categoryById = new Map<bigint, CategoryNode>();
  const subcategoryById = new Map<bigint, SubcategoryNode>();
  let categorySerial = 0n;
  let subcategorySerial = 0n;

  const hasImage = (collection: { id: bigint }, index: number) => randomFor(seed, 'img', collection.id, index)() < 0.8;

  for (const plan of collectionPlans(scale)) {
    const collection: CollectionNode = { ...plan, categories: [], imageCount: 0 };
    const categoryCount = plan.categories.length;
    const buckets: number[][] = plan.categories.map(() => []);
    const imageBuckets: number[][] = plan.categories.map(() => []);
    for (let index = 0; index < plan.count; index += 1) {
      const bucket = index % categoryCount;
      buckets[bucket]!.push(index);
      if (hasImage(collection, index)) {
        imageBuckets[bucket]!.push(index);
        collection.imageCount += 1;
      }
    }
    plan.categories.forEach((spec, position) => {
      categorySerial += 1n;
      const category: CategoryNode = {
        id: CATEGORY_ID_BASE + categorySerial,
        name: spec.name,
        spec,
        collection,
        subcategories: [],
        objects: Int32Array.from(buckets[position]!),
        objectsWithImages: Int32Array.from(imageBuckets[position]!),
      };
      const subcategoryCount = 3 + (position % 3);
      for (let sub = 0; sub < subcategoryCount; sub += 1) {
        subcategorySerial += 1n;
        const airline = AIRLINES[(position + sub) % AIRLINES.length]!;
        const node: SubcategoryNode = { id: SUBCATEGORY_ID_BASE + subcategorySerial, name: `${spec.name}: ${airline.name}`, category, objectCount: 0, imageCount: 0 };
        category.subcategories.push(node);
        subcategoryById.set(node.id, node);
      }
      category.objects.forEach((objectIndex, rank) => {
        const node = category.subcategories[rank % subcategoryCount]!;
        node.objectCount += 1;
        if (hasImage(collection, objectIndex)) node.imageCount += 1;
      });
      collection.categories.push(category);
      categoryById.set(category.id, category);
    });
    collections.push(collection);
    collectionById.set(collection.id, collection);
  }

  function objectAt(collection: CollectionNode, index: number, origin: string): MockRecord {
    const categoryCount = collection.categories.length;
    const category = collection.categories[index % categoryCount]!;
    const rank = Math.floor(index / categoryCount);
    const subcategory = category.subcategories[rank % category.subcategories.length]!;
    const random = randomFor(seed, 'object', collection.id, index);
    const id = collection.objectIdBase + BigInt(index);
    const year = intBetween(random, 1928, 1999);
    const airline = pick(random, AIRLINES);
    const hostile = category.spec.name === 'Curious labels';
    const payload = HOSTILE_PAYLOADS[rank % HOSTILE_PAYLOADS.length]!;
    const title = hostile ? payload : `${airline.name} ${category.spec.noun}`;
    const images: MockRecord[] = [];
    if (hasImage(collection, index)) {
      const imageCount = 1 + Math.floor(random() * 3);
      for (let image = 1; image <= imageCount; image += 1) images.push(imageInfo(id * 10n + BigInt(image), origin));
    }
    const record: MockRecord = {
      'wof:id': id,
      'wof:name': title,
      'wof:placetype_alt': 'object',
      'wof:parent_id': subcategory.id,
      'mz:is_current': 1,
      'edtf:inception': String(year),
      'edtf:cessation': '..',
      'wof:lastmodified': LAST_MODIFIED,
      'sfomuseum:accession_number': `${collection.accessionPrefix}.${String(100 + (index % 900)).padStart(3, '0')}.${String(index + 1).padStart(4, '0')}`,
      'sfomuseum:collection': collection.name,
      'sfomuseum:category': category.name,
      'sfomuseum:subcategory': subcategory.name,
      'millsfield:collection_id': collection.id,
      'millsfield:category_id': category.id,
      'millsfield:subcategory_id': subcategory.id,
      'sfomuseum:date': random() < 0.3 ? `c. ${year}` : String(year),
      'sfomuseum:creditline': random() < 0.5 ? `Gift of ${pick(random, ['the Estate of ', 'the family of ', ''])}${pick(random, MAKERS)}` : 'Collection of the Aviation Museum',
      'sfomuseum:description': hostile
        ? `Label text as received: ${payload}`
        : `A ${category.spec.noun} used by ${airline.name} around ${year}, from the ${collection.name.toLowerCase()}.`,
      'sfomuseum:medium': category.spec.medium,
      'sfomuseum:dimensions': `${intBetween(random, 5, 90)} x ${intBetween(random, 5, 90)} cm`,
      'sfomuseum:maker': pick(random, MAKERS),
      'sfomuseum:airline': airline.name,
      'millsfield:images': images.map((image) => image.id),
    };
    if (images.length > 0) {
      record['millsfield:primary_image'] = images[0]!.id;
      record.images = images;
    }
    return record;
  }

  function objectById(id: bigint, origin: string): MockRecord | undefined {
    for (const collection of collections) {
      const index = id - collection.objectIdBase;
      if (index >= 0n && index < BigInt(collection.count)) return objectAt(collection, Number(index), origin);
    }
    return undefined;
  }

  // Airport structure.
  const terminals: Dataset['terminals'] = new Map();
  const buildings = new Map<bigint, AirportNode>();
  const boardingAreas = new Map<bigint, AirportNode>();
  let gateSerial = 0n;
  TERMINALS.forEach((terminal, terminalIndex) => {
    const terminalId = 1_729_810_001n + BigInt(terminalIndex);
    const random = randomFor(seed, 'terminal', terminal.code);
    const record: MockRecord = {
      'wof:id': terminalId,
      'wof:name': terminal.name,
      'wof:placetype_alt': 'terminal',
      'wof:parent_id': 102_527_513n,
      'mz:is_current': 1,
      'edtf:inception': terminal.code === 'ITB' ? '2000-12' : '1963',
      'edtf:cessation': '..',
      'wof:lastmodified': LAST_MODIFIED,
      'sfomuseum:terminal_id': terminal.code,
    };
    const galleries = (GALLERY_NAMES[terminal.code] ?? []).map((name, index) => ({
      'wof:id': 1_729_811_000n + BigInt(terminalIndex * 100 + index),
      'wof:name': name,
      'wof:placetype_alt': 'gallery',
      'wof:parent_id': terminalId,
      'mz:is_current': index === 0 && terminal.code === 'T3' ? 0 : 1,
      'edtf:inception': `${2000 + index * 3}`,
      'edtf:cessation': '..',
      'wof:lastmodified': LAST_MODIFIED,
      'sfomuseum:map_id': `${terminal.code.toLowerCase()}-${String.fromCharCode(97 + index)}`,
      'sfomuseum:location': `${terminal.name}, ${index % 2 === 0 ? 'pre-security' : 'post-security'}, level ${1 + (index % 3)}`,
    }));
    const exhibitionCount = intBetween(random, 12, 28);
    const exhibitions = Array.from({ length: exhibitionCount }, (_, index) => {
      const startYear = 2026 - Math.floor(index / 2);
      const startMonth = 1 + ((index * 5 + terminalIndex) % 12);
      const start = `${startYear}-${String(startMonth).padStart(2, '0')}-01`;
      const endDate = new Date(Date.UTC(startYear, startMonth - 1 + 6 + (index % 4) * 3, 0));
      const end = endDate.toISOString().slice(0, 10);
      const onDisplay = end >= '2026-11-01' && start <= '2026-11-30' ? 1 : 0;
      const gallery = galleries[index % galleries.length]!;
      return {
        'wof:id': 1_729_812_000n + BigInt(terminalIndex * 1000 + index),
        'wof:name': `${EXHIBITION_THEMES[(index + terminalIndex * 3) % EXHIBITION_THEMES.length]}${index >= EXHIBITION_THEMES.length ? ` (${startYear})` : ''}`,
        'wof:placetype_alt': 'exhibition',
        'wof:parent_id': terminalId,
        'mz:is_current': onDisplay,
        'edtf:inception': start,
        'edtf:cessation': end,
        'wof:lastmodified': LAST_MODIFIED,
        'sfomuseum:date_start': start,
        'sfomuseum:date_end': end,
        'sfomuseum:description': `An exhibition in the ${gallery['wof:name']} drawing on the museum's collection of ${pick(random, ['uniforms', 'posters', 'models', 'photographs', 'dinnerware'])}.`,
        'sfomuseum:gallery_id': [gallery['wof:id']],
        'sfomuseum:on_display': onDisplay,
        'sfomuseum:hashtag': pick(random, HASHTAGS),
      };
    });
    terminals.set(terminalId, { record, galleries, exhibitions });

    const buildingId = 1_729_840_001n + BigInt(terminalIndex);
    const buildingGates: MockRecord[] = [];
    for (const area of terminal.areas) {
      const areaIndex = area.charCodeAt(0) - 65;
      const areaId = 1_729_820_001n + BigInt(areaIndex);
      const gates: MockRecord[] = [];
      const count = GATE_COUNTS[area] ?? 10;
      for (let number = 1; number <= count + 1; number += 1) {
        gateSerial += 1n;
        const historical = number === count + 1;
        gates.push({
          'wof:id': 1_729_830_000n + gateSerial,
          'wof:name': `Gate ${area}${number}`,
          'wof:placetype_alt': 'gate',
          'wof:parent_id': areaId,
          'mz:is_current': historical ? 0 : 1,
          'edtf:inception': terminal.code === 'ITB' ? '2000-12' : '1981',
          'edtf:cessation': historical ? '2011' : '..',
          'wof:lastmodified': LAST_MODIFIED,
          'flysfo:gate_code': `${area}${number}`,
        });
      }
      boardingAreas.set(areaId, {
        record: {
          'wof:id': areaId,
          'wof:name': `Boarding Area ${area}`,
          'wof:placetype_alt': 'boardingarea',
          'wof:parent_id': terminalId,
          'mz:is_current': 1,
          'edtf:inception': '..',
          'edtf:cessation': '..',
          'wof:lastmodified': LAST_MODIFIED,
          'sfomuseum:boardingarea_id': area,
        },
        children: gates,
      });
      buildingGates.push(...gates);
    }
    buildings.set(buildingId, {
      record: {
        'wof:id': buildingId,
        'wof:name': `${terminal.name} Building`,
        'wof:placetype_alt': 'building',
        'wof:parent_id': terminalId,
        'mz:is_current': 1,
        'edtf:inception': '..',
        'edtf:cessation': '..',
        'wof:lastmodified': LAST_MODIFIED,
        'sfomuseum:building_id': `${terminal.code}-B`,
      },
      children: buildingGates,
    });
  });

  // Social posts, newest first.
  const posts = new Map<string, MockRecord[]>();
  const postById = new Map<bigint, MockRecord>();
  let postSerial = 0n;
  const galleryNames = Object.values(GALLERY_NAMES).flat();
  const makePost = (tag: string, index: number, text: string, extraTags: string[]): MockRecord => {
    postSerial += 1n;
    const id = 1_729_860_000_000n + postSerial;
    const random = randomFor(seed, 'post', id);
    const post: MockRecord = {
      id,
      created: 1_763_000_000 - index * 86_400 - intBetween(random, 0, 80_000),
      text,
      hashtags: [...new Set([tag, ...extraTags])],
      url: `https://social.example/sfomuseum/p/${id}`,
    };
    if (random() < 0.6) {
      const imageId = 1_729_861_000_000n + postSerial;
      const size = imageSizes(imageId).z!;
      post.image = { url: `/media/${imageId}/z.jpg`, width: size.width, height: size.height };
    }
    postById.set(id, post);
    return post;
  };
  const counts: Record<string, number> = { sfomuseum: 150, aviation: 90, sfo: 70 };
  for (const tag of HASHTAGS) {
    const list: MockRecord[] = [];
    for (let index = 0; index < (counts[tag] ?? 50); index += 1) {
      const random = randomFor(seed, 'post-text', tag, index);
      const template = pick(random, POST_LINES);
      let text = template
        .replace('{gallery}', pick(random, galleryNames))
        .replace('{title}', `${pick(random, AIRLINES).name} ${pick(random, MUSEUM_CATEGORIES).noun}`)
        .replace('{year}', String(intBetween(random, 1927, 1999)))
        .replace('{id}', String(index));
      // A few hostile strings hide among ordinary posts, as they would in a real feed.
      if (index % 17 === 5) text += ` ${HOSTILE_PAYLOADS[index % HOSTILE_PAYLOADS.length]}`;
      const inlineTags = [...text.matchAll(/#([\p{L}\p{N}_]+)/gu)].map((match) => match[1]!.toLowerCase());
      list.push(makePost(tag, index, text, inlineTags));
    }
    posts.set(tag, list);
  }
  posts.set(
    HOSTILE_HASHTAG,
    HOSTILE_PAYLOADS.map((payload, index) => makePost(HOSTILE_HASHTAG, index, `${payload} #${HOSTILE_HASHTAG}`, [])),
  );

  const flightCache = new Map<string, MockRecord[]>();
  function flightsFor(date: string): MockRecord[] {
    const cached = flightCache.get(date);
    if (cached) return cached;
    const flights = generateFlights(seed, scale, date, gateCodes);
    if (flightCache.size > 32) flightCache.delete(flightCache.keys().next().value!);
    flightCache.set(date, flights);
    return flights;
  }
  const gateCodes = [...boardingAreas.values()].flatMap((area) => area.children.filter((gate) => gate['mz:is_current'] === 1).map((gate) => String(gate['flysfo:gate_code'])));

  return {
    seed,
    scale,
    collections,
    collectionById,
    categoryById,
    subcategoryById,
    terminals,
    buildings,
    boardingAreas,
    posts,
    postById,
    hashtags: [...HASHTAGS],
    objectAt,
    objectById,
    flightsFor,
  };
}

/** Offset of America/Los_Angeles from UTC at noon of a date, in minutes (-420 or -480). */
function losAngelesOffsetMinutes(year: number, month: number, day: number): number {
  const noon = new Date(Date.UTC(year, month - 1, day, 12));
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', timeZoneName: 'shortOffset' }).formatToParts(noon);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT-8';
  const match = /GMT([+-]\d+)/.exec(name);
  return match ? Number(match[1]) * 60 : -480;
}

export const BIG_FLIGHT_DAY = '2024-06-01';

function generateFlights(seed: number, scale: Scale, date: string, gateCodes: string[]): MockRecord[] {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const random = randomFor(seed, 'flights', date);
  const count = scale === 'large' && date === BIG_FLIGHT_DAY ? 2_150 : intBetween(random, 150, 450);
  const localMidnight = Date.UTC(year, month - 1, day) / 1000 - losAngelesOffsetMinutes(year, month, day) * 60;
  const dayNumber = BigInt(Math.floor(Date.UTC(year, month - 1, day) / 86_400_000));
  const flights: MockRecord[] = [];
  for (let index = 0; index < count; index += 1) {
    const carrier = pick(random, CARRIERS);
    const number = `${carrier.iata}${intBetween(random, 1, 2999)}`;
    const arrival = random() < 0.5;
    const other = pick(random, AIRPORTS);
    const journey = arrival ? `${other}-SFO` : `SFO-${other}`;
    // Busier mornings and evenings, but every hour of the day has some flights.
    const minute = Math.floor(((random() + random() + random()) / 3) * 24 * 60);
    const scheduled = localMidnight + minute * 60;
    const estimated = scheduled + intBetween(random, -5, 45) * 60;
    const flight: MockRecord = {
      'wof:id': 1_729_850_000_000_000n + dayNumber * 10_000n + BigInt(index),
      'wof:name': `${number} (${journey})`,
      'wof:placetype_alt': 'flight',
      'wof:parent_id': 102_527_513n,
      'mz:is_current': 1,
      'edtf:inception': date,
      'edtf:cessation': date,
      'wof:lastmodified': LAST_MODIFIED,
      'flysfo:date': date,
      'flysfo:event': arrival ? 'A' : 'D',
      'flysfo:flight_number': number,
      'flysfo:airline': carrier.name,
      'icao:airline': carrier.icao,
      'flysfo:gate': pick(random, gateCodes),
      'flysfo:journey': journey,
      'flysfo:scheduled_timestamp': scheduled,
      'flysfo:estimated_timestamp': estimated,
      'flysfo:actual_timestamp': estimated + intBetween(random, -3, 6) * 60,
    };
    flights.push(flight);
  }
  flights.sort((a, b) => Number(a['flysfo:scheduled_timestamp']) - Number(b['flysfo:scheduled_timestamp']));
  return flights;
}

export function isValidDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}
