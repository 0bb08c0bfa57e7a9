import { BIG_FLIGHT_DAY } from './flights.ts';
import { generateDataset } from './generate.ts';
import { AIRLINES, CARRIERS } from './names.ts';

const HEADER = [
  'wof:id',
  'wof:name',
  'wof:placetype_alt',
  'wof:parent_id',
  'mz:is_current',
  'edtf:inception',
  'edtf:cessation',
  'wof:lastmodified',
];
const ORIGIN = 'http://mock.test';

// Some checks build every object or the large scale: more than Vitest's 5 s default on a busy machine.
describe('the generated data', () => {
  const demo = generateDataset(1, 'demo');

  it('holds the three named collections with their object counts', () => {
    expect(demo.collections.map((collection) => [collection.id, collection.name, collection.count])).toEqual([
      [1_729_795_001n, 'Aviation Museum', 2_000],
      [9_007_199_254_740_993n, 'Aviation Archive', 1_234],
      [1_729_795_003n, 'Aviation Library', 300],
    ]);
  });

  it('is the same for the same seed and different for another', () => {
    const again = generateDataset(1, 'demo');
    const other = generateDataset(2, 'demo');
    const sample = (dataset: typeof demo) =>
      JSON.stringify(
        [
          dataset.objectAt(dataset.collections[0]!, 7, ORIGIN),
          dataset.flightsFor('2024-06-01').slice(0, 3),
          dataset.posts.get('sfo')!.slice(0, 3),
        ],
        (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value),
      );
    expect(sample(again)).toBe(sample(demo));
    expect(sample(other)).not.toBe(sample(demo));
  });

  it('starts every record kind with the common header, in order', () => {
    const museum = demo.collections[0]!;
    const category = museum.categories[0]!;
    const terminal = [...demo.terminals.values()][0]!;
    const area = [...demo.boardingAreas.values()][0]!;
    const building = [...demo.buildings.values()][0]!;
    const records = [
      demo.objectAt(museum, 0, ORIGIN),
      category.record,
      category.subcategories[0]!.record,
      terminal.record,
      terminal.galleries[0]!,
      terminal.exhibitions[0]!,
      area.record,
      area.children[0]!,
      building.record,
      demo.flightsFor('2024-02-29')[0]!,
    ];
    for (const record of records) {
      expect(Object.keys(record).slice(0, HEADER.length), String(record['wof:placetype_alt'])).toEqual(HEADER);
      expect(record['wof:lastmodified']).toBe(1_735_689_600);
    }
    expect(records.map((record) => record['wof:placetype_alt'])).toEqual([
      'object',
      'category',
      'subcategory',
      'terminal',
      'gallery',
      'exhibition',
      'boardingarea',
      'gate',
      'building',
      'flight',
    ]);
  });

  it('counts each category’s and subcategory’s objects and images from the objects themselves', { timeout: 30_000 }, () => {
    for (const collection of demo.collections) {
      const objects = Array.from({ length: collection.count }, (_, index) => demo.objectAt(collection, index, ORIGIN));
      for (const category of collection.categories) {
        const mine = objects.filter((object) => object['millsfield:category_id'] === category.id);
        expect(category.record['millsfield:count_objects']).toBe(mine.length);
        expect(category.record['millsfield:count_images']).toBe(mine.filter((object) => object.images).length);
        for (const subcategory of category.subcategories) {
          const theirs = mine.filter((object) => object['wof:parent_id'] === subcategory.id);
          expect(subcategory.record['millsfield:count_objects']).toBe(theirs.length);
          expect(subcategory.record['millsfield:count_images']).toBe(theirs.filter((object) => object.images).length);
        }
      }
    }
  });

  it(
    'tells one story per object: its airline is its subcategory’s, its maker made its kind of thing, its date fits both',
    { timeout: 30_000 },
    () => {
      const problems: string[] = [];
      for (const collection of demo.collections) {
        for (const category of collection.categories) {
          const makers = new Map(category.spec.makers.map((maker) => [maker.name, maker]));
          for (const subcategory of category.subcategories) {
            const airline = AIRLINES.find((candidate) => subcategory.name === `${category.name}: ${candidate.name}`);
            if (!airline) problems.push(`${subcategory.name} names no known airline`);
          }
          for (const index of category.objects) {
            const object = demo.objectAt(collection, index, ORIGIN);
            const subcategory = category.subcategories.find((candidate) => candidate.id === object['millsfield:subcategory_id'])!;
            const airline = AIRLINES.find((candidate) => subcategory.name.endsWith(`: ${candidate.name}`))!;
            const maker = String(object['sfomuseum:maker']);
            const year = Number(object['edtf:inception']);
            const label = `${String(object['wof:id'])} (${category.name})`;
            if (object['sfomuseum:airline'] !== airline.name)
              problems.push(`${label}: airline ${String(object['sfomuseum:airline'])} in ${subcategory.name}`);
            if (year < airline.from || year > airline.to) problems.push(`${label}: ${year}, when ${airline.name} did not fly`);
            const known = makers.get(maker);
            if (known) {
              if (year < known.from || year > known.to) problems.push(`${label}: ${year}, when ${maker} was not at work`);
            } else if (maker !== airline.name) {
              problems.push(`${label}: ${maker} does not make ${category.spec.noun}s`);
            }
            if (!String(object['sfomuseum:date']).endsWith(String(year)))
              problems.push(`${label}: date ${String(object['sfomuseum:date'])} is not ${year}`);
            if (category.name !== 'Curious labels' && !String(object['wof:name']).startsWith(`${airline.name} ${category.spec.noun}`))
              problems.push(`${label}: named ${String(object['wof:name'])}`);
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('draws makers from the category: a category with makers of its own uses them, not only the airline', () => {
    const museum = demo.collections[0]!;
    const uniforms = museum.categories.find((category) => category.name === 'Airline uniforms')!;
    const makers = new Set(Array.from(uniforms.objects, (index) => String(demo.objectAt(museum, index, ORIGIN)['sfomuseum:maker'])));
    expect([...makers].sort()).toEqual(uniforms.spec.makers.map((maker) => maker.name).sort());
    const timetables = museum.categories.find((category) => category.name === 'Timetables')!;
    for (const index of timetables.objects.subarray(0, 50)) {
      const object = demo.objectAt(museum, index, ORIGIN);
      expect(object['sfomuseum:maker']).toBe(object['sfomuseum:airline']);
    }
  });

  it('flies each carrier on its own routes from its own boarding areas', () => {
    const flights = demo.flightsFor('2024-06-01');
    for (const flight of flights) {
      const carrier = CARRIERS.find((candidate) => candidate.name === flight['flysfo:airline'])!;
      const [from, to] = String(flight['flysfo:journey']).split('-');
      const arrival = flight['flysfo:event'] === 'A';
      expect(arrival ? to : from).toBe('SFO');
      expect(carrier.airports, String(flight['wof:name'])).toContain(arrival ? from : to);
      expect(carrier.areas, String(flight['wof:name'])).toContain(String(flight['flysfo:gate'])[0]);
      expect(String(flight['flysfo:flight_number'])).toMatch(new RegExp(`^${carrier.iata}\\d+$`));
      expect(Number(String(flight['flysfo:flight_number']).slice(carrier.iata.length))).toBeLessThanOrEqual(carrier.highestNumber);
    }
    // United, SFO's hub carrier, flies more of the day than any other.
    const united = flights.filter((flight) => flight['flysfo:airline'] === 'United Airlines').length;
    for (const carrier of CARRIERS.slice(1)) {
      expect(flights.filter((flight) => flight['flysfo:airline'] === carrier.name).length).toBeLessThan(united);
    }
  });

  it('labels the objects of "Curious labels" with hostile strings', () => {
    const library = demo.collections[2]!;
    const curious = library.categories.find((category) => category.name === 'Curious labels')!;
    const label = String(demo.objectAt(library, curious.objects.at(0)!, ORIGIN)['wof:name']);
    expect(label).toMatch(/[<>"']/);
  });

  it('finds an object by id, and nothing for an id outside every collection', () => {
    expect(demo.objectById(9_007_199_254_800_001n, ORIGIN)?.['wof:id']).toBe(9_007_199_254_800_001n);
    expect(demo.objectById(1n, ORIGIN)).toBeUndefined();
  });

  it('adds a 100,000-object collection and 2,150 flights on the big day at large scale', { timeout: 30_000 }, () => {
    const large = generateDataset(1, 'large');
    expect(large.collections.at(-1)).toMatchObject({ name: 'Aviation Museum: Complete Holdings', count: 100_000 });
    expect(large.flightsFor(BIG_FLIGHT_DAY)).toHaveLength(2_150);
    expect(demo.flightsFor(BIG_FLIGHT_DAY).length).toBeLessThanOrEqual(450);
  });
});
