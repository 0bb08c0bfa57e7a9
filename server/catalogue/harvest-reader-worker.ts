/**
 * A harvest's reading on a thread of its own (harvest.ts starts it when it reads over the
 * network): decoding, parsing and spooling the pages runs beside the writer instead of taking
 * turns with it, so a million objects are read and written in about the time the writing takes.
 * Events go to the harvest as they happen; the last message says how the reading ended.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readLists, type ReaderMessage, type ReadingOptions } from './harvest-reading.ts';

const options = workerData as Omit<ReadingOptions, 'fetch' | 'signal'>;
const port = parentPort!;
const stop = new AbortController();
// The harvest stops the reading when its writing failed: pages in flight are cancelled.
port.on('message', (message: { type: 'stop' }) => {
  if (message.type === 'stop') stop.abort(new Error('The harvest stopped reading.'));
});
const post = (message: ReaderMessage) => port.postMessage(message);

try {
  await readLists({ ...options, signal: stop.signal }, post);
  post({ type: 'read' });
} catch (error) {
  const cause = (error as { cause?: unknown }).cause;
  const list = typeof (error as { list?: unknown }).list === 'string' ? (error as { list: string }).list : null;
  const reason = list !== null && cause instanceof Error ? cause : (error as Error);
  post({ type: 'failed', list, message: reason?.message ?? String(error), name: reason?.name ?? 'Error' });
} finally {
  port.close();
}
