import { QueryClient } from '@tanstack/react-query';
import { findCachedRecord } from './cached-records.ts';
import { USER_RQKEY_ROOT } from '../clients/query-keys.ts';

const list = (...pages: unknown[][]) => ({
  pages: pages.map((results) => ({ results })),
  pageParams: pages.map((_page, index) => (index ? `page=${index + 1}` : null)),
});

describe('findCachedRecord', () => {
  it('finds a record by exact id across cached list pages', () => {
    const client = new QueryClient();
    client.setQueryData(['a'], list([{ 'wof:id': '1', 'wof:name': 'One' }]));
    client.setQueryData(['b'], list([], [{ 'wof:id': '9007199254740993', 'wof:name': 'Big' }]));
    client.setQueryData(['not-a-list'], { hello: 'world' });
    expect(findCachedRecord(client, '9007199254740993')?.['wof:name']).toBe('Big');
    // One digit off is a different record: ids are compared as exact strings.
    expect(findCachedRecord(client, '9007199254740992')).toBeUndefined();
  });

  it('finds a record embedded in a shoebox item', () => {
    const client = new QueryClient();
    client.setQueryData([USER_RQKEY_ROOT, 'shoebox'], list([{ id: '77', item_id: '5', item: { 'wof:id': '5', 'wof:name': 'Saved' } }]));
    expect(findCachedRecord(client, '5')?.['wof:name']).toBe('Saved');
  });

  it('looks up another id key', () => {
    const client = new QueryClient();
    client.setQueryData(['collections'], list([{ 'wof:id': '1', 'millsfield:category_id': '40' }]));
    expect(findCachedRecord(client, '40', 'millsfield:category_id')?.['wof:id']).toBe('1');
    expect(findCachedRecord(client, '40')).toBeUndefined();
  });

  it('scans only the lists under the given key roots', () => {
    const client = new QueryClient();
    client.setQueryData(['airport', 'terminalGalleries', { terminalId: '3' }], list([{ 'wof:id': '1', 'wof:name': 'A gallery' }]));
    client.setQueryData(['collections', 'collectionObjects', { collectionId: '3' }], list([{ 'wof:id': '2', 'wof:name': 'An object' }]));
    client.setQueryData([USER_RQKEY_ROOT, 'shoebox', 'ann'], list([{ id: '9', item: { 'wof:id': '3', 'wof:name': 'Saved' } }]));
    const roots = ['collections', USER_RQKEY_ROOT];
    expect(findCachedRecord(client, '1', 'wof:id', roots)).toBeUndefined();
    expect(findCachedRecord(client, '2', 'wof:id', roots)?.['wof:name']).toBe('An object');
    expect(findCachedRecord(client, '3', 'wof:id', roots)?.['wof:name']).toBe('Saved');
    expect(findCachedRecord(client, '1', 'wof:id', ['airport'])?.['wof:name']).toBe('A gallery');
  });
});
