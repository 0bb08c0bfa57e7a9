/** A client build in a temporary folder and Hangar's server over it on a free port, for the server's tests. */
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHangarApp, type AppOptions, type HangarApp } from './app.ts';
import { parseServerConfig } from './config.ts';
import { listen, type Listening } from './listen.ts';

export const TEMPLATE = `<!doctype html><html lang="en"><head><title>Hangar</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
export const ASSET = 'assets/app-abc123.js';

export async function clientBuild(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'hangar-client-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), TEMPLATE);
  await writeFile(join(dir, ASSET), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  await writeFile(join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

export const CONFIG_TEXT = JSON.stringify({
  apiBaseUrl: '/',
  accessToken: 'read-server',
  directory: { collections: [{ id: '1', name: 'Aviation Museum' }] },
});

export interface TestServer extends Listening {
  hangar: HangarApp;
  lines: string[];
}

export async function startTestServer(options: Partial<AppOptions> = {}): Promise<TestServer> {
  const lines: string[] = [];
  const config = parseServerConfig(CONFIG_TEXT, 'test');
  const hangar = createHangarApp({
    clientDir: options.clientDir ?? (await clientBuild()),
    configFor: () => config,
    log: (line) => lines.push(line),
    ...options,
  });
  return { ...(await listen(hangar, 0, '127.0.0.1')), hangar, lines };
}
