/**
 * Users are made up on first use from their token's name (docs/design.md section 4):
 * each gets a seeded shoebox, so every test can have its own user. Also the
 * tokens config.json offers for anonymous browsing and the sign-in page.
 */
import type { Dataset } from './generate.ts';
import { hashString, intBetween, randomFor } from './random.ts';

export const READ_TOKEN = 'read-visitor';
export const DEMO_USERS = [
  { token: 'demo-ada', name: 'Ada' },
  { token: 'demo-grace', name: 'Grace' },
];

export interface ShoeboxEntry {
  id: bigint;
  itemId: bigint;
  /** 1 object, 2 social post, 3 flight. */
  typeId: 1 | 2 | 3;
  status: number;
  created: number;
  lastmodified: number;
  /** For flights: the date whose schedule holds the flight. */
  flightDate?: string;
}

/** 25-30 saved things, newest first, the same for a user name on every run. */
export function seedShoebox(dataset: Dataset, user: string): ShoeboxEntry[] {
  const random = randomFor(dataset.seed, 'shoebox', user);
  const count = intBetween(random, 25, 30);
  const base = 1_729_870_000_000_000n + BigInt(hashString(user)) * 100n;
  const museum = dataset.collections[0]!;
  const posts = dataset.posts.get('sfomuseum') ?? [];
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
      const flights = dataset.flightsFor(date);
      const flight = flights[intBetween(random, 0, flights.length - 1)]!;
      entry = { ...common, typeId: 3, itemId: flight['wof:id'] as bigint, flightDate: date };
    }
    if (entries.some((saved) => saved.typeId === entry.typeId && saved.itemId === entry.itemId)) continue;
    entries.push(entry);
    index += 1;
  }
  return entries.sort((a, b) => b.created - a.created);
}
