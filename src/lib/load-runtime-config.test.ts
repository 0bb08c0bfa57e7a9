import { buildConfig } from '../../mock/config.ts';
import { createMock } from '../../mock/handle.ts';
import { readWellFormed } from './load-runtime-config.ts';
import { parseRuntimeConfig } from './runtime-config.ts';

const PAGE = 'https://hangar.example/app/';
const good = {
  apiBaseUrl: 'https://api.example//',
  accessToken: 'read-visitor',
  directory: {
    collections: [{ id: '9007199254740993', name: 'Aviation Archive', extra: 1 }],
    terminals: [{ id: '1', name: 'Terminal 2' }],
    buildings: [],
    boardingAreas: [{ id: '7', name: 'Boarding Area A' }],
  },
  hashtags: ['#sfomuseum', 'aviation', '#', ''],
  kiosk: { enabled: true, idleSeconds: 30, exitPin: '1234' },
  demoUsers: [{ token: 'demo-ada', name: 'Ada', role: 'x' }],
};

// The short path at boot must give what the field-by-field checks give, and leave them every config
// they refuse: else a deployment would get a different config, or a wrong one, with no message.
describe('readWellFormed, the short path for a well-formed config.json', () => {
  it.each([
    ['the demo deployment', buildConfig(createMock({ seed: 1 }).dataset, 'https://hangar.example')],
    ['a complete config', good],
    ['a relative apiBaseUrl', { ...good, apiBaseUrl: '/museum/' }],
    ['only what is required', { apiBaseUrl: 'http://api.example', directory: {} }],
    ['an empty token and an empty kiosk section', { ...good, accessToken: '', kiosk: {} }],
  ])('reads %s as parseRuntimeConfig does', (_, raw) => {
    const config = readWellFormed(raw, PAGE);
    expect(config).not.toBeNull();
    expect(config).toEqual(parseRuntimeConfig(raw, PAGE));
  });

  it.each([
    [[]],
    [null],
    [{ ...good, apiBaseUrl: undefined }],
    [{ ...good, apiBaseUrl: 12 }],
    [{ ...good, apiBaseUrl: 'ftp://x' }],
    [{ ...good, apiBaseUrl: 'http://[' }],
    [{ ...good, accessToken: 42 }],
    [{ ...good, accessToken: null }],
    [{ ...good, directory: undefined }],
    [{ ...good, directory: [] }],
    [{ ...good, directory: { collections: null } }],
    [{ ...good, directory: { collections: {} } }],
    [{ ...good, directory: { collections: [{ id: 2 ** 53 + 2, name: 'X' }] } }],
    [{ ...good, directory: { terminals: [{ id: '1x', name: 'X' }] } }],
    [{ ...good, directory: { buildings: [{ id: '1', name: ' ' }] } }],
    [{ ...good, directory: { boardingAreas: ['1'] } }],
    [{ ...good, hashtags: 'sfo' }],
    [{ ...good, hashtags: null }],
    [{ ...good, hashtags: ['sfo', 7] }],
    [{ ...good, demoUsers: [{ token: 'x' }] }],
    [{ ...good, demoUsers: null }],
    [{ ...good, demoUsers: [null] }],
    [{ ...good, kiosk: null }],
    [{ ...good, kiosk: 'on' }],
    [{ ...good, kiosk: { enabled: 'true' } }],
    [{ ...good, kiosk: { enabled: null } }],
    [{ ...good, kiosk: { idleSeconds: -1 } }],
    [{ ...good, kiosk: { idleSeconds: null } }],
    [{ ...good, kiosk: { warningSeconds: Infinity } }],
    [{ ...good, kiosk: { warningSeconds: '15' } }],
  ])('leaves the rest to the checks that name the field (%#)', (raw) => {
    expect(readWellFormed(raw, PAGE)).toBeNull();
  });

  it('leaves a config to the checks when the page address cannot resolve it', () => {
    expect(readWellFormed(good, 'not a url')).toBeNull();
    expect(readWellFormed({ ...good, apiBaseUrl: '/museum' }, 'not a url')).toBeNull();
  });
});
