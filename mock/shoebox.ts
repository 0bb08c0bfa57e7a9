import type { Dataset, MockRecord } from './data/generate.ts';
import { hashString, intBetween, randomFor } from './data/random.ts';

/** Per-user shoeboxes, created with seeded contents on a user's first call. */
export interface ShoeboxEntry {
  id: bigint;
  itemId: bigint;
  typeId: 1 | 2 | 3;
  status: number;
  created: number;
  lastmodified: number;
  /** For flights: the date whose schedule holds the flight. */
  flightDate?: string;
}

export class Shoeboxes {
  private readonly boxes = new Map<string, ShoeboxEntry[]>();
  constructor(private readonly dataset: Dataset) {}

  reset(): void {
    this.boxes.clear();
  }

  of(user: string): ShoeboxEntry[] {
    let box = this.boxes.get(user);
    if (!box) {
      box = this.seed(user);
      this.boxes.set(user, box);
    }
    return box;
  }

  remove(user: string, shoeboxId: bigint): boolean {
    const box = this.of(user);
    const index = box.findIndex((entry) => entry.id === shoeboxId);
    if (index === -1) return false;
    box.splice(index, 1);
    return true;
  }

  empty(user: string): number {
    const box = this.of(user);
    const removed = box.length;
    box.length = 0;
    return removed;
  }

  /** The saved record, embedded under `item` so the page can show it. */
  record(entry: ShoeboxEntry, origin: string): MockRecord | undefined {
    if (entry.typeId === 1) return this.dataset.objectById(entry.itemId, origin);
    if (entry.typeId === 2) {
      const post = this.dataset.postById.get(entry.itemId);
      return post && absolutePostImage(post, origin);
    }
    return entry.flightDate ? this.dataset.flightsFor(entry.flightDate).find((flight) => flight['wof:id'] === entry.itemId) : undefined;
  }

  private seed(user: string): ShoeboxEntry[] {
    const random = randomFor(this.dataset.seed, 'shoebox', user);
    const count = intBetween(random, 25, 30);
    const base = 1_729_870_000_000_000n + BigInt(hashString(user)) * 100n;
    const museum = this.dataset.collections[0]!;
    const posts = this.dataset.posts.get('sfomuseum') ?? [];
    const entries: ShoeboxEntry[] = [];
    // A thing is saved once: re-draw when the dice pick something already in the box.
    for (let index = 0, attempts = 0; index < count && attempts < count * 10; attempts += 1) {
      const roll = random();
      const created = 1_735_689_600 + index * 7_200 + intBetween(random, 0, 3_000);
      const common = { id: base + BigInt(index + 1), status: 1, created, lastmodified: created };
      let entry: ShoeboxEntry;
      if (roll < 0.6 || posts.length === 0) {
        entry = { ...common, typeId: 1, itemId: museum.objectIdBase + BigInt(intBetween(random, 0, museum.count - 1)) };
      } else if (roll < 0.85) {
        const post = posts[intBetween(random, 0, posts.length - 1)]!;
        entry = { ...common, typeId: 2, itemId: post.id as bigint };
      } else {
        const date = `2024-0${intBetween(random, 1, 9)}-1${intBetween(random, 0, 9)}`;
        const flights = this.dataset.flightsFor(date);
        const flight = flights[intBetween(random, 0, flights.length - 1)]!;
        entry = { ...common, typeId: 3, itemId: flight['wof:id'] as bigint, flightDate: date };
      }
      if (entries.some((saved) => saved.typeId === entry.typeId && saved.itemId === entry.itemId)) continue;
      entries.push(entry);
      index += 1;
    }
    // Newest first, as the service lists them.
    return entries.sort((a, b) => b.created - a.created);
  }
}

export function absolutePostImage(post: MockRecord, origin: string): MockRecord {
  const image = post.image as { url: string; width: number; height: number } | undefined;
  if (!image || !image.url.startsWith('/')) return post;
  return { ...post, image: { ...image, url: `${origin}${image.url}` } };
}
