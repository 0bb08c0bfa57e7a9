import { QueryClient } from '@tanstack/react-query';
import { findCachedRecord } from './cached-records.ts';

describe('findCachedRecord', () => {
  it('finds a record by exact id across cached list pages', () => {
    const client = new QueryClient();
    client.setQueryData(['a'], { pages: [{ results: [{ 'wof:id': '1', 'wof:name': 'One' }] }], pageParams: [null] });
    client.setQueryData(['b'], {
      pages: [{ results: [] }, { results: [{ 'wof:id': '9007199254740993', 'wof:name': 'Big' }] }],
      pageParams: [null, 'page=2'],
    });
    client.setQueryData(['not-a-list'], { hello: 'world' });
    expect(findCachedRecord(client, '9007199254740993')?.['wof:name']).toBe('Big');
    // One digit off is a different record: ids are compared as exact strings.
    expect(findCachedRecord(client, '9007199254740992')).toBeUndefined();
  });

  it('finds a record embedded in a shoebox item', () => {
    const client = new QueryClient();
    client.setQueryData(['user', 'shoebox'], { pages: [{ results: [{ id: '77', item_id: '5', item: { 'wof:id': '5', 'wof:name': 'Saved' } }] }], pageParams: [null] });
    expect(findCachedRecord(client, '5')?.['wof:name']).toBe('Saved');
  });
});
