import type { Dataset } from './data/generate.ts';
import type { MockRecord } from './data/records.ts';
import { seedShoebox, type ShoeboxEntry } from './data/users.ts';

/** Per-user shoeboxes, created with seeded contents on a user's first call and kept until reset. */
export class Shoeboxes {
  private readonly boxes = new Map<string, ShoeboxEntry[]>();
  constructor(private readonly dataset: Dataset) {}

  reset(): void {
    this.boxes.clear();
  }

  of(user: string): ShoeboxEntry[] {
    let box = this.boxes.get(user);
    if (!box) {
      box = seedShoebox(this.dataset, user);
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
}

export function absolutePostImage(post: MockRecord, origin: string): MockRecord {
  const image = post.image as { url: string; width: number; height: number } | undefined;
  if (!image || !image.url.startsWith('/')) return post;
  return { ...post, image: { ...image, url: `${origin}${image.url}` } };
}
