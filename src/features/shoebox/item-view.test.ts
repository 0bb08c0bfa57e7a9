import type { ShoeboxItem } from '../../api/types.ts';
import { switchLanguage } from '../../i18n/language.ts';
import { describeItem } from './item-view.ts';

const base = { id: '1729870000000000001', status: 1, created: 1735689600 };

describe('describeItem', () => {
  it('shows the saved object with its title, link and thumbnail (type_id arrives as a string)', () => {
    const item: ShoeboxItem = {
      ...base,
      item_id: '1880000000005',
      type_id: '1',
      item: {
        'wof:id': '1880000000005',
        'wof:name': 'Pan Am travel poster',
        images: [{ id: '1', url_template: 'https://media.example/1/{label}.jpg', sizes: { n: { width: 320, height: 240 } } }],
      },
    };
    const view = describeItem(item);
    expect(view).toMatchObject({ title: 'Pan Am travel poster', type: 'Object', href: '/objects/1880000000005' });
    expect(view.image?.src).toBe('https://media.example/1/n.jpg');
    expect(view.added).toMatch(/^Added /);
  });

  it('links a post to itself in the feed of its first hashtag', () => {
    const view = describeItem({ ...base, item_id: '5', type_id: '2', item: { id: '5', text: 'Hello #sfo', hashtags: ['sfo'] } });
    expect(view).toMatchObject({ title: 'Hello #sfo', type: 'Social post', href: '/social/sfo?item=5' });
  });

  it('links a flight to itself in its day, its int64 id kept whole', () => {
    const item = { 'wof:id': '1729850000012340007', 'wof:name': 'UA123 (SFO-LAX)', 'flysfo:date': '2024-06-01' };
    const view = describeItem({ ...base, item_id: '1729850000012340007', type_id: '3', item });
    expect(view).toMatchObject({ title: 'UA123 (SFO-LAX)', type: 'Flight', href: '/flights/2024-06-01?item=1729850000012340007' });
  });

  it('falls back to type, id and date when the server does not embed the record', () => {
    const view = describeItem({ ...base, item_id: '42', type_id: '3' });
    expect(view).toMatchObject({ title: 'Flight 42', type: 'Flight', href: undefined });
  });
});

describe('describeItem in another language', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('writes the date it was added, and the fallback title, in Spanish', async () => {
    await switchLanguage('es');
    const view = describeItem({ ...base, created: 1735732800, item_id: '42', type_id: '3' });
    expect(view).toMatchObject({ title: 'Vuelo 42', type: 'Vuelo', added: 'Añadido el 1 ene 2025' });
  });
});
