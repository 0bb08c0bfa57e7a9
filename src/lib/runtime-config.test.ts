import { ConfigError, loadRuntimeConfig, parseRuntimeConfig } from './runtime-config.ts';

const PAGE = 'https://hangar.example/app/';

const goodConfig = {
  apiBaseUrl: 'https://api.example/',
  accessToken: 'read-visitor',
  directory: {
    collections: [{ id: '9007199254740993', name: 'Aviation Archive' }],
    terminals: [{ id: '1', name: 'Terminal 2' }],
    buildings: [],
    boardingAreas: [{ id: '7', name: 'Boarding Area A' }],
  },
  hashtags: ['#sfomuseum', 'aviation'],
  kiosk: { enabled: true, idleSeconds: 30 },
  demoUsers: [{ token: 'demo-ada', name: 'Ada' }],
};

function fakeFetch(status: number, body: string): typeof fetch {
  return async () => new Response(body, { status });
}

describe('parseRuntimeConfig', () => {
  it('accepts a complete config, keeping int64 ids exact and normalising tags', () => {
    const config = parseRuntimeConfig(goodConfig, PAGE);
    expect(config.apiBaseUrl).toBe('https://api.example');
    expect(config.directory.collections[0]).toEqual({ id: '9007199254740993', name: 'Aviation Archive' });
    expect(config.hashtags).toEqual(['sfomuseum', 'aviation']);
    expect(config.kiosk).toEqual({ enabled: true, idleSeconds: 30, warningSeconds: 15 });
    expect(config.demoUsers).toHaveLength(1);
  });

  it('resolves a relative apiBaseUrl against the page', () => {
    expect(parseRuntimeConfig({ ...goodConfig, apiBaseUrl: '/museum' }, PAGE).apiBaseUrl).toBe('https://hangar.example/museum');
  });

  it('fills optional sections with defaults', () => {
    const config = parseRuntimeConfig({ apiBaseUrl: 'https://api.example', directory: {} }, PAGE);
    expect(config.accessToken).toBeUndefined();
    expect(config.directory.terminals).toEqual([]);
    expect(config.kiosk).toEqual({ enabled: false, idleSeconds: 90, warningSeconds: 15 });
  });

  it.each([
    [{ ...goodConfig, apiBaseUrl: undefined }, /apiBaseUrl/],
    [{ ...goodConfig, apiBaseUrl: 'ftp://x' }, /http or https/],
    [{ ...goodConfig, directory: undefined }, /directory/],
    // A numeric id (here one that JSON.parse has already rounded) is refused.
    [{ ...goodConfig, directory: { collections: [{ id: 2 ** 53 + 2, name: 'X' }] } }, /collections\[0\]\.id/],
    [{ ...goodConfig, directory: { terminals: [{ id: '1', name: '' }] } }, /terminals\[0\]\.name/],
    [{ ...goodConfig, hashtags: 'sfo' }, /hashtags/],
    [{ ...goodConfig, kiosk: { idleSeconds: -1 } }, /idleSeconds/],
    [[], /not a JSON object/],
    // The first problem is the one named: apiBaseUrl is checked before the rest.
    [{ apiBaseUrl: 12 }, /"apiBaseUrl" must be the service root URL/],
    [{ ...goodConfig, demoUsers: [{ token: 'x' }] }, /demoUsers\[0\]/],
    [{ ...goodConfig, hashtags: ['sfo', 7] }, /hashtags/],
  ])('rejects an invalid config and names the field (%#)', (raw, message) => {
    expect(() => parseRuntimeConfig(raw, PAGE)).toThrow(message);
  });
});

describe('loadRuntimeConfig', () => {
  it('loads a good file', async () => {
    const config = await loadRuntimeConfig('https://hangar.example/config.json', fakeFetch(200, JSON.stringify(goodConfig)));
    expect(config.directory.boardingAreas[0]?.name).toBe('Boarding Area A');
  });

  it('reports a missing file with its status', async () => {
    await expect(loadRuntimeConfig('https://hangar.example/config.json', fakeFetch(404, 'Not found'))).rejects.toThrow(/HTTP 404/);
  });

  it('reports malformed JSON', async () => {
    await expect(loadRuntimeConfig('https://hangar.example/config.json', fakeFetch(200, '{"apiBaseUrl": '))).rejects.toThrow(
      new ConfigError('config.json is not valid JSON.'),
    );
  });

  it('reports a network failure', async () => {
    const failing: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(loadRuntimeConfig('https://hangar.example/config.json', failing)).rejects.toThrow(/network error/);
  });
});
