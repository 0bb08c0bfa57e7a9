/** The processes benches start beside them: a server is ready once it answers. */
import type { ChildProcess } from 'node:child_process';

export async function started(child: ChildProcess, url: string, timeoutS: number): Promise<void> {
  const until = performance.now() + timeoutS * 1000;
  while (performance.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process ended (${child.exitCode})`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutS} s`);
}
