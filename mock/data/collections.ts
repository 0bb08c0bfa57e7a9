/**
 * The collection catalogue: collections, their categories and subcategories,
 * with each category's objects held as compact index arrays so the large
 * scale (100,000 objects) costs little memory. Category and subcategory
 * records are built here, once, with their counts.
 */
import { AIRLINES, ARCHIVE_CATEGORIES, LIBRARY_CATEGORIES, MUSEUM_CATEGORIES, type Airline, type CategorySpec } from './names.ts';
import { randomFor } from './random.ts';
import { recordHeader, type MockRecord } from './records.ts';

export type Scale = 'demo' | 'large';

export type { CategorySpec } from './names.ts';

export interface CollectionNode {
  id: bigint;
  name: string;
  count: number;
  objectIdBase: bigint;
  accessionPrefix: string;
  categories: CategoryNode[];
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
}

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
  return plans;
}

/** Decided per object from the seed alone, so objects can be rebuilt on request. */
export function hasImage(seed: number, collection: { id: bigint }, index: number): boolean {
  return randomFor(seed, 'img', collection.id, index)() < 0.8;
}

function counts(objects: number, images: number): MockRecord {
  return { 'millsfield:count_objects': objects, 'millsfield:count_images': images };
}

export function buildCatalogue(seed: number, scale: Scale): Catalogue {
  const collections: CollectionNode[] = [];
  const collectionById = new Map<bigint, CollectionNode>();
  const categoryById = new Map<bigint, CategoryNode>();
  let categorySerial = 0n;
  let subcategorySerial = 0n;

  for (const plan of collectionPlans(scale)) {
    const collection: CollectionNode = { ...plan, categories: [] };
    const categoryCount = plan.categories.length;
    const buckets: number[][] = plan.categories.map(() => []);
    const imageBuckets: number[][] = plan.categories.map(() => []);
    for (let index = 0; index < plan.count; index += 1) {
      const bucket = index % categoryCount;
      buckets[bucket]!.push(index);
      if (hasImage(seed, collection, index)) imageBuckets[bucket]!.push(index);
    }
    plan.categories.forEach((spec, position) => {
      categorySerial += 1n;
      const id = CATEGORY_ID_BASE + categorySerial;
      const objects = Int32Array.from(buckets[position]!);
      const objectsWithImages = Int32Array.from(imageBuckets[position]!);
      const category: CategoryNode = {
        id,
        name: spec.name,
        spec,
        collection,
        subcategories: [],
        objects,
        objectsWithImages,
        record: {
          ...recordHeader({ id, name: spec.name, kind: 'category', parentId: collection.id }),
          'millsfield:collection_id': collection.id,
          ...counts(objects.length, objectsWithImages.length),
        },
      };
      // A category's objects are dealt to its subcategories in turn (objectAt relies on it).
      const subcategoryCount = 3 + (position % 3);
      const objectCounts = new Array<number>(subcategoryCount).fill(0);
      const imageCounts = new Array<number>(subcategoryCount).fill(0);
      objects.forEach((objectIndex, rank) => {
        objectCounts[rank % subcategoryCount]! += 1;
        if (hasImage(seed, collection, objectIndex)) imageCounts[rank % subcategoryCount]! += 1;
      });
      for (let sub = 0; sub < subcategoryCount; sub += 1) {
        subcategorySerial += 1n;
        const subId = SUBCATEGORY_ID_BASE + subcategorySerial;
        const airline = AIRLINES[(position + sub) % AIRLINES.length]!;
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
