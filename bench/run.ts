/**
 * `npm run bench`: every benchmark in one run, printing figures. Exits
 * non-zero when a stated goal is missed. Pass names to run a subset:
 * `npm run bench -- bundle scroll cold-links lighthouse profile boot-order mock server catalogue hostile relevance`; `catalogue-postgres`
 * (two instances on one PostgreSQL database) runs only when named. `--scale huge` adds the
 * catalogue at a million objects beside the large demo (`npm run bench -- catalogue --scale huge`).
 * The browser and server benches listen on BENCH_PORT_BASE and up (default 4790, bench/ports.ts).
 */
import { parseArgs } from 'node:util';
import { benchBundle, RATIO_GOAL } from './bundle.ts';
import { benchScroll } from './scroll.ts';

const { values: flags, positionals } = parseArgs({ options: { scale: { type: 'string' } }, allowPositionals: true });
if (flags.scale !== undefined && flags.scale !== 'large' && flags.scale !== 'huge') {
  console.error(`--scale must be large (the default) or huge, not "${flags.scale}"`);
  process.exit(2);
}
const scale = flags.scale;
const selected = new Set(positionals);
const wants = (name: string) => selected.size === 0 || selected.has(name);
const missed: string[] = [];

if (wants('bundle')) {
  const { homeRatio } = await benchBundle();
  if (homeRatio > RATIO_GOAL) missed.push(`home route initial JS ratio ${homeRatio.toFixed(3)} > ${RATIO_GOAL.toFixed(2)}`);
}
if (wants('scroll')) {
  await benchScroll();
}
if (wants('cold-links')) {
  const { benchColdLinks } = await import('./cold-links.ts');
  const figures = await benchColdLinks();
  for (const figure of figures.filter((entry) => !entry.kind.startsWith('bare') && entry.requests > 2)) {
    missed.push(`cold link (${figure.kind}) took ${figure.requests} requests > 2`);
  }
}
if (wants('lighthouse')) {
  const { benchLighthouse } = await import('./lighthouse.ts');
  missed.push(...(await benchLighthouse()).missed);
}
if (wants('profile')) {
  const { benchProfile, LIST_LONG_TASK_GOAL } = await import('./profile.ts');
  for (const profile of await benchProfile()) {
    if (profile.list && profile.longTasks > LIST_LONG_TASK_GOAL)
      missed.push(`${profile.longTasks.toFixed(1)} long tasks during the load of ${profile.page} > ${LIST_LONG_TASK_GOAL} (4x CPU)`);
  }
}
if (wants('boot-order')) {
  const { benchBootOrder } = await import('./boot-order.ts');
  missed.push(...(await benchBootOrder()).missed);
}
if (wants('mock')) {
  const { benchMock } = await import('./mock.ts');
  const { ratio, loadErrors, fuzzCrashes } = await benchMock();
  if (ratio < 0.5) missed.push(`mock throughput ratio ${ratio.toFixed(2)} < 0.5`);
  if (loadErrors > 0) missed.push(`${loadErrors} errors under load`);
  if (fuzzCrashes > 0) missed.push(`${fuzzCrashes} fuzz failures`);
}
if (wants('server')) {
  const { benchServer } = await import('./server.ts');
  missed.push(...(await benchServer()).missed);
}
if (wants('catalogue')) {
  const { benchCatalogue } = await import('./catalogue.ts');
  missed.push(...(await benchCatalogue(scale ? { scale } : {})).missed);
}
if (wants('hostile')) {
  const { benchHostile } = await import('./hostile.ts');
  missed.push(...(await benchHostile()).missed);
}
if (wants('relevance')) {
  const { benchRelevance } = await import('./relevance.ts');
  missed.push(...(await benchRelevance()).missed);
}
// Needs a PostgreSQL (HANGAR_BENCH_POSTGRES_URL): only when named.
if (selected.has('catalogue-postgres')) {
  const { benchCataloguePostgres } = await import('./catalogue-postgres.ts');
  missed.push(...(await benchCataloguePostgres(scale ? { scale } : {})).missed);
}

if (missed.length > 0) {
  console.log(`\nGoals missed:\n  ${missed.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('\nAll benchmark goals met.');
}
