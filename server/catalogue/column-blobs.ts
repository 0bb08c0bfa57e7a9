/**
 * A generation's columns as blobs (issue #50): what search-core.ts filters and sorts on, written
 * once by the harvest and read whole by an open, on both engines. An open reads a few MB in a dozen
 * values instead of a million rows: SQLite keeps them in `meta`, PostgreSQL in `columns_N`.
 */
import { endianness } from 'node:os';
import { KINDS, type CatalogueEntry } from './engine.ts';
import { decadeOf, nameKey, type Columns } from './search-core.ts';

/** A year's slot in the year column when there is none. */
const NO_YEAR = -0x80000000;
const BIG_ENDIAN = endianness() === 'BE';

/**
 * What an open reads instead of the entries: one blob a column (SQLite's `meta`, PostgreSQL's `columns_N`) (little-endian, one
 * value an entry, in rowid order) and one a sort order (positions, or for the id order each
 * position's rank).
 */
export const COLUMN = {
  kind: 'column.kind',
  year: 'column.year',
  image: 'column.image',
  collection: 'column.collection',
  collectionIds: 'column.collection_ids',
  category: 'column.category',
  categoryIds: 'column.category_ids',
  nameLength: 'column.name_length',
  nameKey: 'column.name_key',
  idRank: 'order.id_rank',
  byDate: 'order.date',
  byDateDesc: 'order.date_desc',
} as const;

type Typed = Uint8Array | Uint16Array | Int32Array | Float64Array;
interface TypedClass<T extends Typed> {
  new (length: number): T;
  readonly BYTES_PER_ELEMENT: number;
}

/** A typed array that grows as a harvest appends to it. */
class Growing<T extends Typed> {
  private array: T;
  length = 0;

  constructor(private readonly Type: TypedClass<T>) {
    this.array = new Type(4_096);
  }

  push(value: number): void {
    if (this.length === this.array.length) {
      const larger = new this.Type(this.array.length * 2);
      larger.set(this.array as never);
      this.array = larger;
    }
    this.array[this.length++] = value;
  }

  get values(): T {
    return this.array.subarray(0, this.length) as T;
  }
}

/** A typed array as the blob stored for it: little-endian whatever the machine. */
function blobOf(array: Typed): Buffer {
  const bytes = Buffer.from(array.buffer, array.byteOffset, array.byteLength);
  if (!BIG_ENDIAN || array.BYTES_PER_ELEMENT === 1) return bytes;
  const copy = Buffer.from(bytes);
  return array.BYTES_PER_ELEMENT === 2 ? copy.swap16() : array.BYTES_PER_ELEMENT === 4 ? copy.swap32() : copy.swap64();
}

/** Characters as SQL's length() counts them (code points), not UTF-16 units as a JS string's length does. */
function codePoints(text: string): number {
  let count = text.length;
  for (let index = 0; index < text.length - 1; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit < 0xdc00) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next < 0xe000) {
        count -= 1;
        index += 1;
      }
    }
  }
  return count;
}

const TWO_32 = 2 ** 32;

/**
 * The columns of a generation as it is written, and at its end the three sort orders: sorted here
 * once per harvest rather than by the engine at every open (a million entries: 4 s of every open).
 */
export class ColumnsWriter {
  private readonly kinds = new Growing(Uint8Array);
  private readonly years = new Growing(Int32Array);
  private readonly images = new Growing(Uint8Array);
  private readonly collections = new Growing(Int32Array);
  private readonly categories = new Growing(Int32Array);
  private readonly nameLengths = new Growing(Uint16Array);
  private readonly nameKeys = new Growing(Int32Array);
  /** The id as an int64 in two exact doubles: the high 32 bits (signed) and the low 32. */
  private readonly idHigh = new Growing(Float64Array);
  private readonly idLow = new Growing(Float64Array);
  private readonly collectionIds: string[] = [];
  private readonly categoryIds: string[] = [];
  private readonly collectionCodes = new Map<string, number>();
  private readonly categoryCodes = new Map<string, number>();

