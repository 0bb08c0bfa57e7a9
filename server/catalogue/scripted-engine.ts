/**
 * A catalogue engine for tests whose searches cost what the query says, on the thread that runs
 * them: `spin 300` works 300 ms checking its budget, `hang 300` works 300 ms without looking at it
 * (an engine call nothing can interrupt); anything else answers at once. The search pool's tests
 * (search-pool.test.ts) open it in their threads through SearchPoolOptions.engineModule.
 */
import type { Budget } from './budget.ts';
import type { CatalogueEngine, CatalogueReader, OpenOptions, SearchAnswer, SearchParams } from './engine.ts';

function work(ms: number, budget: Budget | undefined): void {
  const until = performance.now() + ms;
  while (performance.now() < until) budget?.check();
}

export function scriptedAnswer(q: string): SearchAnswer {
  return {
    q,
    results: [],
    total: 0,
    page: 1,
    pages: 1,
    per_page: 20,
    facets: { kind: [], collection: [], category: [], decade: [], images: [] },
    suggestions: [],
    corrected: null,
    harvested_at: 'scripted',
  };
}

export function scriptedReader(): CatalogueReader {
  return {
    harvestedAt: 'scripted',
    size: 1,
    async search(params: SearchParams, budget?: Budget) {
      const [verb, amount] = params.q.trim().split(' ');
      if (verb === 'spin') work(Number(amount), budget);
      if (verb === 'hang') work(Number(amount), undefined);
      return scriptedAnswer(params.q.trim());
    },
    async suggest() {
      return [];
    },
    async getObject(id: string) {
      return id === '1' ? { record: { 'wof:id': '1', 'wof:name': 'The one object' }, context: null } : null;
    },
    async listForSitemap() {
      return [];
    },
    close() {},
  };
}

export async function engineFor(target: string): Promise<CatalogueEngine> {
  return {
    target,
    exists: async () => true,
    open: async (options?: OpenOptions) => {
      const verify = options?.verify ?? true;
      if (target === 'refuse' || (target === 'refuse-verified' && verify))
        throw new Error('scripted: this catalogue failed its integrity check');
      if (target === 'refuse-unverified' && !verify) throw new Error('scripted: opened without its check');
      return scriptedReader();
    },
    version: async () => 'scripted-1',
    createGeneration: () => Promise.reject(new Error('scripted engines are read-only')),
    close: async () => undefined,
  };
}
