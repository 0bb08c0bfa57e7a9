/**
 * `npm test`: every check, in the order `a && b && …` ran them and stopping at the first that
 * fails, then the wall time of each phase, so a slower suite shows where it got slower (#48).
 *
 * The app is built once. The budget phase (`npm run test:budget`, bench/bundle.ts) builds the
 * client into dist/client to weigh it, with vite.config.ts and a plugin that only reads the
 * output, so the build phase adds the server half alone (`vite build --ssr`, the second half of
 * `npm run build`); the e2e servers and the cross-browser journeys then use that build
 * (`--no-build`) instead of building again. Run alone, `npm run test:e2e` and
 * `npm run test:browsers` still build for themselves.
 */
import { spawn } from 'node:child_process';
import { delimiter, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

interface Phase {
  name: string;
  /** Run one after another; the phase fails at the first that fails. */
  commands: string[][];
}

const PHASES: Phase[] = [
  { name: 'format', commands: [['npm', 'run', '--silent', 'format:check']] },
  { name: 'typecheck', commands: [['npm', 'run', '--silent', 'typecheck']] },
  { name: 'lint', commands: [['npm', 'run', '--silent', 'lint']] },
  { name: 'unit', commands: [['npm', 'run', '--silent', 'test:unit']] },
  // Builds dist/client (the same build as `vite build`) and weighs it.
  { name: 'budget', commands: [['npm', 'run', '--silent', 'test:budget']] },
  { name: 'build', commands: [['vite', 'build', '--ssr']] },
  { name: 'e2e', commands: [['playwright', 'test']] },
  { name: 'browsers', commands: [['tsx', 'e2e/browsers/run.ts', '--no-build']] },
];

// node_modules/.bin first, as npm puts it for a script, so `vite`, `playwright` and `tsx` are the project's.
const env = { ...process.env, PATH: [join(ROOT, 'node_modules', '.bin'), process.env.PATH ?? ''].join(delimiter) };
let running: ReturnType<typeof spawn> | undefined;
// A stop asked of `npm test` (CI's timeout, Ctrl-C) reaches the phase running, which stops its servers itself.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    running?.kill(signal);
    printTimes();
    process.exit(130);
  });
}

function run([command, ...args]: string[]): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command!, args, { cwd: ROOT, env, stdio: 'inherit' });
    running = child;
    child.once('error', (error) => {
      console.error(`${command}: ${error.message}`);
      done(1);
    });
    child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const times: { name: string; seconds?: number; outcome: 'passed' | 'failed' | 'not run' }[] = PHASES.map((phase) => ({
  name: phase.name,
  outcome: 'not run',
}));
const started = Date.now();

function printTimes() {
  const width = Math.max(...PHASES.map((phase) => phase.name.length));
  console.log('\nnpm test, wall time per phase:');
  for (const time of times) {
    const seconds = time.seconds === undefined ? '' : `${time.seconds.toFixed(1).padStart(7)} s`;
    console.log(`  ${time.name.padEnd(width)} ${seconds.padEnd(9)}  ${time.outcome}`);
  }
  console.log(`  ${'total'.padEnd(width)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
}

let status = 0;
for (const [index, phase] of PHASES.entries()) {
  const phaseStarted = Date.now();
  console.log(`\n> ${phase.name}: ${phase.commands.map((command) => command.join(' ')).join(' && ')}`);
  for (const command of phase.commands) {
    status = await run(command);
    if (status !== 0) break;
  }
  times[index] = { name: phase.name, seconds: (Date.now() - phaseStarted) / 1000, outcome: status === 0 ? 'passed' : 'failed' };
  if (status !== 0) break;
}
running = undefined;
printTimes();
process.exit(status);