  add(entry: CatalogueEntry): void {
    this.kinds.push(KINDS.indexOf(entry.kind));
    this.years.push(entry.year === null ? NO_YEAR : entry.year);
    this.images.push(entry.image ? 1 : 0);
    this.collections.push(ColumnsWriter.code(entry.collectionId, this.collectionIds, this.collectionCodes));
    this.categories.push(ColumnsWriter.code(entry.categoryId, this.categoryIds, this.categoryCodes));
    this.nameLengths.push(Math.min(codePoints(entry.name), 0xffff));
    this.nameKeys.push(nameKey(entry.name));
    const [high, low] = idParts(entry.id);
    this.idHigh.push(high);
    this.idLow.push(low);
  }

  private static code(value: string | null, ids: string[], codes: Map<string, number>): number {
    if (value === null) return -1;
    let code = codes.get(value);
    if (code === undefined) {
      code = ids.length;
      ids.push(value);
      codes.set(value, code);
    }
    return code;
  }

  /** The blobs to write, by key: every column, and the id, date and newest-first orders. */
  rows(): [string, Buffer | string][] {
    const size = this.kinds.length;
    const high = this.idHigh.values;
    const low = this.idLow.values;
    // An Array, not an Int32Array: its sort (TimSort) finds the runs that ids in list order already are.
    const byId = Array.from({ length: size }, (_, position) => position);
    byId.sort((a, b) => high[a]! - high[b]! || low[a]! - low[b]! || a - b);
    const idRank = new Int32Array(size);
    byId.forEach((position, rank) => (idRank[position] = rank));
    return [
      [COLUMN.kind, blobOf(this.kinds.values)],
      [COLUMN.year, blobOf(this.years.values)],
      [COLUMN.image, blobOf(this.images.values)],
      [COLUMN.collection, blobOf(this.collections.values)],
      [COLUMN.collectionIds, JSON.stringify(this.collectionIds)],
      [COLUMN.category, blobOf(this.categories.values)],
      [COLUMN.categoryIds, JSON.stringify(this.categoryIds)],
      [COLUMN.nameLength, blobOf(this.nameLengths.values)],
      [COLUMN.nameKey, blobOf(this.nameKeys.values)],
      [COLUMN.idRank, blobOf(idRank)],
      [COLUMN.byDate, blobOf(byYear(byId, this.years.values, 1))],
      [COLUMN.byDateDesc, blobOf(byYear(byId, this.years.values, -1))],
    ];
  }
}

/** An int64 id (decimal) as its high 32 bits (signed) and low 32 bits, each exact in a double; anything else as 0, as SQLite's CAST takes it. */
function idParts(id: string): [number, number] {
  if (!/^-?\d{1,19}$/.test(id)) return [0, 0];
  // Up to 15 characters a double holds it exactly, and most ids are that short.
  if (id.length <= 15) {
    const value = Number(id);
    const high = Math.floor(value / TWO_32);
    return [high, value - high * TWO_32];
  }
  const value = BigInt(id);
  return [Number(value >> 32n), Number(value & 0xffffffffn)];
}

/**
 * Positions by year (`direction` 1: oldest first, -1: newest first), entries without one last,
 * ties in `byId`'s order: a counting sort over the few distinct years, stable, so ties stay by id.
 */
function byYear(byId: number[], years: Int32Array, direction: 1 | -1): Int32Array {
  const distinct = [...new Set(years)].filter((year) => year !== NO_YEAR).sort((a, b) => (a - b) * direction);
  const bucketOf = new Map(distinct.map((year, bucket) => [year, bucket]));
  bucketOf.set(NO_YEAR, distinct.length);
  const starts = new Int32Array(distinct.length + 2);
  for (const year of years) starts[bucketOf.get(year)! + 1]! += 1;
  for (let bucket = 1; bucket < starts.length; bucket += 1) starts[bucket]! += starts[bucket - 1]!;
  const order = new Int32Array(years.length);
  for (const position of byId) order[starts[bucketOf.get(years[position]!)!]!++] = position;
  return order;
}

/** Reads one stored blob by key (undefined: not there). */
export type BlobReader = (key: string) => Buffer | string | undefined;
/** The error a damaged store raises, given what is wrong. */
export type Damaged = (detail: string) => Error;

