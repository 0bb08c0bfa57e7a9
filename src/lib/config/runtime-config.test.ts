// @vitest-environment jsdom
import { ConfigError, loadRuntimeConfig, parseRuntimeConfig, readKioskFields } from './runtime-config.ts';

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
  it('reads "search": true (a catalogue is open), and leaves it out when absent or false', () => {
    expect(parseRuntimeConfig({ ...goodConfig, search: true }, PAGE).search).toBe(true);
    expect(parseRuntimeConfig(goodConfig, PAGE).search).toBeUndefined();
    expect(parseRuntimeConfig({ ...goodConfig, search: false }, PAGE).search).toBeUndefined();
  });

  it.each(['true', 1, null, {}])('refuses "search": %j, naming the field', (search) => {
    expect(() => parseRuntimeConfig({ ...goodConfig, search }, PAGE)).toThrow(
      new ConfigError('"search" must be true or false when present.'),
    );
  });

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

describe('ConfigError', () => {
  it('is a ConfigError by class and by name, as logs and error reports show it', () => {
    let caught: unknown;
    try {
      parseRuntimeConfig({ ...goodConfig, directory: 'none' }, PAGE);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as Error).name).toBe('ConfigError');
  });
});

describe('parseRuntimeConfig: the access token', () => {
  it('keeps the read token for anonymous visitors', () => {
    expect(parseRuntimeConfig(goodConfig, PAGE).accessToken).toBe('read-visitor');
  });

  it('treats an empty token as no token', () => {
    expect(parseRuntimeConfig({ ...goodConfig, accessToken: '' }, PAGE).accessToken).toBeUndefined();
  });

  it('refuses a token that is not a string', () => {
    expect(() => parseRuntimeConfig({ ...goodConfig, accessToken: 42 }, PAGE)).toThrow(
      new ConfigError('"accessToken" must be a string when present.'),
    );
  });
});

describe('parseRuntimeConfig: kiosk', () => {
  const kiosk = (value: unknown) => parseRuntimeConfig({ ...goodConfig, kiosk: value }, PAGE).kiosk;

  it('is off when enabled is false, on when it is true, off when it is absent', () => {
    expect(kiosk({ enabled: false }).enabled).toBe(false);
    expect(kiosk({ enabled: true }).enabled).toBe(true);
    expect(kiosk({}).enabled).toBe(false);
    expect(kiosk(undefined).enabled).toBe(false);
  });

  it('keeps its own idle and warning times and defaults each missing one (90 s and 15 s)', () => {
    expect(kiosk({ enabled: true, idleSeconds: 120, warningSeconds: 20 })).toEqual({ enabled: true, idleSeconds: 120, warningSeconds: 20 });
    expect(kiosk({ enabled: false, warningSeconds: 5 })).toEqual({ enabled: false, idleSeconds: 90, warningSeconds: 5 });
    expect(kiosk({ idleSeconds: 0.5, warningSeconds: null })).toEqual({ enabled: false, idleSeconds: 0.5, warningSeconds: 15 });
  });

  it.each([['true'], ['false'], [1], [0]])('refuses enabled: %j, which would silently leave the kiosk off', (enabled) => {
    expect(() => kiosk({ enabled })).toThrow(new ConfigError('"kiosk.enabled" must be true or false.'));
  });

  it.each([[0], [-5], ['90'], [Number.POSITIVE_INFINITY], [Number.NaN], [true]])('names idleSeconds when it is %j', (idleSeconds) => {
    expect(() => kiosk({ enabled: true, idleSeconds })).toThrow(
      new ConfigError('"kiosk.idleSeconds" must be a positive number of seconds.'),
    );
  });

  it.each([[0], [-1], ['15'], [Number.POSITIVE_INFINITY]])('names warningSeconds when it is %j', (warningSeconds) => {
    expect(() => kiosk({ enabled: true, warningSeconds })).toThrow(
      new ConfigError('"kiosk.warningSeconds" must be a positive number of seconds.'),
    );
  });

  it.each([[true], [[]], [null], ['on']])('refuses a kiosk section that is not an object: %j', (value) => {
    expect(() => kiosk(value)).toThrow(new ConfigError('"kiosk" must be an object.'));
  });
});

