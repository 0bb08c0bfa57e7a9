/**
 * What every catalogue engine must do (engine.ts), as a suite any engine runs with its own
 * factory: sqlite.test.ts runs it on SQLite, postgres.test.ts on PostgreSQL. It harvests the
 * mock's demo data (3,534 objects, the places and categories) once, then searches it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseApiJson } from '../../src/api/json.ts';
import type { CatalogueEngine, CatalogueReader, SearchAnswer, SearchHit, SearchParams } from './engine.ts';
import { openCatalogue } from './handle.ts';
import { BASE_SEARCH, harvestMock, incompleteness, mockSource, untilHarvested } from './test-fixtures.ts';

/** A fresh, empty target for each call (closed by the suite when it is done). */
export type EngineFactory = () => CatalogueEngine;

export function engineContract(name: string, createEngine: EngineFactory): void {
  describe(`catalogue engine contract: ${name}`, () => {
    const source = mockSource();
    let engine: CatalogueEngine;
    let reader: CatalogueReader;
    const engines: CatalogueEngine[] = [];
    const fresh = () => {
      const created = createEngine();
      engines.push(created);
      return created;
    };
    const search = (params: Partial<SearchParams>): Promise<SearchAnswer> => reader.search({ ...BASE_SEARCH, ...params });

    beforeAll(async () => {
      engine = fresh();
      const result = await harvestMock(engine, source);
      expect(result.commit.written).toBe(true);
      reader = await engine.open();
    }, 60_000);
    afterAll(async () => {
      reader?.close();
      await Promise.all(engines.map((created) => created.close()));
    });

    it('holds every object of every collection with its id exact, and every place, category and subcategory', async () => {
      expect(await incompleteness(reader, source.mock.dataset)).toEqual([]);
      // Above 2^53: the id survives exact, never rounded through a double.
      const big = await reader.getObject('9007199254800001');
      expect(big?.record['wof:id']).toBe('9007199254800001');
      expect(big?.record['millsfield:collection_id']).toBe('9007199254740993');
    });

    it("gives an object's record and its collection page of 100", async () => {
      // The 251st object of the Aviation Museum sits on its collection's third page of 100.
      const answer = await reader.getObject('1880000000250');
      expect(answer?.record['wof:id']).toBe('1880000000250');
      expect(answer?.context).toEqual({ list: 'collection', id: '1729795001', page: 3 });
      expect(await reader.getObject('123')).toBeNull();
      expect(await reader.getObject('not an id')).toBeNull();
      expect(await reader.getObject('99999999999999999999')).toBeNull();
    });

    it('opens the same catalogue whether or not the open verifies it (threads after the first skip the check)', async () => {
      const unchecked = await engine.open({ verify: false });
      try {
        expect(unchecked.size).toBe(reader.size);
        expect(unchecked.harvestedAt).toBe(reader.harvestedAt);
        for (const params of [{ q: 'airlines' }, { q: 'poster', sort: 'date' as const, page: 3 }, { q: '', sort: '-date' as const }]) {
          expect(await unchecked.search({ ...BASE_SEARCH, ...params })).toEqual(await search(params));
        }
        expect(await unchecked.getObject('9007199254800001')).toEqual(await reader.getObject('9007199254800001'));
      } finally {
        unchecked.close();
      }
    });

    it('finds words with or without their accents, and says where they matched', async () => {
      const answer = await search({ q: 'cafe' });
      expect(answer.total).toBeGreaterThan(0);
      for (const hit of answer.results) expect(hit.name).toContain('Café');
      const hit = answer.results[0]!;
      const [start, end] = hit.highlights.name[0]!;
      expect(hit.name.slice(start, end)).toBe('Café');
      expect((await search({ q: 'CAFÉ' })).total).toBe(answer.total);
      expect((await search({ q: 'creme brulee' })).results[0]!.name.toLowerCase()).toContain('crème brûlée');
    });

    it('takes every word as the start of a longer one, whatever its place, and ranks whole words first', async () => {
      const answer = await search({ q: 'stewar' });
      expect(answer.total).toBeGreaterThan(0);
      for (const hit of answer.results) expect(hit.name.toLowerCase()).toContain('stewardess');
      // "stewar" and "boar" are not the last word, and still find "stewardess cap" and "boarding pass".
      const cap = await search({ q: 'stewar cap' });
      expect(cap.total).toBeGreaterThan(0);
      for (const hit of cap.results) expect(hit.name.toLowerCase()).toContain('stewardess cap');
      expect((await search({ q: 'boar pass' })).results[0]!.name.toLowerCase()).toContain('boarding pass');
      // "pan" whole ("Pan Am", "Pan American") before "Pan" as the start of a longer word.
      const pan = await search({ q: 'pan', perPage: 100 });
      const names = pan.results.map((hit) => hit.name.toLowerCase());
      const firstLonger = names.findIndex((name) => !/\bpan\b/.test(name));
      if (firstLonger >= 0) expect(names.slice(firstLonger).some((name) => /^pan\b/.test(name))).toBe(false);
    });

    it('finds what a singular finds by its plural', async () => {
      for (const [plural, one] of [
        ['boarding passes', 'boarding pass'],
        ['posters', 'poster'],
        ['dinner plates', 'dinner plate'],
      ]) {
        const answer = await search({ q: plural!, perPage: 5 });
        expect(answer.total, plural).toBe((await search({ q: one! })).total);
        expect(answer.results[0]!.name.toLowerCase(), plural).toContain(one);
      }
    });

    it('finds airlines and things by the names visitors use (the synonym list)', async () => {
      for (const [typed, name] of [
        ['twa', 'trans world airlines'],
        ['TWA poster', 'trans world airlines travel poster'],
        ['nwa', 'northwest orient airlines'],
        ['ua dinner plate', 'united airlines dinner plate'],
        ['panam', 'pan am'],
        ['hat', 'cap'],
      ]) {
        const answer = await search({ q: typed!, perPage: 5 });
        expect(answer.total, typed).toBeGreaterThan(0);
        expect(answer.results[0]!.name.toLowerCase(), typed).toContain(name);
      }
    });

    it('finds accession numbers by their beginning and by their parts, with any separator', async () => {
      const exact = await search({ q: '2011.101.0002' });
      expect(exact.results.map((hit) => hit.accession_number)).toEqual(['2011.101.0002']);
      for (const q of ['2011-101-0002', '2011 101 0002', '2011/101/0002']) {
        expect(
          (await search({ q })).results.map((hit) => hit.accession_number),
          q,
        ).toEqual(['2011.101.0002']);
      }
      for (const q of ['2011.101', '2011-101', '2011 101']) {
        const answer = await search({ q, perPage: 100 });
        expect(answer.total, q).toBeGreaterThan(1);
        for (const hit of answer.results) expect(hit.accession_number, q).toMatch(/^2011\.101/);
        expect(answer.results[0]!.highlights.accession_number, q).toEqual([[0, 8]]);
      }
      expect((await search({ q: '2011.10', perPage: 100 })).total).toBeGreaterThan((await search({ q: '2011.101' })).total);
      expect((await search({ q: 'L2004-118-0019' })).results.map((hit) => hit.accession_number)).toEqual(['L2004.118.0019']);
    });

    it('reads a decade or a year as a date, alone or with other words', async () => {
      const yearsOf = (answer: SearchAnswer) => answer.results.map((hit) => Number(/\d{4}/.exec(hit.date ?? '')?.[0]));
      const sixties = await search({ q: '1960s', perPage: 100 });
      expect(sixties.total).toBe((await search({ decade: 1960 })).total);
      for (const year of yearsOf(sixties)) expect(year >= 1960 && year <= 1969).toBe(true);
      const posters = await search({ q: 'poster 1960s', perPage: 100 });
      expect(posters.total).toBe((await search({ q: 'poster', decade: 1960 })).total);
      expect(posters.total).toBeGreaterThan(0);
      for (const hit of posters.results) expect(hit.name.toLowerCase()).toContain('poster');
      for (const q of ['c. 1962', '1962', 'circa 1962']) {
        const answer = await search({ q, perPage: 100 });
        expect(answer.total, q).toBeGreaterThan(0);
        expect(new Set(yearsOf(answer)), q).toEqual(new Set([1962]));
      }
    });

    it('says when it searched corrected words, and searches the words as typed when asked', async () => {
      const corrected = await search({ q: 'unifrom' });
      expect(corrected.corrected).toBe('uniform');
      // What the right spelling finds, in its order.
      const ids = (answer: SearchAnswer) => answer.results.map((hit) => hit.id);
      expect(corrected.results[0]!.name.toLowerCase()).toContain('uniform');
      expect(ids(corrected)).toEqual(ids(await search({ q: 'uniform' })));
      const plate = await search({ q: 'dinnr plate' });
      expect(plate.corrected).toBe('dinner plate');
      expect(ids(plate)).toEqual(ids(await search({ q: 'dinner plate' })));
      expect((await search({ q: 'uniform' })).corrected).toBeNull();
      const typed = await search({ q: 'unifrom', exact: true });
      expect(typed.total).toBe(0);
      expect(typed.corrected).toBeNull();
    });

    it('offers as "did you mean" whole catalogue words near what was typed, in the whole query, never fragments', async () => {
      // Nothing found: each suggestion is the query with one word replaced, the other words kept.
      const answer = await search({ q: 'zqxj posterz', exact: true });
      expect(answer.total).toBe(0);
      expect(answer.suggestions.length).toBeGreaterThan(0);
      for (const suggestion of answer.suggestions) expect(suggestion).toMatch(/^zqxj \S+$/);
      expect(answer.suggestions).toContain('zqxj posters');
      // Two letters swapped are one edit: "modle plane" is nearest "model plane", the other word kept.
      expect((await search({ q: 'modle plane', exact: true })).suggestions[0]).toBe('model plane');
      // A word of three letters is offered words one edit away only ("twx" is not "the"); numbers offer nothing.
      for (const suggestion of (await search({ q: 'twx', exact: true })).suggestions) expect(suggestion).toMatch(/^[a-z]{2,4}$/);
      expect((await search({ q: 'twx', exact: true })).suggestions).not.toContain('the');
      for (const q of ['2099.999', '2020.55.045', 'a99']) expect((await search({ q, exact: true })).suggestions, q).toEqual([]);
    });

    it('ranks first the entries whose whole name is what was typed, of any kind', async () => {
      const answer = await search({ q: 'travel posters' });
      expect(answer.results[0]!.name).toBe('Travel posters');
      expect(answer.results[0]!.kind).toBe('category');
      const plate = await search({ q: 'united airlines dinner plate' });
      expect(plate.results[0]!.name).toBe('United Airlines dinner plate');
    });

    it('gives the first page variety: a name shared by many entries shows once before other names', async () => {
      const answer = await search({ q: 'dinner plate', perPage: 20 });
      const names = answer.results.map((hit) => hit.name);
      const distinct = new Set(names).size;
      // Each name's first entry before any name's second.
      const firstRepeat = names.findIndex((name, index) => names.indexOf(name) !== index);
      expect(firstRepeat).toBe(distinct);
      expect(distinct).toBeGreaterThan(3);
      // Paging stays exact: every entry once.
      const seen = new Set<string>();
      for (let page = 1; page <= answer.pages; page += 1)
        for (const hit of (await search({ q: 'dinner plate', perPage: 20, page })).results) {
          expect(seen.has(hit.id)).toBe(false);
          seen.add(hit.id);
        }
      expect(seen.size).toBe(answer.total);
    });

    it('finds Chinese names by their pinyin, syllables apart or together, and suggests them', async () => {
      const chinese = await search({ q: '飞机', perPage: 100 });
      for (const q of ['fei ji', 'feiji', 'FEIJI']) {
        const answer = await search({ q, perPage: 100 });
        expect(answer.total, q).toBeGreaterThanOrEqual(chinese.total);
        expect(answer.results[0]!.name, q).toMatch(/飞机|飛行機/);
      }
      const suggestions = await reader.suggest('fei', 8);
      expect(suggestions.length).toBeGreaterThan(0);
      for (const suggestion of suggestions) expect(suggestion.text).toMatch(/\p{Script=Han}/u);
    });

    it('finds a word with one letter wrong, missing, extra or swapped', async () => {
      const exact = (await search({ q: 'stewardess', perPage: 1 })).total;
      expect(exact).toBeGreaterThan(0);
      for (const q of ['stewardes', 'stewardess ', 'stewardss ', 'stewradess ', 'stewarddess ', 'stewerdess ']) {
        const answer = await search({ q, perPage: 1 });
        expect(answer.total, q).toBe(exact);
        expect(answer.results[0]!.name.toLowerCase(), q).toContain('stewardess');
      }
      expect((await search({ q: 'stewerdess ' })).suggestions).toContain('stewardess');
    });

    it('finds an accession number exactly, and no other', async () => {
      const answer = await search({ q: '2011.103.0004' });
      expect(answer.total).toBe(1);
      expect(answer.results[0]!.accession_number).toBe('2011.103.0004');
      expect(answer.results[0]!.highlights.accession_number).toEqual([[0, 13]]);
      expect((await search({ q: ' 1999.100.0001 ' })).results.map((hit) => hit.id)).toEqual(['9007199254800001']);
    });

    it('finds Chinese and Japanese names by two characters, and by one', async () => {
      const answer = await search({ q: '飞机' });
      expect(answer.total).toBeGreaterThan(0);
      for (const hit of answer.results) expect(hit.name).toContain('飞机');
      const hit = answer.results[0]!;
      const [start, end] = hit.highlights.name[0]!;
      expect(hit.name.slice(start, end)).toBe('飞机');
      expect((await search({ q: '模型' })).total).toBeGreaterThan(0);
      expect((await search({ q: '東京' })).total).toBeGreaterThan(0);
      // Inside a word the segmenter keeps whole (飛行機): found by its character pairs.
      expect((await search({ q: '飛行' })).total).toBeGreaterThan(0);
      expect((await search({ q: '飞' })).total).toBeGreaterThanOrEqual(answer.total);
    });

    it('filters by kind, collection, category, decade and images, and counts each facet without its own filter', async () => {
      const all = await search({ q: 'airlines', perPage: 1 });
      const collection = all.facets.collection[0]!;
      const filtered = await search({ q: 'airlines', collection: collection.value, perPage: 100 });
      expect(filtered.total).toBe(collection.count);
      // The collection facet still shows the other collections (its own filter is not applied to it).
      expect(filtered.facets.collection).toEqual(all.facets.collection);
      for (const hit of filtered.results) expect(hit.belongs_to.find((parent) => parent.kind === 'collection')?.id).toBe(collection.value);
      const category = filtered.facets.category[0]!;
      expect(category.label).toMatch(/\S/);
      expect((await search({ q: 'airlines', collection: collection.value, category: category.value })).total).toBe(category.count);
      const decade = all.facets.decade.find((facet) => facet.count > 0)!;
      const inDecade = await search({ q: 'airlines', decade: Number(decade.value), perPage: 100, sort: 'date' });
      expect(inDecade.total).toBe(decade.count);
      const images = await search({ q: 'airlines', images: true, kinds: ['object'], perPage: 100 });
      expect(images.total).toBe((await search({ q: 'airlines', kinds: ['object'] })).facets.images[0]!.count);
      for (const hit of images.results) expect(hit.image?.url).toMatch(/^http/);
      const places = await search({ kinds: ['gate', 'gallery'], perPage: 100 });
      const placeCount = (await search({})).facets.kind
        .filter((facet) => facet.value === 'gate' || facet.value === 'gallery')
        .reduce((sum, facet) => sum + facet.count, 0);
      expect(places.total).toBe(placeCount);
      for (const hit of places.results) expect(['gate', 'gallery']).toContain(hit.kind);
      expect((await search({ collection: '123' })).total).toBe(0);
    });

    it('lists by filters alone when there is no query, by date', async () => {
      const answer = await search({ kinds: ['exhibition'], perPage: 100, sort: 'date' });
      expect(answer.total).toBe((await search({})).facets.kind.find((facet) => facet.value === 'exhibition')!.count);
      expect(answer.results.every((hit) => hit.kind === 'exhibition')).toBe(true);
    });

    it('sorts by date either way, entries without a date last, ties by id', async () => {
      // 'united' holds objects and exhibitions of many years, subcategories without a date, ids of 10 to 16 digits.
      const everyPage = async (sort: 'date' | '-date') => {
        const first = await search({ q: 'united', sort, perPage: 100 });
        const hits = [...first.results];
        for (let page = 2; page <= first.pages; page += 1) hits.push(...(await search({ q: 'united', sort, perPage: 100, page })).results);
        return hits;
      };
      const yearOf = (hit: SearchHit) => /\d{4}/.exec(hit.date ?? '')?.[0];
      for (const [sort, direction] of [
        ['date', 1],
        ['-date', -1],
      ] as const) {
        const hits = await everyPage(sort);
        expect(hits.some((hit) => yearOf(hit) === undefined)).toBe(true);
        const expected = [...hits].sort((a, b) => {
          const [yearA, yearB] = [yearOf(a), yearOf(b)];
          if (yearA !== yearB) {
            if (yearA === undefined) return 1;
            if (yearB === undefined) return -1;
            return (Number(yearA) - Number(yearB)) * direction;
          }
          // Ids are int64 decimals: compared as numbers, exactly (BigInt), never as text or doubles.
          const [idA, idB] = [BigInt(a.id), BigInt(b.id)];
          return idA < idB ? -1 : idA > idB ? 1 : 0;
        });
        expect(
          hits.map((hit) => `${yearOf(hit) ?? 'undated'} ${hit.id}`),
          sort,
        ).toEqual(expected.map((hit) => `${yearOf(hit) ?? 'undated'} ${hit.id}`));
      }
      const relevance = await search({ q: 'uniforms', perPage: 5 });
      // A name that holds the word comes before an entry that matched it elsewhere (its category).
      expect(relevance.results[0]!.name.toLowerCase()).toContain('uniforms');
    });

    it('pages without a gap or a duplicate, in every sort', async () => {
      for (const sort of ['relevance', 'date', '-date'] as const) {
        const first = await search({ q: 'united', sort, perPage: 100 });
        const seen = new Set<string>();
        for (let page = 1; page <= first.pages; page += 1) {
          for (const hit of (await search({ q: 'united', sort, perPage: 100, page })).results) {
            expect(seen.has(`${hit.kind}:${hit.id}`), `${sort} page ${page}`).toBe(false);
            seen.add(`${hit.kind}:${hit.id}`);
          }
        }
        expect(seen.size).toBe(first.total);
      }
      expect((await search({ q: 'united', page: 10_000 })).results).toEqual([]);
    });

    it('takes any input as text: query syntax, NUL, 10 kB, markup', async () => {
      const hostile = [
        '"',
        '""',
        'cafe"',
        '*',
        'caf*',
        'NEAR(a b)',
        'a OR b',
        'AND',
        'NOT cafe',
        '^cafe',
        'name:cafe',
        '{name}:cafe',
        'cafe\u0000',
        '\u0000',
        '-',
        '(',
        ')',
        "'; DROP TABLE entries; --",
        '<script>alert(1)</script>',
        'x'.repeat(10_000),
        'stewardess '.repeat(1_000),
        '\uD800',
        '🛫🛬✈️',
      ];
      for (const q of hostile) {
        const answer = await search({ q });
        expect(Array.isArray(answer.results), q.slice(0, 20)).toBe(true);
        expect((await reader.suggest(q, 8)).length).toBeLessThanOrEqual(8);
      }
      expect((await search({ q: 'NOT cafe' })).total).toBe((await search({ q: 'not cafe' })).total);
      expect((await search({ q: 'cafe OR' })).total).toBe(0);
      // The hostile labels come back as the text they are.
      expect((await search({ q: 'script alert' })).results.some((hit) => hit.name.includes('<script>'))).toBe(true);
    });

    it('suggests names as they are typed, typos and all', async () => {
      const suggestions = await reader.suggest('stewardes', 8);
      expect(suggestions.length).toBeGreaterThan(0);
      expect(suggestions.length).toBeLessThanOrEqual(8);
      for (const suggestion of suggestions) expect(suggestion.text.toLowerCase()).toContain('stewardess');
      expect(new Set(suggestions.map((suggestion) => suggestion.text)).size).toBe(suggestions.length);
      expect(await reader.suggest('   ', 8)).toEqual([]);
    });

    it('suggests a name many entries share once, as the search for it with their count', async () => {
      const suggestions = await reader.suggest('western', 8);
      const postcard = suggestions.find((suggestion) => suggestion.text === 'Western Airlines postcard')!;
      const all = await search({ q: 'Western Airlines postcard', perPage: 100 });
      let named = 0;
      for (let page = 1; page <= all.pages; page += 1)
        named += (await search({ q: 'Western Airlines postcard', perPage: 100, page })).results.filter(
          (hit) => hit.name === 'Western Airlines postcard',
        ).length;
      expect(named).toBeGreaterThan(1);
      expect(postcard).toEqual({
        text: 'Western Airlines postcard',
        kind: 'object',
        href: '/search?q=Western%20Airlines%20postcard',
        count: named,
      });
      // "Pan Am: Across the Pacific" (one exhibition name in four terminals) takes one slot of eight, not four.
      const pan = await reader.suggest('pan', 8);
      expect(pan.filter((suggestion) => suggestion.text === 'Pan Am: Across the Pacific')).toHaveLength(1);
      expect(pan.find((suggestion) => suggestion.text === 'Pan Am: Across the Pacific')!.count).toBeGreaterThan(1);
      // A name only one entry has keeps its own address.
      const unique = pan.find((suggestion) => suggestion.count === undefined)!;
      expect(unique.href).not.toMatch(/^\/search/);
    });

    it('serves every query while a new generation is swapped in, then the new one', async () => {
      const target = fresh();
      await harvestMock(target, source, { now: () => new Date('2026-01-01T00:00:00Z') });
      const handle = await openCatalogue(target, { checkEveryMs: 0 });
      expect((await handle.current())?.harvestedAt).toBe('2026-01-01T00:00:00.000Z');
      let answered = 0;
      let failed: unknown = null;
      let asking = true;
      // Queries one after another, each through the handle (which looks for a new generation every time).
      const asker = (async () => {
        while (asking) {
          try {
            const answer = await (await handle.current())!.search({ ...BASE_SEARCH, q: 'united' });
            if (answer.total === 0) throw new Error('no results mid-swap');
            answered += 1;
          } catch (error) {
            failed = error;
          }
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
      })();
      // A changed service (an object gone) makes a new generation, not the same one again.
      const changed = mockSource();
      const removed = '1880000000007';
      const result = await harvestMock(
        target,
        { ...changed, fetch: withoutRecord(changed.fetch, removed) },
        {
          now: () => new Date('2026-02-01T00:00:00Z'),
        },
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      asking = false;
      await asker;
      expect(result.commit.written).toBe(true);
      expect(failed).toBeNull();
      expect(answered).toBeGreaterThan(0);
      const current = await untilHarvested(handle, '2026-02-01T00:00:00.000Z');
      // Records gone upstream leave the catalogue.
      expect(await current.getObject(removed)).toBeNull();
      expect(await current.getObject('1880000000008')).not.toBeNull();
      await handle.close();
    }, 60_000);

    it('writes nothing when a harvest finds nothing changed', async () => {
      const target = fresh();
      await harvestMock(target, source, { now: () => new Date('2026-01-01T00:00:00Z') });
      const before = await target.version();
      const again = await harvestMock(target, source, { now: () => new Date('2026-03-01T00:00:00Z') });
      expect(again.commit.written).toBe(false);
      expect(await target.version()).toBe(before);
      const reopened = await target.open();
      expect(reopened.harvestedAt).toBe('2026-01-01T00:00:00.000Z');
      reopened.close();
    }, 60_000);

    describe('on the demo data with eight entries made to share one word (the order known by hand)', () => {
      let small: CatalogueReader;
      const ask = (params: Partial<SearchParams>) => small.search({ ...BASE_SEARCH, q: 'zorblax', ...params });
      const ids = (answer: SearchAnswer) => answer.results.map((hit) => hit.id);

      beforeAll(async () => {
        const source = mockSource();
        const target = fresh();
        expect((await harvestMock(target, { ...source, fetch: withEdits(source.fetch, FIXTURE) })).commit.written).toBe(true);
        small = await target.open();
      }, 60_000);
      afterAll(() => small?.close());

      it('pins a relevance page: the whole name, whole words, starts of words, other text; a name once before its second; then shorter names, then id', async () => {
        const all = await ask({ perPage: 20 });
        expect(all.total).toBe(8);
        expect(ids(all)).toEqual(RELEVANCE_ORDER);
        expect(ids(await ask({ perPage: 3, page: 2 }))).toEqual(RELEVANCE_ORDER.slice(3, 6));
        expect(ids(await ask({ perPage: 3, page: 3 }))).toEqual(RELEVANCE_ORDER.slice(6));
      });

      it('pins a date page either way: by year, entries without a date last, ties by id as a number', async () => {
        expect(ids(await ask({ sort: 'date', perPage: 20 }))).toEqual(DATE_ORDER);
        expect(ids(await ask({ sort: '-date', perPage: 20 }))).toEqual(NEWEST_ORDER);
        expect(ids(await ask({ sort: 'date', perPage: 3, page: 2 }))).toEqual(DATE_ORDER.slice(3, 6));
        expect(ids(await ask({ sort: '-date', perPage: 3, page: 3 }))).toEqual(NEWEST_ORDER.slice(6));
      });

      it('finds an accession number with an accent, typed with it or without, in any case and with any separator', async () => {
        for (const q of ['Ö2020.3.7', 'ö2020.3.7', 'O2020-3-7', 'o2020 3 7']) {
          const answer = await small.search({ ...BASE_SEARCH, q });
          expect(ids(answer), q).toEqual([ACCENTED.id]);
          expect(answer.results[0]!.accession_number, q).toBe(ACCENTED.number);
          expect(answer.results[0]!.highlights.accession_number, q).toEqual([[0, 9]]);
        }
        const beginning = await small.search({ ...BASE_SEARCH, q: 'Ö2020.3' });
        expect(ids(beginning)).toEqual([ACCENTED.id]);
        expect(beginning.results[0]!.highlights.accession_number).toEqual([[0, 7]]);
      });
    });
  });
}

/** A record given a name and a year (null: no date at all), its other fields kept. */
function renamed(name: string, year: number | null): (record: Record<string, unknown>) => void {
  return (record) => {
    record['wof:name'] = name;
    delete record['sfomuseum:date'];
    delete record['edtf:inception'];
    if (year !== null) record['sfomuseum:date'] = record['edtf:inception'] = String(year);
  };
}

const ACCENTED = { id: '1880000001998', number: 'Ö2020.3.7' };

/**
 * Eight demo objects made to share the word "zorblax", which no other entry holds, and one given
 * an accession number with an accent. One id is made short (987654321): as a number it is the
 * lowest, as text it would sort after 1880000001993, so the ties show which compare the engine uses.
 */
const FIXTURE: Record<string, (record: Record<string, unknown>) => void> = {
  '1880000001993': renamed('Zorblax', 1960),
  '9007199254801202': renamed('Zorblax', null),
  '1880000001997': (record) => {
    renamed('Zorblax', 1960)(record);
    record['wof:id'] = '987654321';
  },
  '1880000001994': renamed('Zorblax kite', 1960),
  '1881000000280': renamed('Zorblax kite', 1950),
  '1880000001995': renamed('Zorblax model airliner', null),
  '9007199254801204': renamed('Zorblaxian lantern', 1960),
  // Its name kept: the word only in its description.
  '1880000001996': (record) => {
    const { 'wof:name': name } = record;
    renamed(String(name), null)(record);
    record['sfomuseum:description'] = 'A zorblax, as the crew called it.';
  },
  [ACCENTED.id]: (record) => {
    record['sfomuseum:accession_number'] = ACCENTED.number;
  },
};

/**
 * The whole name "Zorblax" by id (987654321 first); names holding the word whole, each name's
 * first entry (shorter name first) before "Zorblax kite"'s second; the word's start
 * ("Zorblaxian"); the entry that has it only in its description.
 */
const RELEVANCE_ORDER = [
  '987654321',
  '1880000001993',
  '9007199254801202',
  '1880000001994',
  '1880000001995',
  '1881000000280',
  '9007199254801204',
  '1880000001996',
];
/** 1950; 1960 by id; no date by id. */
const DATE_ORDER = [
  '1881000000280',
  '987654321',
  '1880000001993',
  '1880000001994',
  '9007199254801204',
  '1880000001995',
  '1880000001996',
  '9007199254801202',
];
/** 1960 by id; 1950; no date, still last, by id. */
const NEWEST_ORDER = [
  '987654321',
  '1880000001993',
  '1880000001994',
  '9007199254801204',
  '1881000000280',
  '1880000001995',
  '1880000001996',
  '9007199254801202',
];

/** A service whose records `edits` changes (by the id the service gives), as another museum's data would differ. */
export function withEdits(base: typeof fetch, edits: Record<string, (record: Record<string, unknown>) => void>): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    const body = parseApiJson(await response.text()) as { results?: Record<string, unknown>[] };
    for (const record of body.results ?? []) edits[String(record['wof:id'])]?.(record);
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(JSON.stringify(body), { status: response.status, headers });
  };
}

/** A service that no longer lists one record: the harvest after it must drop it. */
export function withoutRecord(base: typeof fetch, id: string): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    const body = parseApiJson(await response.text()) as { results?: Record<string, unknown>[]; total?: number };
    if (Array.isArray(body.results)) body.results = body.results.filter((record) => record['wof:id'] !== id);
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(JSON.stringify(body), { status: response.status, headers });
  };
}
