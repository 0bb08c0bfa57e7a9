import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { page, READ, testMock } from '../test-helpers.ts';
import { BIG_FLIGHT_DAY } from './flights.ts';
import { generateDataset } from './generate.ts';
import {
  AIRCRAFT_TYPES,
  AIRLINES,
  ARCHIVE_CATEGORIES,
  DONORS,
  LIBRARY_CATEGORIES,
  MORE_AIRLINES,
  MORE_CATEGORIES,
  MUSEUM_CATEGORIES,
} from './names.ts';
import { createRareWords, RARE_WORD_COUNT } from './words.ts';

const ORIGIN = 'http://mock.test';
const json = (value: unknown) => JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? String(item) : item));

// Building many objects takes seconds on a busy machine: more than Vitest's 5 s default.
describe('the huge scale', () => {
  const huge = generateDataset(1, 'huge');
  const study = huge.collections.at(-1)!;
  const words = createRareWords(1);

  it('adds a 1,000,000-object collection beside the demo’s three, which the service lists in full', async () => {
    expect(huge.collections.map((collection) => collection.count)).toEqual([2_000, 1_234, 300, 1_000_000]);
    expect(study.categories).toHaveLength(40);
    expect(huge.flightsFor(BIG_FLIGHT_DAY)).toHaveLength(2_150);
    expect(new Set(study.categories.flatMap((category) => category.subcategories.map((sub) => sub.airline.name))).size).toBe(30);
    const { rest } = testMock({ scale: 'huge' });
    const listing = await page(
      await rest(`method=museum.collection.collections.getObjects&collection_id=${study.id}&per_page=500&${READ}`),
    );
    expect(listing.total).toBe(1_000_000);
    expect(listing.results).toHaveLength(500);
    const counted = study.categories.reduce((sum, category) => sum + Number(category.record['millsfield:count_objects']), 0);
    expect(counted).toBe(1_000_000);
  });

  it('builds the same object at a high index twice, and another for another seed', () => {
    const again = generateDataset(1, 'huge');
    const other = generateDataset(2, 'huge');
    const object = json(huge.objectAt(study, 987_654, ORIGIN));
    expect(json(again.objectAt(again.collections.at(-1)!, 987_654, ORIGIN))).toBe(object);
    expect(json(huge.objectById(study.objectIdBase + 987_654n, ORIGIN))).toBe(object);
    expect(json(other.objectAt(other.collections.at(-1)!, 987_654, ORIGIN))).not.toBe(object);
  });

  it('names objects with a long tail of rare words: a few common, most found a handful of times', { timeout: 30_000 }, () => {
    const vocabulary = new Set(Array.from({ length: RARE_WORD_COUNT }, (_, rank) => words.word(rank)));
    expect(vocabulary.size).toBe(RARE_WORD_COUNT);
    const uses = new Map<string, number>();
    const sample = 20_000;
    for (let index = 1_000_000 - sample; index < 1_000_000; index += 1) {
      const name = String(huge.objectAt(study, index, ORIGIN)['wof:name']);
      const word = name.slice(name.lastIndexOf(': ') + 2);
      expect(vocabulary.has(word), name).toBe(true);
      uses.set(word, (uses.get(word) ?? 0) + 1);
    }
    const counts = [...uses.values()].sort((a, b) => b - a);
    // The commonest word names about 6% of the objects; thousands of others appear once or twice.
    expect(counts[0]! / sample).toBeGreaterThan(0.04);
    expect(uses.size).toBeGreaterThan(5_000);
    expect(counts.filter((count) => count <= 2).length).toBeGreaterThan(3_000);
  });

  it('makes up no word the rest of the data already uses', () => {
    const specs = [...MUSEUM_CATEGORIES, ...ARCHIVE_CATEGORIES, ...LIBRARY_CATEGORIES, ...MORE_CATEGORIES];
    const texts = [
      ...[...AIRLINES, ...MORE_AIRLINES, ...AIRCRAFT_TYPES].map((item) => item.name),
      ...specs.flatMap((spec) => [spec.name, spec.noun, spec.medium, ...spec.makers.map((maker) => maker.name)]),
      ...DONORS,
    ];
    const known = new Set(texts.flatMap((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u)));
    const clashes = Array.from({ length: RARE_WORD_COUNT }, (_, rank) => words.word(rank).toLowerCase()).filter((word) => known.has(word));
    expect(clashes).toEqual([]);
  });

  it('tells one story per object: airline, maker, aircraft and year agree', () => {
    const problems: string[] = [];
    for (let index = 600_000; index < 602_000; index += 1) {
      const object = huge.objectAt(study, index, ORIGIN);
      const airline = [...AIRLINES, ...MORE_AIRLINES].find((candidate) => candidate.name === object['sfomuseum:airline'])!;
      const name = String(object['wof:name']);
      const aircraft = AIRCRAFT_TYPES.find((type) => name.startsWith(`${airline.name} ${type.name} `));
      const year = Number(object['edtf:inception']);
      const subcategory = String(object['sfomuseum:subcategory']);
      if (!subcategory.endsWith(`: ${airline.name}`)) problems.push(`${name} in ${subcategory}`);
      if (!aircraft) problems.push(`${name}: no aircraft after the airline`);
      else if (year < aircraft.from || year > aircraft.to) problems.push(`${name}: ${year}, when the ${aircraft.name} did not fly`);
      if (year < airline.from || year > airline.to) problems.push(`${name}: ${year}, when ${airline.name} did not fly`);
    }
    expect(problems).toEqual([]);
  });

  it(
    'lists a category’s objects with images and counts them and its subcategories’ from the objects themselves',
    { timeout: 30_000 },
    async () => {
      const category = study.categories[17]!;
      const objects = Array.from(category.objects, (index) => huge.objectAt(study, index, ORIGIN));
      expect(objects.length).toBe(25_000);
      expect(objects.every((object) => object['millsfield:category_id'] === category.id)).toBe(true);
      const withImages = objects.filter((object) => object.images);
      expect(category.record['millsfield:count_images']).toBe(withImages.length);
      expect(Array.from(category.objectsWithImages, (index) => huge.objectAt(study, index, ORIGIN)['wof:id'])).toEqual(
        withImages.map((object) => object['wof:id']),
      );
      for (const subcategory of category.subcategories) {
        const theirs = objects.filter((object) => object['wof:parent_id'] === subcategory.id);
        expect(subcategory.record['millsfield:count_objects']).toBe(theirs.length);
        expect(subcategory.record['millsfield:count_images']).toBe(theirs.filter((object) => object.images).length);
      }
      // The last page with images, as the app asks for it.
      const { rest } = testMock({ scale: 'huge' });
      const total = withImages.length;
      const last = await page(
        await rest(
          `method=museum.collection.categories.getObjects&category_id=${category.id}&with_images=1&per_page=100&page=${Math.ceil(total / 100)}&${READ}`,
        ),
      );
      expect(last.total).toBe(total);
      expect(last.results.map((object) => String(object['wof:id']))).toEqual(
        withImages.slice(-(total % 100 || 100)).map((object) => String(object['wof:id'])),
      );
    },
  );

  it('holds nothing per object: its lists are computed, and what it keeps is a fraction of one index array', () => {
    for (const category of study.categories) {
      expect(ArrayBuffer.isView(category.objects), category.name).toBe(false);
      expect(ArrayBuffer.isView(category.objectsWithImages), category.name).toBe(false);
    }
    // What the dataset keeps, not what building it threw away: measured between two full collections.
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    const kept = () => {
      collectGarbage();
      const memory = process.memoryUsage();
      return memory.heapUsed + memory.arrayBuffers;
    };
    const before = kept();
    const dataset = generateDataset(3, 'huge');
    const after = kept();
    // A million Int32 indexes (the objects, and the 80% with images) would keep 7.2 MB; the demo's data keeps about 0.5 MB.
    expect(after - before).toBeLessThan(2 * 2 ** 20);
    expect(dataset.collections.at(-1)!.count).toBe(1_000_000);
  });
});
