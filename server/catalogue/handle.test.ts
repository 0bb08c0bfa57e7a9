import { describe, expect, it } from 'vitest';
import type { CatalogueEngine } from './engine.ts';
import { openCatalogue, RETRY_REFUSED_MS } from './handle.ts';
import { scriptedReader } from './scripted-engine.ts';

describe('a generation that cannot be opened', () => {
  it('is tried and logged once, not at every look, until a while has passed or another replaces it', async () => {
    let version = 'v1';
    let opens = 0;
    const engine: CatalogueEngine = {
      target: 'scripted',
      exists: async () => true,
      version: async () => version,
      open: async () => {
        opens += 1;
        if (version === 'v2') throw new Error('v2 failed its integrity check');
        return scriptedReader();
      },
      createGeneration: () => Promise.reject(new Error('read-only')),
      close: async () => undefined,
    };
    let time = 0;
    const lines: string[] = [];
    const handle = await openCatalogue(engine, { checkEveryMs: 0, now: () => time, log: (line) => lines.push(line) });
    const refusals = () => lines.filter((line) => line.includes('catalogue-unreadable')).length;
    try {
      expect(opens).toBe(1);
      version = 'v2';
      for (let look = 0; look < 5; look += 1) {
        time += 1_000;
        expect(await handle.current()).not.toBeNull();
      }
      expect(opens).toBe(2);
      expect(refusals()).toBe(1);
      time += RETRY_REFUSED_MS;
      await handle.current();
      expect(opens).toBe(3);
      version = 'v3';
      time += 1_000;
      await handle.current();
      expect(opens).toBe(4);
      expect(refusals()).toBe(2);
    } finally {
      await handle.close();
    }
  });
});
