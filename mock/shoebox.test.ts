import { envelope, page, testMock } from './test-helpers.ts';

interface Item {
  id: string;
  item_id: string;
  type_id: number;
  status: number;
  created: number;
  lastmodified: number;
  item?: Record<string, unknown>;
}

describe('shoeboxes', () => {
  const { mock, rest, post } = testMock();
  const list = async (token: string, extra = '') => {
    const response = await rest(`method=museum.you.shoebox.listItems&access_token=${token}&per_page=500${extra}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    return JSON.parse(text.replace(/"(id|item_id|wof:id)":(\d+)/g, '"$1":"$2"')) as {
      items: Item[];
      total: number;
      next_query: string | null;
      results?: unknown;
    };
  };

  it('seeds 25-30 items per demo user, newest first, under `items`, each with its saved record', async () => {
    const box = await list('demo-seeded');
    expect(box.results).toBeUndefined();
    expect(box.total).toBeGreaterThanOrEqual(25);
    expect(box.total).toBeLessThanOrEqual(30);
    expect(box.items).toHaveLength(box.total);
    const created = box.items.map((item) => item.created);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    for (const item of box.items) {
      expect([1, 2, 3]).toContain(item.type_id);
      expect(item).toMatchObject({ status: 1, lastmodified: item.created });
      expect(item.item, `item ${item.id}`).toBeTruthy();
      expect(String(item.item!['wof:id'] ?? item.item!.id)).toBe(item.item_id);
    }
    expect(new Set(box.items.map((item) => `${item.type_id}:${item.item_id}`)).size).toBe(box.total);
  });

  it('gives the same user the same shoebox in every mock with the same seed', async () => {
    const again = testMock();
    const mine = await list('demo-same');
    const theirs = (await again.rest('method=museum.you.shoebox.listItems&access_token=demo-same&per_page=500')).text();
    expect(JSON.stringify(mine)).toBe(JSON.stringify(JSON.parse((await theirs).replace(/"(id|item_id|wof:id)":(\d+)/g, '"$1":"$2"'))));
  });

  it('lists oldest first with sort=ASC and carries the sort into next_query', async () => {
    const newest = await list('demo-sorted');
    const oldest = await list('demo-sorted', '&sort=ASC');
    expect(oldest.items.map((item) => item.id)).toEqual([...newest.items].reverse().map((item) => item.id));
    expect((await page(await rest('method=museum.you.shoebox.listItems&access_token=demo-sorted&per_page=2&sort='))).next_query).toBe(
      'method=museum.you.shoebox.listItems&per_page=2&page=2',
    );
    expect((await list('demo-sorted', '&sort=DESC')).items.map((item) => item.id)).toEqual(newest.items.map((item) => item.id));
    expect((await page(await rest('method=museum.you.shoebox.listItems&access_token=demo-sorted&per_page=2&sort=ASC'))).next_query).toBe(
      'method=museum.you.shoebox.listItems&sort=ASC&per_page=2&page=2',
    );
  });

  it('removes and empties only the caller’s items, and reset brings them back', async () => {
    const ada = await list('demo-iso-ada');
    const bob = await list('demo-iso-bob');
    const first = ada.items[0]!.id;
    const removed = await post(`method=museum.you.shoebox.removeItem&shoebox_id=${first}&access_token=demo-iso-ada`);
    expect(await removed.json()).toEqual({ stat: 'ok' });
    expect((await list('demo-iso-ada')).items.map((item) => item.id)).toEqual(ada.items.slice(1).map((item) => item.id));
    const again = await post(`method=museum.you.shoebox.removeItem&shoebox_id=${first}&access_token=demo-iso-ada`);
    expect(again.status).toBe(400);
    expect(await envelope(again)).toEqual({ code: 900, message: 'Shoebox item not found' });
    expect(
      (await envelope(await post(`method=museum.you.shoebox.removeItem&shoebox_id=${ada.items[1]!.id}&access_token=demo-iso-bob`))).code,
    ).toBe(900);
    expect(await (await post('method=museum.you.shoebox.emptyShoebox&access_token=demo-iso-ada')).json()).toEqual({ stat: 'ok' });
    expect((await list('demo-iso-ada')).total).toBe(0);
    expect((await list('demo-iso-bob')).total).toBe(bob.total);
    mock.reset();
    expect((await list('demo-iso-ada')).total).toBe(ada.total);
  });

  it('lets a read-only token list its shoebox but not change it (490)', async () => {
    expect((await list('read-someone')).total).toBeGreaterThanOrEqual(25);
    for (const body of [
      'method=museum.you.shoebox.emptyShoebox&access_token=read-someone',
      'method=museum.you.shoebox.removeItem&shoebox_id=1&access_token=read-someone',
    ]) {
      const response = await post(body);
      expect(response.status).toBe(490);
      expect(await envelope(response)).toEqual({ code: 490, message: 'Access token has insufficient permissions' });
    }
    expect((await list('read-someone')).total).toBeGreaterThanOrEqual(25);
  });

  it('checks the shoebox id: missing 453, malformed 454; removeItem over GET is 405', async () => {
    expect((await envelope(await post('method=museum.you.shoebox.removeItem&access_token=demo-ids'))).code).toBe(453);
    expect((await envelope(await post('method=museum.you.shoebox.removeItem&shoebox_id=1e3&access_token=demo-ids'))).code).toBe(454);
    expect((await envelope(await rest('method=museum.you.shoebox.removeItem&shoebox_id=1&access_token=demo-ids'))).code).toBe(405);
  });
});
