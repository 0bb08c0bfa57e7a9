import type { Dataset } from './data/generate.ts';
import { DEMO_USERS, READ_TOKEN } from './data/users.ts';

/** config.json (docs/design.md section 3), generated from the data so the home page always matches it. */

export function buildConfig(dataset: Dataset, origin: string): Record<string, unknown> {
  const entries = <T extends { record: Record<string, unknown> }>(nodes: Iterable<T>) =>
    [...nodes].map((node) => ({ id: String(node.record['wof:id']), name: String(node.record['wof:name']) }));
  return {
    apiBaseUrl: origin,
    accessToken: READ_TOKEN,
    directory: {
      collections: dataset.collections.map((collection) => ({ id: String(collection.id), name: collection.name })),
      terminals: entries(dataset.terminals.values()),
      buildings: entries(dataset.buildings.values()),
      boardingAreas: entries(dataset.boardingAreas.values()).sort((a, b) => a.name.localeCompare(b.name)),
    },
    hashtags: dataset.hashtags,
    kiosk: { enabled: false, idleSeconds: 90, warningSeconds: 15 },
    demoUsers: DEMO_USERS,
  };
}
