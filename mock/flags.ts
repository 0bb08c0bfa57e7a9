/** The mock's flags (docs/design.md section 4), shared by its own command line (cli.ts) and `npm start` (server/demo.ts). */
import type { Scale } from './data/collections.ts';
import type { MockOptions } from './handle.ts';

const SCALES: readonly Scale[] = ['demo', 'large', 'huge'];

export function number(name: string, raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    console.error(`--${name} must be a number from ${min} to ${max} (got "${raw}")`);
    process.exit(2);
  }
  return value;
}

/** The mock's own flags, which `npm start` (server/demo.ts) takes too. */
export const MOCK_FLAGS = {
  seed: { type: 'string' },
  scale: { type: 'string' },
  latency: { type: 'string' },
  'fail-rate': { type: 'string' },
  'cursor-ttl': { type: 'string' },
  'cursor-threshold': { type: 'string' },
  control: { type: 'boolean' },
} as const;

type FlagValues = { [name in keyof typeof MOCK_FLAGS]?: (typeof MOCK_FLAGS)[name]['type'] extends 'boolean' ? boolean : string };

/** MockOptions from the flags' values; a bad value ends the process with a message naming the flag. */
export function mockOptionsFrom(values: FlagValues): MockOptions {
  if (values.scale !== undefined && !SCALES.includes(values.scale as Scale)) {
    console.error(`--scale must be ${SCALES.slice(0, -1).join(', ')} or ${SCALES.at(-1)!}`);
    process.exit(2);
  }
  return {
    seed: number('seed', values.seed, 0, 2 ** 32 - 1),
    scale: values.scale as Scale | undefined,
    latencyMs: number('latency', values.latency, 0, 60_000),
    failRate: number('fail-rate', values['fail-rate'], 0, 1),
    cursorTtlSeconds: number('cursor-ttl', values['cursor-ttl'], 0, 86_400),
    cursorThreshold: number('cursor-threshold', values['cursor-threshold'], 0, 10_000_000),
    control: values.control ?? false,
  };
}