describe('kiosk exitPin, location and language', () => {
  const directory = parseRuntimeConfig(goodConfig, PAGE).directory;
  const kiosk = (value: Record<string, unknown>) => readKioskFields(value, directory);

  it('keeps a PIN of digits as a string, leading zeros and all; without one the kiosk has no exit', () => {
    expect(kiosk({ exitPin: '0042' }).exitPin).toBe('0042');
    expect(kiosk({ exitPin: '123456789012' }).exitPin).toBe('123456789012');
    expect(kiosk({})).not.toHaveProperty('exitPin');
  });

  it.each([[1234], ['12a4'], ['123'], ['1234567890123'], [''], [' 1234'], [null]])('names exitPin when it is %j', (exitPin) => {
    expect(() => kiosk({ exitPin })).toThrow(new ConfigError('"kiosk.exitPin" must be a string of 4 to 12 digits.'));
  });

  it('keeps a location that names a directory entry of its type', () => {
    expect(kiosk({ location: { type: 'boardingArea', id: '7' } }).location).toEqual({ type: 'boardingArea', id: '7' });
    expect(kiosk({ location: { type: 'terminal', id: '1' } }).location).toEqual({ type: 'terminal', id: '1' });
    expect(kiosk({})).not.toHaveProperty('location');
  });

  it.each([['gate'], ['boarding-area'], [undefined]])('names location.type when it is %j', (type) => {
    expect(() => kiosk({ location: { type, id: '7' } })).toThrow(
      new ConfigError('"kiosk.location.type" must be "terminal", "boardingArea" or "building".'),
    );
  });

  it.each([[7], ['A'], ['12345678901234567890'], [undefined]])('names location.id when it is %j', (id) => {
    expect(() => kiosk({ location: { type: 'boardingArea', id } })).toThrow(
      new ConfigError(
        '"kiosk.location.id" must be a string of digits, a positive int64 (ids are strings: a JSON number above 2^53 has lost digits).',
      ),
    );
  });

  it('names a location id that its directory list does not hold (a typo, or the wrong type)', () => {
    expect(() => kiosk({ location: { type: 'boardingArea', id: '8' } })).toThrow(
      new ConfigError('"kiosk.location.id" must be the id of an entry of directory.boardingAreas.'),
    );
    // Terminal 1 exists, but not as a building.
    expect(() => kiosk({ location: { type: 'building', id: '1' } })).toThrow(
      new ConfigError('"kiosk.location.id" must be the id of an entry of directory.buildings.'),
    );
  });

  it.each([['boarding area A'], [['boardingArea', '7']], [null]])('names a location that is not an object: %j', (location) => {
    expect(() => kiosk({ location })).toThrow(new ConfigError('"kiosk.location" must be an object with a type and an id.'));
  });

  it.each(['en', 'es', 'zh'])('keeps the language %s (applied by the languages work, not yet)', (language) => {
    expect(kiosk({ language }).language).toBe(language);
  });

  it.each([['fr'], ['EN'], ['en-US'], [1]])('names language when it is %j', (language) => {
    expect(() => kiosk({ language })).toThrow(new ConfigError('"kiosk.language" must be "en", "es" or "zh".'));
  });
});

describe('loadRuntimeConfig: the kiosk fields', () => {
  const load = (kiosk: unknown) =>
    loadRuntimeConfig('https://hangar.example/config.json', fakeFetch(200, JSON.stringify({ ...goodConfig, kiosk })));

  it('keeps valid kiosk fields beside the rest of the kiosk section', async () => {
    const config = await load({ enabled: true, exitPin: '2468', location: { type: 'boardingArea', id: '7' }, language: 'es' });
    expect(config.kiosk).toEqual({
      enabled: true,
      idleSeconds: 90,
      warningSeconds: 15,
      exitPin: '2468',
      location: { type: 'boardingArea', id: '7' },
      language: 'es',
    });
  });

  it('stops the boot on an invalid one, naming it, as for every other field', async () => {
    await expect(load({ enabled: true, exitPin: 2468 })).rejects.toThrow(
      new ConfigError('"kiosk.exitPin" must be a string of 4 to 12 digits.'),
    );
    await expect(load({ location: { type: 'gate', id: '7' } })).rejects.toThrow(/"kiosk\.location\.type"/);
    await expect(load({ language: 'fr' })).rejects.toThrow(/"kiosk\.language"/);
  });

  it('has no exit PIN, location or language when the config gives none', async () => {
    const config = await load({ enabled: true });
    expect(config.kiosk).toEqual({ enabled: true, idleSeconds: 90, warningSeconds: 15 });
    expect(config.kiosk).not.toHaveProperty('exitPin');
  });
});

