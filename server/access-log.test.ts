/**
 * The access log's lines as an operator reads them: a path of any length, decodable or not, with
 * or without a query, is logged in at most 512 characters.
 */
import express from 'express';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accessLog, loggablePath } from './access-log.ts';

const UNDECODABLE = `/${'%zz'.repeat(5_000)}`;

describe('loggablePath', () => {
  it('cuts a long path to 512 characters, marked as cut, with and without a query', () => {
    for (const target of [UNDECODABLE, `${UNDECODABLE}?page=2`, `/objects/${'9'.repeat(20_000)}`]) {
      const { path } = loggablePath(target);
      expect(path.length, target.slice(0, 40)).toBeLessThanOrEqual(512);
      expect(path.endsWith('…')).toBe(true);
      expect(path.startsWith(target.slice(0, 500))).toBe(true);
    }
    expect(loggablePath(`${UNDECODABLE}?page=2&lang=es`).query).toEqual(['page', 'lang']);
  });

  it('leaves a path of 512 characters or fewer as it is', () => {
    const exact = `/${'a'.repeat(511)}`;
    expect(loggablePath(exact).path).toBe(exact);
    expect(loggablePath(`${exact}?q=1`)).toEqual({ path: exact, query: ['q'] });
  });
});

describe('accessLog', () => {
  it('writes one short line for a 15 KB address that cannot be decoded', async () => {
    const lines: string[] = [];
    const app = express();
    app.use(accessLog((line) => lines.push(line)));
    app.use((_request, response) => void response.status(404).send('Not found'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path: UNDECODABLE }, (incoming) => {
          incoming.resume();
          incoming.on('end', resolve);
        })
          .on('error', reject)
          .end();
      });
      await vi.waitFor(() => expect(lines).toHaveLength(1));
      const entry = JSON.parse(lines[0]!) as { path: string; status: number };
      expect(entry.status).toBe(404);
      expect(entry.path.length).toBeLessThanOrEqual(512);
      expect(lines[0]!.length).toBeLessThan(1_000);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
