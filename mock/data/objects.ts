/**
 * Objects are not stored: each is rebuilt from the seed and its index when a
 * page asks for it, because its image URLs depend on the request's origin and
 * 100,000 stored records would cost the large scale its fast start (and a
 * million, the huge scale's, its memory).
 */
import { hasImage, type CategorySpec, type CollectionNode } from './collections.ts';
import { HOSTILE_PAYLOADS } from './hostile.ts';
import { imageInfo } from './images.ts';
import { AIRCRAFT_TYPES, DONORS, type Airline } from './names.ts';
import { intBetween, pick, randomFor, type Random } from './random.ts';
import { recordHeader, type MockRecord } from './records.ts';
import { createRareWords } from './words.ts';

/** The category whose labels are attack strings, so the app's escaping is always exercised. */
const HOSTILE_CATEGORY = 'Curious labels';

interface Provenance {
  maker: string;
  /** The years the object can date from: when both its airline and its maker were at work. */
  from: number;
  to: number;
}

/**
 * Who made an object, from one draw: one of the category's makers who worked
 * while the airline flew, or the airline itself where it made such things
 * (and as the last resort), so airline, maker, category and date agree.
 */
function provenanceOf(random: Random, spec: CategorySpec, airline: Airline): Provenance {
  const byAirline: Provenance = { maker: airline.name, from: airline.from, to: airline.to };
  const candidates: Provenance[] = spec.makers
    .map((maker) => ({ maker: maker.name, from: Math.max(maker.from, airline.from), to: Math.min(maker.to, airline.to) }))
    .filter((candidate) => candidate.from <= candidate.to);
  if (spec.byAirline) candidates.push(byAirline);
  // Always one draw, so the draws after it stay in place whatever the category.
  const roll = random();
  return candidates[Math.floor(roll * candidates.length)] ?? byAirline;
}

/**
 * The aircraft a huge-scale object is of or for, from one draw: one that flew while both the
 * airline and the maker were at work. Some aircraft flew in every year of 1928-1999, so there
 * is always one; its years narrow the object's.
 */
function aircraftOf(random: Random, provenance: Provenance): Provenance & { aircraft: string } {
  const candidates = AIRCRAFT_TYPES.filter((type) => type.from <= provenance.to && type.to >= provenance.from);
  const type = candidates[Math.floor(random() * candidates.length)]!;
  return { ...provenance, aircraft: type.name, from: Math.max(type.from, provenance.from), to: Math.min(type.to, provenance.to) };
}

export interface Objects {
  objectAt(collection: CollectionNode, index: number, origin: string): MockRecord;
  objectById(id: bigint, origin: string): MockRecord | undefined;
}

export function createObjects(seed: number, collections: readonly CollectionNode[]): Objects {
  const rareWords = createRareWords(seed);

  function objectAt(collection: CollectionNode, index: number, origin: string): MockRecord {
    const categoryCount = collection.categories.length;
    const category = collection.categories[index % categoryCount]!;
    const rank = Math.floor(index / categoryCount);
    const subcategory = category.subcategories[rank % category.subcategories.length]!;
    // The draws below happen in a fixed order: reordering them changes every object. The huge
    // scale's own draws (aircraft, rare word) come where they leave demo and large as they were.
    const random = randomFor(seed, 'object', collection.id, index);
    const id = collection.objectIdBase + BigInt(index);
    // The airline is the subcategory's ("Airline uniforms: United Airlines"): everything else follows from it.
    const airline = subcategory.airline;
    const drawn = provenanceOf(random, category.spec, airline);
    const provenance = collection.huge ? aircraftOf(random, drawn) : drawn;
    const year = intBetween(random, provenance.from, provenance.to);
    const hostile = category.spec.name === HOSTILE_CATEGORY;
    const payload = HOSTILE_PAYLOADS[rank % HOSTILE_PAYLOADS.length]!;
    const noun = category.spec.noun;
    let name: string;
    let description: string;
    if ('aircraft' in provenance) {
      const word = rareWords.word(rareWords.draw(random));
      name = `${airline.name} ${provenance.aircraft} ${noun}: ${word}`;
      description = `${/^[aeiou]/.test(noun) ? 'An' : 'A'} ${noun} used by ${airline.name} on the ${provenance.aircraft} around ${year} (${word}), from the ${collection.name.toLowerCase()}.`;
    } else {
      // Every tenth object of a category with subtitles carries one (not drawn: the draws stay in place).
      const subtitles = category.spec.subtitles ?? [];
      const subtitle = subtitles.length > 0 && rank % 10 === 3 ? subtitles[Math.floor(rank / 10) % subtitles.length] : undefined;
      name = hostile ? payload : `${airline.name} ${noun}${subtitle ? `: ${subtitle}` : ''}`;
      description = hostile
        ? `Label text as received: ${payload}`
        : `A ${noun} used by ${airline.name} around ${year}, from the ${collection.name.toLowerCase()}.`;
    }
    const images: MockRecord[] = [];
    if (category.imageBlocks ? category.imageBlocks.has(rank) : hasImage(seed, collection, index)) {
      const imageCount = 1 + Math.floor(random() * 3);
      for (let image = 1; image <= imageCount; image += 1) images.push(imageInfo(id * 10n + BigInt(image), origin));
    }
    const record: MockRecord = {
      ...recordHeader({ id, name, kind: 'object', parentId: subcategory.id, inception: String(year) }),
      'sfomuseum:accession_number': `${collection.accessionPrefix}.${String(100 + (index % 900)).padStart(3, '0')}.${String(index + 1).padStart(4, '0')}`,
      'sfomuseum:collection': collection.name,
      'sfomuseum:category': category.name,
      'sfomuseum:subcategory': subcategory.name,
      'millsfield:collection_id': collection.id,
      'millsfield:category_id': category.id,
      'millsfield:subcategory_id': subcategory.id,
      'sfomuseum:date': random() < 0.3 ? `c. ${year}` : String(year),
      'sfomuseum:creditline':
        random() < 0.5
          ? `Gift of ${pick(random, ['the Estate of ', 'the family of ', ''])}${pick(random, DONORS)}`
          : 'Collection of the Aviation Museum',
      'sfomuseum:description': description,
      'sfomuseum:medium': category.spec.medium,
      'sfomuseum:dimensions': `${intBetween(random, 5, 90)} x ${intBetween(random, 5, 90)} cm`,
      'sfomuseum:maker': provenance.maker,
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

  return { objectAt, objectById };
}