describe('parseRuntimeConfig: apiBaseUrl', () => {
  const base = (apiBaseUrl: unknown) => parseRuntimeConfig({ ...goodConfig, apiBaseUrl }, PAGE).apiBaseUrl;

  it('drops every trailing slash and keeps a path', () => {
    expect(base('https://api.example///')).toBe('https://api.example');
    expect(base('http://api.example/museum/')).toBe('http://api.example/museum');
    expect(base('museum')).toBe('https://hangar.example/app/museum');
  });

  it('refuses a URL that cannot be parsed, and any scheme but http and https', () => {
    expect(() => base('http://[')).toThrow(new ConfigError('"apiBaseUrl" must be a valid URL.'));
    expect(() => parseRuntimeConfig({ ...goodConfig, apiBaseUrl: '/museum' }, 'not a url')).toThrow(
      new ConfigError('"apiBaseUrl" must be a valid URL.'),
    );
    expect(() => base('javascript:alert(1)')).toThrow(new ConfigError('"apiBaseUrl" must be an http or https URL.'));
    expect(() => base('file:///etc')).toThrow(new ConfigError('"apiBaseUrl" must be an http or https URL.'));
  });
});

describe('parseRuntimeConfig: directory, hashtags and demo users', () => {
  const withDirectory = (directory: unknown) => parseRuntimeConfig({ ...goodConfig, directory }, PAGE);

  it('reads all four lists, keeping only id and name', () => {
    const config = withDirectory({
      collections: [{ id: '1', name: 'Aviation Museum', extra: true }],
      terminals: [{ id: '2', name: 'Terminal 2' }],
      buildings: [{ id: '3', name: 'SFO Museum' }],
      boardingAreas: [{ id: '9223372036854775807', name: 'Boarding Area G' }],
    });
    expect(config.directory).toEqual({
      collections: [{ id: '1', name: 'Aviation Museum' }],
      terminals: [{ id: '2', name: 'Terminal 2' }],
      buildings: [{ id: '3', name: 'SFO Museum' }],
      boardingAreas: [{ id: '9223372036854775807', name: 'Boarding Area G' }],
    });
  });

  it.each([
    [{ collections: {} }, '"directory.collections" must be a list.'],
    [{ terminals: 'T1' }, '"directory.terminals" must be a list.'],
    [{ buildings: [null] }, '"directory.buildings[0]" must be an object with id and name.'],
    [{ boardingAreas: [{ id: '1', name: 'A' }, ['7', 'B']] }, '"directory.boardingAreas[1]" must be an object with id and name.'],
    [
      { collections: [{ id: '12a', name: 'X' }] },
      '"directory.collections[0].id" must be a string of digits, a positive int64 (ids are strings: a JSON number above 2^53 has lost digits).',
    ],
    [
      { collections: [{ id: 'x12', name: 'X' }] },
      '"directory.collections[0].id" must be a string of digits, a positive int64 (ids are strings: a JSON number above 2^53 has lost digits).',
    ],
    [
      { collections: [{ id: '12345678901234567890', name: 'X' }] },
      '"directory.collections[0].id" must be a string of digits, a positive int64 (ids are strings: a JSON number above 2^53 has lost digits).',
    ],
    // The routes refuse these ids (route-id.ts): a directory entry with one would link to a 404.
    [
      { collections: [{ id: '-5', name: 'X' }] },
      '"directory.collections[0].id" must be a string of digits, a positive int64 (ids are strings: a JSON number above 2^53 has lost digits).',
    ],
    [
      { collections: [{ id: '9223372036854775808', name: 'X' }] },
      '"directory.collections[0].id" must be a string of digits, a positive int64 (ids are strings: a JSON number above 2^53 has lost digits).',
    ],
    [
      { collections: [{ id: '', name: 'X' }] },
      '"directory.collections[0].id" must be a string of digits, a positive int64 (ids are strings: a JSON number above 2^53 has lost digits).',
    ],
    [{ terminals: [{ id: '1', name: '   ' }] }, '"directory.terminals[0].name" must be a non-empty string.'],
    [{ terminals: [{ id: '1', name: 7 }] }, '"directory.terminals[0].name" must be a non-empty string.'],
    [['collections'], '"directory" must be an object listing the collections, terminals, buildings and boarding areas.'],
  ])('names the wrong directory entry (%#)', (directory, message) => {
    expect(() => withDirectory(directory)).toThrow(new ConfigError(message));
  });

  it('strips one leading # from each hashtag and drops empty ones', () => {
    expect(parseRuntimeConfig({ ...goodConfig, hashtags: ['#sfo', '#', '', 'a#b', '##x'] }, PAGE).hashtags).toEqual(['sfo', 'a#b', '#x']);
    expect(parseRuntimeConfig({ ...goodConfig, hashtags: undefined }, PAGE).hashtags).toEqual([]);
  });

  it('says what a hashtag list must be', () => {
    expect(() => parseRuntimeConfig({ ...goodConfig, hashtags: 'sfo' }, PAGE)).toThrow(new ConfigError('"hashtags" must be a list.'));
    expect(() => parseRuntimeConfig({ ...goodConfig, hashtags: [7] }, PAGE)).toThrow(
      new ConfigError('"hashtags" must be a list of strings.'),
    );
  });

  it('keeps demo users as token and name', () => {
    const users = [
      { token: 'demo-ada', name: 'Ada', role: 'x' },
      { token: 'demo-bob', name: 'Bob' },
    ];
    expect(parseRuntimeConfig({ ...goodConfig, demoUsers: users }, PAGE).demoUsers).toEqual([
      { token: 'demo-ada', name: 'Ada' },
      { token: 'demo-bob', name: 'Bob' },
    ]);
    expect(parseRuntimeConfig({ ...goodConfig, demoUsers: undefined }, PAGE).demoUsers).toEqual([]);
  });

  it.each([[['ada']], [[{ token: 'x', name: 1 }]], [[{ token: 2, name: 'Ada' }]], [[{ name: 'Ada' }]]])(
    'names a broken demo user: %j',
    (demoUsers) => {
      expect(() => parseRuntimeConfig({ ...goodConfig, demoUsers }, PAGE)).toThrow(
        new ConfigError('"demoUsers[0]" must be an object with a token and a name.'),
      );
    },
  );

  it.each([[null], ['{}'], [42]])('refuses a file that is not an object: %j', (raw) => {
    expect(() => parseRuntimeConfig(raw, PAGE)).toThrow(new ConfigError('The file is not a JSON object.'));
  });
});

