import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../mock/config.ts';
import { createMock } from '../../mock/handle.ts';
import { startServer } from '../../mock/server.ts';
import { startCatalogue } from './serve.ts';
import { BASE_SEARCH, tempTarget } from './test-fixtures.ts';

describe('npm run serve --harvest-every', () => {
  it('harvests at start when there is no catalogue yet, and serves it once written, without a restart', async () => {
    const service = await startServer({ seed: 5 });
    const configPath = tempTarget('config.json');
    writeFileSync(configPath, JSON.stringify(buildConfig(createMock({ seed: 5 }).dataset, service.url)));
    const lines: string[] = [];
    const { handle } = await startCatalogue({ target: tempTarget(), configPath, harvestEveryHours: 24, log: (line) => lines.push(line) });
    try {
      // Nothing to serve at first: the server runs without search until the harvest is done.
      expect(await handle.current()).toBeNull();
      let reader = null;
      for (let waited = 0; !reader && waited < 30_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        reader = await handle.current();
      }
      expect(reader?.size).toBeGreaterThan(3_000);
      // A word one letter short finds the stewardess objects, first page as the whole word's.
      const typed = await reader!.search({ ...BASE_SEARCH, q: 'stewardes' });
      expect(typed.results[0]!.name.toLowerCase()).toContain('stewardess');
      expect(typed.results.map((hit) => hit.id)).toEqual(
        (await reader!.search({ ...BASE_SEARCH, q: 'stewardess' })).results.map((hit) => hit.id),
      );
      expect(lines.map((line) => JSON.parse(line) as { event: string })).toContainEqual(
        expect.objectContaining({ event: 'catalogue-harvested', written: true }),
      );
      // Written on a thread of its own, never on the loop that answers visitors.
      const harvested = lines
        .map((line) => JSON.parse(line) as { event: string; thread?: number })
        .find((line) => line.event === 'catalogue-harvested');
      expect(harvested?.thread).toBeGreaterThan(0);
    } finally {
      await handle.close();
      await service.close();
    }
  }, 60_000);

  it('says in a log line that the catalogue is missing when it is not told to harvest', async () => {
    const lines: string[] = [];
    const { handle } = await startCatalogue({
      target: tempTarget(),
      configPath: '/nonexistent.json',
      harvestEveryHours: undefined,
      log: (line) => lines.push(line),
    });
    try {
      expect(await handle.current()).toBeNull();
      expect(lines.map((line) => (JSON.parse(line) as { event: string }).event)).toEqual(['catalogue-missing']);
    } finally {
      await handle.close();
    }
  });
});