/** Blob `key` as `size` values; a missing or misshapen one is a damaged store. */
function readArray<T extends Typed>(read: BlobReader, key: string, Type: TypedClass<T>, size: number, damaged: Damaged): T {
  const blob = read(key);
  if (!Buffer.isBuffer(blob) || blob.length !== size * Type.BYTES_PER_ELEMENT) throw damaged(`${key} is not ${size} values`);
  const array = new Type(size);
  const bytes = Buffer.from(array.buffer, array.byteOffset, array.byteLength);
  blob.copy(bytes);
  if (BIG_ENDIAN && Type.BYTES_PER_ELEMENT === 2) bytes.swap16();
  if (BIG_ENDIAN && Type.BYTES_PER_ELEMENT === 4) bytes.swap32();
  return array;
}

function readIds(read: BlobReader, key: string, damaged: Damaged): string[] {
  const value = read(key);
  let ids: unknown;
  try {
    ids = JSON.parse(String(value));
  } catch {
    ids = null;
  }
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) throw damaged(`${key} is not a list of ids`);
  return ids as string[];
}

/** Throws unless every value is below `size` and none repeats: a sort order, or an id rank, of `size` entries. */
function assertPermutation(values: Int32Array, size: number, key: string, damaged: Damaged): void {
  const seen = new Uint8Array(size);
  for (const value of values) {
    if (value < 0 || value >= size || seen[value] === 1) throw damaged(`${key} is not an order`);
    seen[value] = 1;
  }
}

/** Throws unless every code is -1 (none) or an index into a list of `count`. */
function assertCodes(codes: Int32Array | Uint8Array, min: number, count: number, key: string, damaged: Damaged): void {
  for (const code of codes) {
    if (code < min || code >= count) throw damaged(`${key} holds ${code}`);
  }
}

/**
 * The columns of `size` entries as the harvest wrote them. What they hold is checked (lengths,
 * codes, orders: a few ms a million entries) before they are used, since a bad position would be
 * read past the arrays' ends. The stored codes are the columns' own (each collection and category
 * numbered where it first appears, as search-core numbers them), so no entry is visited one by one
 * through the builder: the open's longest step is one pass over typed arrays.
 */
export function readColumns(read: BlobReader, size: number, labels: Map<string, string>, damaged: Damaged): Columns {
  const kindCodes = readArray(read, COLUMN.kind, Uint8Array, size, damaged);
  const storedYears = readArray(read, COLUMN.year, Int32Array, size, damaged);
  const hasImage = readArray(read, COLUMN.image, Uint8Array, size, damaged);
  const collectionCodes = readArray(read, COLUMN.collection, Int32Array, size, damaged);
  const categoryCodes = readArray(read, COLUMN.category, Int32Array, size, damaged);
  const nameLengths = readArray(read, COLUMN.nameLength, Uint16Array, size, damaged);
  const nameKeys = readArray(read, COLUMN.nameKey, Int32Array, size, damaged);
  const collectionIds = readIds(read, COLUMN.collectionIds, damaged);
  const categoryIds = readIds(read, COLUMN.categoryIds, damaged);
  const idRank = readArray(read, COLUMN.idRank, Int32Array, size, damaged);
  const byDate = readArray(read, COLUMN.byDate, Int32Array, size, damaged);
  const byDateDesc = readArray(read, COLUMN.byDateDesc, Int32Array, size, damaged);
  assertCodes(kindCodes, 0, KINDS.length, COLUMN.kind, damaged);
  assertCodes(collectionCodes, -1, collectionIds.length, COLUMN.collection, damaged);
  assertCodes(categoryCodes, -1, categoryIds.length, COLUMN.category, damaged);
  assertCodes(hasImage, 0, 2, COLUMN.image, damaged);
  assertPermutation(idRank, size, COLUMN.idRank, damaged);
  assertPermutation(byDate, size, COLUMN.byDate, damaged);
  assertPermutation(byDateDesc, size, COLUMN.byDateDesc, damaged);
  const years = new Int32Array(size);
  const hasYear = new Uint8Array(size);
  const decades = new Int32Array(size);
  for (let position = 0; position < size; position += 1) {
    const year = storedYears[position]!;
    if (year === NO_YEAR) continue;
    years[position] = year;
    hasYear[position] = 1;
    decades[position] = decadeOf(year);
  }
  return {
    size,
    kindCodes,
    collectionCodes,
    collectionIds,
    categoryCodes,
    categoryIds,
    decades,
    hasYear,
    years,
    hasImage,
    nameLengths,
    nameKeys,
    idRank,
    byDate,
    byDateDesc,
    label: (kind, id) => labels.get(`${kind}:${id}`) ?? id,
  };
}