describe('loadRuntimeConfig: where and how', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves a relative apiBaseUrl against the config file, not the page', async () => {
    const config = await loadRuntimeConfig(
      'https://hangar.example/app/config.json',
      fakeFetch(200, JSON.stringify({ ...goodConfig, apiBaseUrl: 'api' })),
    );
    expect(config.apiBaseUrl).toBe('https://hangar.example/app/api');
  });

  it('resolves a relative config URL against the current page', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ ...goodConfig, apiBaseUrl: 'api' })));
    const config = await loadRuntimeConfig('conf/config.json', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('conf/config.json');
    expect(config.apiBaseUrl).toBe(new URL('conf/api', globalThis.location.href).href);
  });

  it('uses the global fetch when none is given', async () => {
    const global = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(goodConfig)));
    vi.stubGlobal('fetch', global);
    const config = await loadRuntimeConfig('https://hangar.example/config.json');
    expect(global).toHaveBeenCalledTimes(1);
    expect(config.accessToken).toBe('read-visitor');
  });

  it('names the file and the status in a failure', async () => {
    await expect(loadRuntimeConfig('https://hangar.example/config.json', fakeFetch(503, 'busy'))).rejects.toThrow(
      new ConfigError('config.json could not be fetched from https://hangar.example/config.json (HTTP 503).'),
    );
    const failing: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(loadRuntimeConfig('https://hangar.example/config.json', failing)).rejects.toThrow(
      new ConfigError('config.json could not be fetched from https://hangar.example/config.json (network error).'),
    );
  });

  it('passes a valid file through validation, so a bad field is still named', async () => {
    await expect(
      loadRuntimeConfig('https://hangar.example/config.json', fakeFetch(200, JSON.stringify({ ...goodConfig, kiosk: { enabled: 'yes' } }))),
    ).rejects.toThrow(new ConfigError('"kiosk.enabled" must be true or false.'));
  });
});
