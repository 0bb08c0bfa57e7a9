import { startServer } from './server.ts';
import { READ, envelope, testMock } from './test-helpers.ts';

const GALLERIES = `method=museum.millsfield.terminals.getGalleries&terminal_id=1729810002&${READ}`;
const json = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

describe('fault control (--control)', () => {
  const { rest, call, post } = testMock({ control: true });
  beforeEach(() => call('/__mock/reset', { method: 'POST' }));

  it('fails the next N calls of a method as told, then recovers', async () => {
    const added = await call(
      '/__mock/faults',
      json({ method: 'museum.millsfield.terminals.getGalleries', count: 2, mode: 'error', code: 900 }),
    );
    expect(await added.json()).toEqual({ stat: 'ok' });
    for (let time = 0; time < 2; time += 1) {
      const failed = await rest(GALLERIES);
      expect(failed.status).toBe(400);
      expect(await envelope(failed)).toEqual({ code: 900, message: 'Injected failure for museum.millsfield.terminals.getGalleries' });
    }
    expect((await rest(GALLERIES)).status).toBe(200);
  });

  it.each([
    [{}, 512, 500, "Something we tried to do didn't work (our fault)"],
    [{ code: 901 }, 901, 500, 'Injected failure for museum.millsfield.terminals.getGalleries'],
    [{ code: 453 }, 453, 453, 'Missing parameter'],
    [{ code: 777 }, 777, 500, 'Unknown error'],
    [{ code: 400 }, 400, 400, 'Unknown error'],
    [{ code: 512, httpStatus: 503 }, 512, 503, "Something we tried to do didn't work (our fault)"],
  ])('an error rule %j answers %i with HTTP %i', async (rule, code, status, message) => {
    await call('/__mock/faults', json({ method: '*', ...rule }));
    const failed = await rest(GALLERIES);
    expect(failed.status).toBe(status);
    expect(await envelope(failed)).toEqual({ code, message });
  });

  it('faults only the calls of the rule’s token, leaving other users alone', async () => {
    await call('/__mock/faults', json({ method: '*', token: 'read-victim', count: 1 }));
    expect((await rest(GALLERIES)).status).toBe(200);
    expect((await rest(GALLERIES.replace(READ, 'access_token=read-victim'))).status).toBe(500);
    expect((await rest(GALLERIES.replace(READ, 'access_token=read-victim'))).status).toBe(200);
  });

  it('fails writes too (a failed removal is 901)', async () => {
    await call('/__mock/faults', json({ method: 'museum.you.shoebox.emptyShoebox', code: 901 }));
    expect((await envelope(await post('method=museum.you.shoebox.emptyShoebox&access_token=demo-f'))).code).toBe(901);
    expect(await (await post('method=museum.you.shoebox.emptyShoebox&access_token=demo-f')).json()).toEqual({ stat: 'ok' });
  });

  it('sends a malformed body: the rule’s, or a truncated page by default', async () => {
    await call(
      '/__mock/faults',
      json([
        { method: '*', mode: 'malformed' },
        { method: '*', mode: 'malformed', body: 'oops', httpStatus: 502 },
      ]),
    );
    const truncated = await rest(GALLERIES);
    expect(truncated.status).toBe(200);
    expect(truncated.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(await truncated.text()).toBe('{"stat":"ok","results":[{"wof:id":1');
    const custom = await rest(GALLERIES);
    expect(custom.status).toBe(502);
    expect(await custom.text()).toBe('oops');
  });

  it('drops the connection: Mock.handle rejects with a TypeError, as fetch does', async () => {
    await call('/__mock/faults', json({ method: '*', mode: 'drop' }));
    await expect(rest(GALLERIES)).rejects.toThrow(new TypeError('fetch failed'));
    expect((await rest(GALLERIES)).status).toBe(200);
  });

  it('stalls until the caller gives up, then answers 512', async () => {
    await call('/__mock/faults', json({ method: '*', mode: 'stall' }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const started = Date.now();
    const response = await rest(GALLERIES, { signal: controller.signal });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    expect((await envelope(response)).code).toBe(512);
  });

  it.each([
    ['not JSON', '{', 'Invalid parameter: body must be JSON'],
    ['not an object', '3', 'The body must be a JSON object.'],
    ['no method', '{"count":1}', '"method" must be a method name or "*".'],
    ['count 0', '{"method":"*","count":0}', '"count" must be a whole number from 1 to 10000.'],
    ['unknown mode', '{"method":"*","mode":"explode"}', '"mode" must be one of error, stall, malformed, drop.'],
    ['a bad rule in a list', '[{"method":"*"},{"method":""}]', '"method" must be a method name or "*".'],
  ])('refuses a faults body that is %s (454), adding none of it', async (_name, body, message) => {
    expect(await envelope(await call('/__mock/faults', { method: 'POST', body }))).toEqual({ code: 454, message });
    expect((await rest(GALLERIES)).status).toBe(200);
  });

  it('takes control calls by POST only', async () => {
    for (const path of ['/__mock/faults', '/__mock/reset'])
      expect(await envelope(await call(path))).toEqual({ code: 405, message: 'Method Not Allowed' });
  });

  it('Mock.reset clears every rule as well as the shoeboxes', async () => {
    const { mock, rest: read, call: control } = testMock({ control: true });
    await control('/__mock/faults', json({ method: '*', count: 5 }));
    mock.reset();
    expect((await read(GALLERIES)).status).toBe(200);
  });

  it('reset clears every rule', async () => {
    await call('/__mock/faults', json({ method: '*', count: 5 }));
    expect(await (await call('/__mock/reset', { method: 'POST' })).json()).toEqual({ stat: 'ok' });
    expect((await rest(GALLERIES)).status).toBe(200);
  });

  it('does not exist without --control', async () => {
    const plain = testMock();
    expect((await envelope(await plain.call('/__mock/faults', json({ method: '*' })))).code).toBe(450);
    expect((await envelope(await plain.call('/__mock/reset', { method: 'POST' }))).code).toBe(450);
  });
});

describe('--fail-rate', () => {
  async function outcomes(options: Parameters<typeof testMock>[0], calls = 200): Promise<Record<'ok' | 'error' | 'dropped', number>> {
    const { rest } = testMock(options);
    const seen = { ok: 0, error: 0, dropped: 0 };
    for (let index = 0; index < calls; index += 1) {
      try {
        const response = await rest(GALLERIES);
        if (response.status === 200) seen.ok += 1;
        else {
          expect(response.status).toBe(500);
          expect((await envelope(response)).code).toBe(512);
          seen.error += 1;
        }
      } catch (error) {
        expect(error).toBeInstanceOf(TypeError);
        seen.dropped += 1;
      }
    }
    return seen;
  }

  it('fails about the given share of reads, half as 512 and half as drops', async () => {
    const seen = await outcomes({ failRate: 0.5 });
    expect(seen.ok).toBeGreaterThan(70);
    expect(seen.ok).toBeLessThan(130);
    expect(seen.error).toBeGreaterThan(20);
    expect(seen.dropped).toBeGreaterThan(20);
  });

  it('fails nothing at rate 0 and every read at rate 1', async () => {
    expect(await outcomes({ failRate: 0 }, 50)).toEqual({ ok: 50, error: 0, dropped: 0 });
    expect((await outcomes({ failRate: 1 }, 50)).ok).toBe(0);
  });

  it('repeats the same failures for the same seed', async () => {
    const sequence = async () => {
      const { rest } = testMock({ failRate: 0.3, seed: 9 });
      const seen: string[] = [];
      for (let index = 0; index < 40; index += 1)
        seen.push(
          await rest(GALLERIES).then(
            (response) => String(response.status),
            () => 'dropped',
          ),
        );
      return seen;
    };
    expect(await sequence()).toEqual(await sequence());
  });

  it('draws once for whether a call fails and once for how (drop below one half)', async () => {
    const dice =
      (...rolls: number[]) =>
      () =>
        rolls.shift() ?? 0.99;
    expect((await testMock({ failRate: 0.5, failRandom: dice(0.5) }).rest(GALLERIES)).status).toBe(200);
    expect((await testMock({ failRate: 0.5, failRandom: dice(0.49, 0.5) }).rest(GALLERIES)).status).toBe(500);
    await expect(testMock({ failRate: 0.5, failRandom: dice(0.49, 0.49) }).rest(GALLERIES)).rejects.toBeInstanceOf(TypeError);
  });

  it('never fails a write', async () => {
    const { post } = testMock({ failRate: 1 });
    expect(await (await post('method=museum.you.shoebox.emptyShoebox&access_token=demo-w')).json()).toEqual({ stat: 'ok' });
  });
});

describe('--latency', () => {
  it('delays every API answer', async () => {
    const { rest } = testMock({ latencyMs: 40 });
    const started = Date.now();
    expect((await rest(GALLERIES)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
  });
});

describe('a dropped connection over node:http', () => {
  it('closes the socket with no answer, so fetch rejects', async () => {
    const server = await startServer({ port: 0, control: true });
    try {
      await fetch(`${server.url}/__mock/faults`, json({ method: '*', mode: 'drop' }));
      await expect(fetch(`${server.url}/rest/?${GALLERIES}`)).rejects.toThrow(TypeError);
      expect((await fetch(`${server.url}/rest/?${GALLERIES}`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
