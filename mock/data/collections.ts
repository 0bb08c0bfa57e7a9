/**
 * The collection catalogue: collections, their categories and subcategories,
 * with each category's objects as index lists. Demo and large hold them as
 * compact Int32Arrays (100,000 objects cost little memory); the huge scale's
 * million objects are laid out so the lists are computed, and nothing is held
 * per object. Category and subcategory records are built here, once, with
 * their counts.
 */
import {
  AIRLINES,
  ARCHIVE_CATEGORIES,
  LIBRARY_CATEGORIES,
  MORE_AIRLINES,
  MORE_CATEGORIES,
  MUSEUM_CATEGORIES,
  type Airline,
  type CategorySpec,
} from './names.ts';
import { hashString, randomFor } from './random.ts';
import { recordHeader, type MockRecord } from './records.ts';

export type Scale = 'demo' | 'large' | 'huge';

export type { CategorySpec } from './names.ts';

export interface CollectionNode {
  id: bigint;
  name: string;
  count: number;
  objectIdBase: bigint;
  accessionPrefix: string;
  categories: CategoryNode[];
  /** Huge: its objects carry an aircraft and a rare word, and its lists are computed (ImageBlocks). */
  huge: boolean;
}

/**
 * A category's objects as indexes into its collection, ascending: what the mock's
 * category listing pages through. An Int32Array is one; the huge scale's are computed.
 */
export interface ObjectIndexes extends Iterable<number> {
  readonly length: number;
  at(position: number): number | undefined;
  /** The indexes at positions start to end - 1 (a page: what it costs, not the category). */
  subarray(start?: number, end?: number): Int32Array;
}

export interface CategoryNode {
  id: bigint;
  name: string;
  spec: CategorySpec;
  collection: CollectionNode;
  subcategories: SubcategoryNode[];
  objects: ObjectIndexes;
  objectsWithImages: ObjectIndexes;
  /** Huge: which of the category's objects have images, computed from an object's rank in it. */
  imageBlocks?: ImageBlocks;
  record: MockRecord;
}

export interface SubcategoryNode {
  id: bigint;
  name: string;
  /** The airline the subcategory is named after: every object in it is that airline's. */
  airline: Airline;
  category: CategoryNode;
  record: MockRecord;
}

export interface Catalogue {
  collections: CollectionNode[];
  collectionById: Map<bigint, CollectionNode>;
  categoryById: Map<bigint, CategoryNode>;
}

const CATEGORY_ID_BASE = 1_729_800_000n;
const SUBCATEGORY_ID_BASE = 1_729_900_000n;

interface CollectionPlan {
  id: bigint;
  name: string;
  count: number;
  objectIdBase: bigint;
  accessionPrefix: string;
  categories: readonly CategorySpec[];
  huge?: boolean;
}

/** The huge collection's 40 kinds of object: every category but the hostile one (a 40th of a million attack strings would drown the rest). */
const HUGE_CATEGORIES: readonly CategorySpec[] = [
  ...MUSEUM_CATEGORIES,
  ...ARCHIVE_CATEGORIES,
  ...LIBRARY_CATEGORIES.filter((spec) => spec.name !== 'Curious labels'),
  ...MORE_CATEGORIES,
];
const HUGE_AIRLINES: readonly Airline[] = [...AIRLINES, ...MORE_AIRLINES];

