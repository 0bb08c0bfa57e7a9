/**
 * A search's time budget. Work whose cost a visitor controls checks it at its loops' natural
 * stopping points, so an over-long search ends with a clear answer (503 and Retry-After) instead of
 * holding its thread: the engine's own calls (an index lookup) cannot be interrupted, but every loop
 * of ours over matches, facets and the vocabulary can.
 */
export class BudgetExceeded extends Error {
  override name = 'BudgetExceeded';
  constructor(readonly budgetMs: number) {
    super(`The search took longer than its budget of ${budgetMs} ms.`);
  }
}

export interface Budget {
  /** Throws BudgetExceeded once the budget is spent. */
  check(): void;
}

/** No limit: tests, the harvest, the sitemap. */
export const UNLIMITED: Budget = { check: () => undefined };

export function budgetOf(ms: number, now: () => number = () => performance.now()): Budget {
  const deadline = now() + ms;
  return {
    check() {
      if (now() > deadline) throw new BudgetExceeded(ms);
    },
  };
}

/** How many iterations of a tight loop run between two looks at the clock (a look costs about 50 ns). */
export const CHECK_EVERY = 16_384;
