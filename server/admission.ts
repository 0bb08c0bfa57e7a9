/**
 * Admission: work whose cost a visitor controls (rendering a page the cache does not hold, a
 * search) runs a few at a time; what cannot start soon is refused at once with 503 and Retry-After
 * rather than queued without bound (docs/decisions/0048). Without it, 50 connections of uncached
 * pages each took a slice of the one request loop in turn, so every answer, /healthz's included,
 * waited for all of them.
 */

/** More work arrives than can be done: said at once, with when to come back. */
export class Overloaded extends Error {
  override name = 'Overloaded';
  constructor(
    readonly reason: 'queue-full' | 'waited-too-long',
    readonly retryAfterS = 1,
  ) {
    super(reason === 'queue-full' ? 'Too much is waiting: try again in a moment.' : 'The request waited too long for its turn.');
  }
}

export interface AdmissionOptions {
  /** How many run at once. */
  concurrency: number;
  /** How many may wait for a turn. */
  queueLimit: number;
  /** One that has waited this long is refused rather than started (its visitor has waited enough). */
  maxWaitMs: number;
}

export interface AdmissionStats {
  running: number;
  queued: number;
  shed: { queueFull: number; waitedTooLong: number };
}

interface Waiting {
  start(): void;
  refuse(error: Overloaded): void;
}

export class Admission {
  private running = 0;
  private readonly waiting: Waiting[] = [];
  private readonly shed = { queueFull: 0, waitedTooLong: 0 };

  constructor(private readonly options: AdmissionOptions) {}

  /** Runs `work` when a turn comes, or rejects with Overloaded. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) await this.turn();
    else this.running += 1;
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private turn(): Promise<void> {
    if (this.waiting.length >= this.options.queueLimit) {
      this.shed.queueFull += 1;
      return Promise.reject(new Overloaded('queue-full'));
    }
    return new Promise<void>((start, refuse) => {
      const waiting: Waiting = {
        start: () => {
          clearTimeout(timer);
          start();
        },
        refuse,
      };
      // Refused when its time is up even if nothing finishes meanwhile: the visitor hears at once.
      const timer = setTimeout(() => {
        const index = this.waiting.indexOf(waiting);
        if (index === -1) return;
        this.waiting.splice(index, 1);
        this.shed.waitedTooLong += 1;
        refuse(new Overloaded('waited-too-long'));
      }, this.options.maxWaitMs);
      this.waiting.push(waiting);
    });
  }

  /** The turn passes to the oldest waiting; the running count is handed over, not dropped. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next.start();
    else this.running -= 1;
  }

  stats(): AdmissionStats {
    return { running: this.running, queued: this.waiting.length, shed: { ...this.shed } };
  }
}
