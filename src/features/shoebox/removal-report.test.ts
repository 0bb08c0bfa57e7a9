import { ApiError } from '../../api/errors.ts';
import { WRITES } from '../../api/operations.ts';
import type { ShoeboxItem } from '../../api/types.ts';
import { switchLanguage } from '../../i18n/language.ts';
import { describeRun, recordRemoval, RUN_GAP_MS, startRemoval, type RemovalRun } from './removal-report.ts';

const item = (id: string, name: string): ShoeboxItem => ({ id, item_id: id, type_id: '1', item: { 'wof:id': id, 'wof:name': name } });
const poster = item('1', 'Pan Am poster');
const wings = item('2', 'Pilot wings');
const menu = item('3', 'Dinner menu');
const failure = (code: number) => new ApiError({ method: WRITES.removeItem, code, message: 'no', httpStatus: 500, verb: 'POST' });

/** Starts each item's removal at `at`, then answers them all at `at + 1` with `kind`. */
function quickRun(items: ShoeboxItem[], at = 1_000): RemovalRun {
  let run: RemovalRun | null = null;
  for (let started = 0; started < items.length; started += 1) run = startRemoval(run, at);
  for (const entry of items) run = recordRemoval(run, { kind: 'removed', item: entry }, at + 1);
  return run!;
}

describe('what the shoebox says after removals', () => {
  it('names a single removed item', () => {
    expect(describeRun(quickRun([poster]))).toEqual({ text: 'Removed Pan Am poster.', tone: 'ok' });
  });

  it('sums up several quick removals instead of naming only the last one answered', () => {
    expect(describeRun(quickRun([poster, wings, menu]))).toEqual({ text: 'Removed 3 items.', tone: 'ok' });
  });

  it('counts the removals answered so far while others are still on their way', () => {
    let run = startRemoval(null, 0);
    run = startRemoval(run, 10);
    run = startRemoval(run, 20);
    run = recordRemoval(run, { kind: 'removed', item: poster }, 30);
    expect(describeRun(run)?.text).toBe('Removed Pan Am poster.');
    run = recordRemoval(run, { kind: 'removed', item: wings }, 40);
    expect(describeRun(run)?.text).toBe('Removed 2 items.');
  });

  it('says a failure among them, which turns the message into an error', () => {
    let run = startRemoval(startRemoval(startRemoval(null, 0), 1), 2);
    run = recordRemoval(run, { kind: 'removed', item: poster }, 3);
    run = recordRemoval(run, { kind: 'removed', item: wings }, 4);
    run = recordRemoval(run, { kind: 'remove-failed', item: menu, error: failure(901) }, 5);
    expect(describeRun(run)).toEqual({
      text: 'Removed 2 items. Dinner menu could not be removed, so it is back in your shoebox. Please try again.',
      tone: 'error',
    });
  });

  it('counts several failures and items someone else had removed already', () => {
    let run: RemovalRun | null = null;
    for (let index = 0; index < 4; index += 1) run = startRemoval(run, index);
    run = recordRemoval(run, { kind: 'already-gone', item: poster }, 5);
    run = recordRemoval(run, { kind: 'already-gone', item: wings }, 5);
    run = recordRemoval(run, { kind: 'remove-failed', item: menu, error: new TypeError('Failed to fetch') }, 6);
    run = recordRemoval(run, { kind: 'remove-failed', item: poster, error: failure(512) }, 6);
    expect(describeRun(run)).toEqual({
      text: '2 items were already gone from your shoebox. 2 items could not be removed, so they are back in your shoebox. Please try again.',
      tone: 'error',
    });
  });

  it('says a sign-in problem once, in its own words, however many items it stopped', () => {
    let run = startRemoval(startRemoval(null, 0), 1);
    run = recordRemoval(run, { kind: 'remove-failed', item: poster, error: failure(490) }, 2);
    run = recordRemoval(run, { kind: 'remove-failed', item: wings, error: failure(490) }, 3);
    const message = describeRun(run);
    expect(message?.tone).toBe('error');
    expect(message?.text).toBe(
      'Your sign-in can’t change the shoebox. This access token may read but not change anything. Sign in with a token that has write permission.',
    );
  });

  it('starts a new message for a removal made a while after the last one was answered', () => {
    const earlier = quickRun([poster, wings], 1_000);
    const later = startRemoval(earlier, 1_001 + RUN_GAP_MS + 1);
    expect(describeRun(recordRemoval(later, { kind: 'removed', item: menu }, 1_001 + RUN_GAP_MS + 2))?.text).toBe('Removed Dinner menu.');

    const soon = startRemoval(earlier, 1_001 + RUN_GAP_MS);
    expect(describeRun(recordRemoval(soon, { kind: 'removed', item: menu }, 1_001 + RUN_GAP_MS + 1))?.text).toBe('Removed 3 items.');
  });

  it('keeps a slow removal in its run while one is still unanswered', () => {
    let run = startRemoval(null, 0);
    run = startRemoval(run, RUN_GAP_MS * 3);
    run = recordRemoval(run, { kind: 'removed', item: poster }, RUN_GAP_MS * 3 + 1);
    run = recordRemoval(run, { kind: 'removed', item: wings }, RUN_GAP_MS * 3 + 2);
    expect(describeRun(run)?.text).toBe('Removed 2 items.');
  });

  it('after the message was dismissed, an answer still arriving is said on its own', () => {
    expect(describeRun(recordRemoval(null, { kind: 'removed', item: wings }, 0))?.text).toBe('Removed Pilot wings.');
  });

  it('says nothing before the first answer', () => {
    expect(describeRun(startRemoval(null, 0))).toBeNull();
  });
});

describe('the removal report in other languages', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('says the Spanish plural, one and many, and names a single item', async () => {
    await switchLanguage('es');
    expect(describeRun(quickRun([poster, wings, menu]))?.text).toBe('Se quitaron 3 elementos.');
    expect(describeRun(quickRun([poster]))?.text).toBe('Se quitó Pan Am poster.');
    let run: RemovalRun | null = null;
    for (let index = 0; index < 3; index += 1) run = startRemoval(run, index);
    run = recordRemoval(run, { kind: 'already-gone', item: poster }, 4);
    run = recordRemoval(run, { kind: 'already-gone', item: wings }, 4);
    run = recordRemoval(run, { kind: 'remove-failed', item: menu, error: failure(901) }, 5);
    expect(describeRun(run)?.text).toBe(
      '2 elementos ya no estaban en su caja de recuerdos. No se pudo quitar Dinner menu, así que sigue en su caja de recuerdos. Inténtelo de nuevo.',
    );
  });

  it('says the Chinese count with its measure word, and a sign-in problem with Chinese punctuation', async () => {
    await switchLanguage('zh');
    expect(describeRun(quickRun([poster, wings, menu]))?.text).toBe('已移除 3 项。');
    let mixed = quickRun([poster, wings]);
    mixed = recordRemoval(startRemoval(mixed, 2), { kind: 'remove-failed', item: menu, error: failure(901) }, 3);
    expect(describeRun(mixed)?.text).toBe('已移除 2 项。无法移除“Dinner menu”，它仍在您的收藏盒中。请重试。');
    let run = startRemoval(startRemoval(null, 0), 1);
    run = recordRemoval(run, { kind: 'remove-failed', item: poster, error: failure(490) }, 2);
    expect(describeRun(run)?.text).toBe('您的登录无法更改收藏盒。此访问令牌只能读取，不能更改任何内容。请使用有写入权限的令牌登录。');
  });
});
