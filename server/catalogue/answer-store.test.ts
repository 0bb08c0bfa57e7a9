import { describe, expect, it } from 'vitest';
import type { CatalogueReader, SearchParams } from './engine.ts';
import type { CatalogueHandle } from './handle.ts';
import { createApiAnswers } from './http.ts';
import { scriptedAnswer, scriptedReader } from './scripted-engine.ts';

/** A catalogue whose reader counts its searches and answers when `answer` says. */
function countingCatalogue(answer: (params: SearchParams) => Promise<void> = () => Promise.resolve()) {
  const searched: string[] = [];
  let reader: CatalogueReader = withCount(scriptedReader());
  function withCount(base: CatalogueReader): CatalogueReader {
    return {
      ...base,
      async search(params: SearchParams) {
        searched.push(params.q);
        await answer(params);
        return scriptedAnswer(params.q);
      },
    };
  }
  const handle: CatalogueHandle = {
    target: 'counting',
    current: () => Promise.resolve(reader),
    isOpen: () => true,
    getObject: () => Promise.resolve(null),
    rebase: (text) => text,
    failed: () => undefined,
    close: () => Promise.resolve(),
  };
  /** A new generation of the catalogue: its answers are its own. */
  const replace = () => (reader = withCount(scriptedReader()));
  return { handle, searched, replace };
}

const search = (q: string) => new URL(`http://hangar.test/api/search?q=${encodeURIComponent(q)}`);

describe('the answers kept of a catalogue', () => {
  it('computes a search once for everyone who asks it while it is computed, and once after', async () => {
    let finish: () => void = () => undefined;
    const { handle, searched } = countingCatalogue(() => new Promise((resolve) => (finish = resolve)));
    const answers = createApiAnswers(handle);
    const asked = [answers(search('boeing'), ''), answers(search('boeing'), ''), answers(search('boeing'), '')];
    // The reader is asked for after a turn of the loop: wait until the one search has started.
    while (searched.length === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    finish();
    const sent = await Promise.all(asked);
    expect(sent.map((each) => each.status)).toEqual([200, 200, 200]);
    expect(new Set(sent.map((each) => each.text)).size).toBe(1);
    await answers(search('boeing'), '');
    expect(searched).toEqual(['boeing']);
  });

  it('forgets a search that failed: the next visitor asks the catalogue again', async () => {
    let fail = true;
    const { handle, searched } = countingCatalogue(() => (fail ? Promise.reject(new Error('database down')) : Promise.resolve()));
    const answers = createApiAnswers(handle);
    expect((await answers(search('boeing'), '')).status).toBe(503);
    fail = false;
    expect((await answers(search('boeing'), '')).status).toBe(200);
    expect(searched).toEqual(['boeing', 'boeing']);
  });

  it('keeps 500 answers, the least recently asked out first', async () => {
    const { handle, searched } = countingCatalogue();
    const answers = createApiAnswers(handle);
    for (let index = 0; index < 500; index++) await answers(search(`word${index}`), '');
    // word0 asked again is the most recent: word1 goes when word500 comes.
    await answers(search('word0'), '');
    await answers(search('word500'), '');
    await answers(search('word0'), '');
    expect(searched).toHaveLength(501);
    await answers(search('word1'), '');
    expect(searched).toHaveLength(502);
    expect(searched.at(-1)).toBe('word1');
  });

  it("keeps each generation's answers apart", async () => {
    const { handle, searched, replace } = countingCatalogue();
    const answers = createApiAnswers(handle);
    await answers(search('boeing'), '');
    replace();
    await answers(search('boeing'), '');
    expect(searched).toEqual(['boeing', 'boeing']);
  });
});
