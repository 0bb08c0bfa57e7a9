/**
 * The Host header over node:http: the mock builds its image URLs and config.json from it, so a
 * value that is not a host[:port] is refused with the error envelope rather than written into an
 * answer.
 */
import { request as httpRequest } from 'node:http';
import { startServer } from './server.ts';

let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  server = await startServer({ port: 0 });
});
afterAll(() => server.close());

/** A GET with this Host header, whatever it holds (fetch would not send some of them). */
function getWithHost(target: string, host: string): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: hostname, port, path: target, headers: { Host: host } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: incoming.headers }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const OBJECTS = '/rest/?method=museum.collection.collections.getObjects&collection_id=1729795001&per_page=2&access_token=read-tests';

describe('the Host header', () => {
  it('refuses one that is not a host[:port] with the error envelope, never echoing it', async () => {
    for (const host of ['a"b', 'x<script>', 'a\\b', 'a b', 'localhost:99999', '[::1', 'a/b', `${'a'.repeat(300)}.test`]) {
      for (const target of [OBJECTS, '/config.json', '/media/10/n.jpg']) {
        const answer = await getWithHost(target, host);
        expect(answer.status, `${host} ${target}`).toBe(400);
        const body = JSON.parse(answer.body) as { stat: string; error: { code: number; message: string } };
        expect(body).toEqual({ stat: 'error', error: { code: 450, message: expect.stringMatching(/Host/) } });
        expect(answer.headers['x-api-error-code']).toBe('450');
        expect(answer.body).not.toContain(host);
      }
    }
  });

  it('builds addresses from one that is, with or without a port', async () => {
    for (const host of ['museum.example:8080', 'museum.example', '127.0.0.1:4010', '[::1]:4010', 'my_box.local']) {
      const config = JSON.parse((await getWithHost('/config.json', host)).body) as { apiBaseUrl: string };
      expect(config.apiBaseUrl).toBe(`http://${host}`);
      const page = await getWithHost(OBJECTS, host);
      expect(page.status).toBe(200);
      expect(page.body).toContain(`"url_template":"http://${host}/media/`);
    }
  });
});