function collectionPlans(scale: Scale): CollectionPlan[] {
  const plans: CollectionPlan[] = [
    {
      id: 1_729_795_001n,
      name: 'Aviation Museum',
      count: 2_000,
      objectIdBase: 1_880_000_000_000n,
      accessionPrefix: '2011',
      categories: MUSEUM_CATEGORIES,
    },
    // Above 2^53 on purpose: ids must survive the trip through JSON and the app.
    {
      id: 9_007_199_254_740_993n,
      name: 'Aviation Archive',
      count: 1_234,
      objectIdBase: 9_007_199_254_800_001n,
      accessionPrefix: '1999',
      categories: ARCHIVE_CATEGORIES,
    },
    {
      id: 1_729_795_003n,
      name: 'Aviation Library',
      count: 300,
      objectIdBase: 1_881_000_000_000n,
      accessionPrefix: 'L2004',
      categories: LIBRARY_CATEGORIES,
    },
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
  if (scale === 'huge') {
    plans.push({
      id: 1_729_795_005n,
      name: 'Aviation Museum: Study Collection',
      count: 1_000_000,
      objectIdBase: 1_900_000_000_000n,
      accessionPrefix: '2024',
      categories: HUGE_CATEGORIES,
      huge: true,
    });
  }
  return plans;
}

/**
 * Which objects of a huge category have images: in each block of five consecutive ranks
 * (rank: an object's position among its category's), all but one, the one left out drawn per
 * block. So about 80% have images, as elsewhere, and the k-th object with images is found by
 * arithmetic rather than by a list of a million indexes.
 */
export class ImageBlocks {
  readonly withImages: number;

  constructor(
    private readonly salt: number,
    /** The category's object count. */
    readonly ranks: number,
  ) {
    const blocks = Math.floor(ranks / 5);
    const rest = ranks % 5;
    this.withImages = blocks * 4 + rest - (this.missing(blocks) < rest ? 1 : 0);
  }

  /** The rank (0-4) within a block of the object without images: an integer hash, no allocation. */
  missing(block: number): number {
    let hash = Math.imul(this.salt ^ block, 0x9e3779b1);
    hash ^= hash >>> 15;
    hash = Math.imul(hash, 0x85ebca6b);
    hash ^= hash >>> 13;
    return (hash >>> 0) % 5;
  }

  has(rank: number): boolean {
    return rank % 5 !== this.missing(Math.floor(rank / 5));
  }

  /** The rank of the category's k-th object with images. */
  rankOf(k: number): number {
    const block = Math.floor(k / 4);
    const within = k % 4;
    return block * 5 + within + (within >= this.missing(block) ? 1 : 0);
  }
}

/** An ObjectIndexes whose k-th index is computed: a page of it costs a page. */
class ComputedIndexes implements ObjectIndexes {
  constructor(
    readonly length: number,
    private readonly indexAt: (position: number) => number,
  ) {}

  at(position: number): number | undefined {
    const at = position < 0 ? position + this.length : position;
    return at >= 0 && at < this.length ? this.indexAt(at) : undefined;
  }

  /** Clamped like Int32Array's, negative positions counting from the end. */
  subarray(start = 0, end = this.length): Int32Array {
    const clamp = (position: number) => Math.max(0, Math.min(this.length, position < 0 ? position + this.length : position));
    const from = clamp(start);
    const indexes = new Int32Array(Math.max(0, clamp(end) - from));
    for (let offset = 0; offset < indexes.length; offset += 1) indexes[offset] = this.indexAt(from + offset);
    return indexes;
  }

  *[Symbol.iterator](): Iterator<number> {
    for (let position = 0; position < this.length; position += 1) yield this.indexAt(position);
  }
}

/** Decided per object from the seed alone, so objects can be rebuilt on request. */
export function hasImage(seed: number, collection: { id: bigint }, index: number): boolean {
  return randomFor(seed, 'img', collection.id, index)() < 0.8;
}

function counts(objects: number, images: number): MockRecord {
  return { 'millsfield:count_objects': objects, 'millsfield:count_images': images };
}

interface Layout {
  objects: ObjectIndexes;
  objectsWithImages: ObjectIndexes;
  imageBlocks?: ImageBlocks;
}

/** Demo and large: objects dealt to the categories in turn, each one's image drawn, the indexes held. */
function drawnLayouts(seed: number, collection: CollectionNode, plan: CollectionPlan): Layout[] {
  const categoryCount = plan.categories.length;
  const buckets: number[][] = plan.categories.map(() => []);
  const imageBuckets: number[][] = plan.categories.map(() => []);
  for (let index = 0; index < plan.count; index += 1) {
    const bucket = index % categoryCount;
    buckets[bucket]!.push(index);
    if (hasImage(seed, collection, index)) imageBuckets[bucket]!.push(index);
  }
  return plan.categories.map((_spec, position) => ({
    objects: Int32Array.from(buckets[position]!),
    objectsWithImages: Int32Array.from(imageBuckets[position]!),
  }));
}

/** Huge: dealt the same way, but the k-th object of a category (with images or not) is computed. */
function computedLayouts(seed: number, plan: CollectionPlan): Layout[] {
  const categoryCount = plan.categories.length;
  return plan.categories.map((_spec, position) => {
    const ranks = position < plan.count ? Math.floor((plan.count - 1 - position) / categoryCount) + 1 : 0;
    const imageBlocks = new ImageBlocks(hashString(`${seed}:img:${plan.id}:${position}`), ranks);
    return {
      objects: new ComputedIndexes(ranks, (rank) => rank * categoryCount + position),
      objectsWithImages: new ComputedIndexes(imageBlocks.withImages, (k) => imageBlocks.rankOf(k) * categoryCount + position),
      imageBlocks,
    };
  });
}

interface SubcategoryCounts {
  objectCounts: number[];
  imageCounts: number[];
}

function drawnCounts(seed: number, collection: CollectionNode, objects: ObjectIndexes, subcategoryCount: number): SubcategoryCounts {
  const objectCounts = new Array<number>(subcategoryCount).fill(0);
  const imageCounts = new Array<number>(subcategoryCount).fill(0);
  let rank = 0;
  for (const objectIndex of objects) {
    objectCounts[rank % subcategoryCount]! += 1;
    if (hasImage(seed, collection, objectIndex)) imageCounts[rank % subcategoryCount]! += 1;
    rank += 1;
  }
  return { objectCounts, imageCounts };
}

/** Each subcategory's share of the ranks, less the one object without images of each block that falls to it. */
function computedCounts(blocks: ImageBlocks, subcategoryCount: number): SubcategoryCounts {
  const { ranks } = blocks;
  const objectCounts = Array.from({ length: subcategoryCount }, (_, sub) =>
    sub < ranks ? Math.floor((ranks - 1 - sub) / subcategoryCount) + 1 : 0,
  );
  const imageCounts = [...objectCounts];
  for (let block = 0; block * 5 < ranks; block += 1) {
    const without = block * 5 + blocks.missing(block);
    if (without < ranks) imageCounts[without % subcategoryCount]! -= 1;
  }
  return { objectCounts, imageCounts };
}

export function buildCatalogue(seed: number, scale: Scale): Catalogue {
  const collections: CollectionNode[] = [];
  const collectionById = new Map<bigint, CollectionNode>();
  const categoryById = new Map<bigint, CategoryNode>();
  let categorySerial = 0n;
  let subcategorySerial = 0n;

  for (const plan of collectionPlans(scale)) {
    const collection: CollectionNode = { ...plan, categories: [], huge: plan.huge ?? false };
    const layouts = collection.huge ? computedLayouts(seed, plan) : drawnLayouts(seed, collection, plan);
    plan.categories.forEach((spec, position) => {
      categorySerial += 1n;
      const id = CATEGORY_ID_BASE + categorySerial;
      const { objects, objectsWithImages, imageBlocks } = layouts[position]!;
      const category: CategoryNode = {
        id,
        name: spec.name,
        spec,
        collection,
        subcategories: [],
        objects,
        objectsWithImages,
        ...(imageBlocks ? { imageBlocks } : {}),
        record: {
          ...recordHeader({ id, name: spec.name, kind: 'category', parentId: collection.id }),
          'millsfield:collection_id': collection.id,
          ...counts(objects.length, objectsWithImages.length),
        },
      };
      // A category's objects are dealt to its subcategories in turn (objectAt relies on it).
      const subcategoryCount = collection.huge ? 5 + (position % 6) : 3 + (position % 3);
      const { objectCounts, imageCounts } = imageBlocks
        ? computedCounts(imageBlocks, subcategoryCount)
        : drawnCounts(seed, collection, objects, subcategoryCount);
      for (let sub = 0; sub < subcategoryCount; sub += 1) {
        subcategorySerial += 1n;
        const subId = SUBCATEGORY_ID_BASE + subcategorySerial;
        // Huge: 30 airlines, ten at most to a category, so one category's are all different.
        const airline = collection.huge
          ? HUGE_AIRLINES[(position * 7 + sub) % HUGE_AIRLINES.length]!
          : AIRLINES[(position + sub) % AIRLINES.length]!;
        const name = `${spec.name}: ${airline.name}`;
        category.subcategories.push({
          id: subId,
          name,
          airline,
          category,
          record: {
            ...recordHeader({ id: subId, name, kind: 'subcategory', parentId: id }),
            'millsfield:collection_id': collection.id,
            'millsfield:category_id': id,
            ...counts(objectCounts[sub]!, imageCounts[sub]!),
          },
        });
      }
      collection.categories.push(category);
      categoryById.set(id, category);
    });
    collections.push(collection);
    collectionById.set(collection.id, collection);
  }
  return { collections, collectionById, categoryById };
}
