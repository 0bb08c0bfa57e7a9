// @vitest-environment jsdom
import { forgetSessionChoice, matchLanguage, negotiateLanguage, rememberChoice } from './negotiate.ts';
import { memoryStorage } from '../lib/testing/memory-storage.ts';

const none = { search: '', session: null, saved: null, browser: [] as string[] };

describe('matchLanguage', () => {
  it.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['ES', 'es'],
    ['zh-CN', 'zh'],
    ['zh-Hans-CN', 'zh'],
    ['zh_TW', 'zh'],
    ['en-GB', 'en'],
    ['en-XA', 'en-XA'],
    ['fr-FR', null],
    ['', null],
  ])('%s -> %s', (tag, expected) => {
    expect(matchLanguage(tag)).toBe(expected);
  });
});

describe('negotiateLanguage', () => {
  it('takes ?lang= first, and keeps it for the session', () => {
    const session = memoryStorage();
    const saved = memoryStorage({ 'hangar.language': 'zh' });
    expect(negotiateLanguage({ search: '?lang=es', session, saved, browser: ['zh-CN'] })).toBe('es');
    expect(negotiateLanguage({ search: '', session, saved, browser: ['zh-CN'] })).toBe('es');
  });

  it('saves a ?lang= as the menu saves a choice: for later visits and for the server (its cookie), except on a kiosk', () => {
    document.cookie = 'hangar-lang=; Path=/; Max-Age=0';
    const saved = memoryStorage();
    expect(negotiateLanguage({ ...none, search: '?lang=zh', session: memoryStorage(), saved })).toBe('zh');
    expect(negotiateLanguage({ ...none, saved, browser: ['es'] })).toBe('zh');
    expect(document.cookie).toContain('hangar-lang=zh');

    document.cookie = 'hangar-lang=; Path=/; Max-Age=0';
    const kioskSaved = memoryStorage();
    negotiateLanguage({ ...none, search: '?lang=es', saved: kioskSaved, kioskDefault: 'en' });
    negotiateLanguage({ ...none, search: '?kiosk=1&lang=es', saved: kioskSaved });
    expect(kioskSaved.length).toBe(0);
    expect(document.cookie).not.toContain('hangar-lang');
  });

  it('ignores a ?lang= it does not have, and goes on down the list', () => {
    expect(negotiateLanguage({ ...none, search: '?lang=fr', browser: ['fr-FR', 'es-ES'] })).toBe('es');
  });

  it('then the saved choice, then the browser’s languages in order, then English', () => {
    expect(negotiateLanguage({ ...none, saved: memoryStorage({ 'hangar.language': 'zh' }), browser: ['es'] })).toBe('zh');
    expect(negotiateLanguage({ ...none, browser: ['de-DE', 'zh-CN', 'es'] })).toBe('zh');
    expect(negotiateLanguage({ ...none, browser: ['de-DE'] })).toBe('en');
  });

  it('on a kiosk, uses the kiosk’s language instead of the saved choice and the browser’s', () => {
    const sources = { ...none, saved: memoryStorage({ 'hangar.language': 'zh' }), browser: ['zh-CN'], kioskDefault: 'es' };
    expect(negotiateLanguage(sources)).toBe('es');
  });

  it('a menu choice outranks an earlier ?lang= and is saved, except on a kiosk, where Start over forgets it', () => {
    const session = memoryStorage();
    const saved = memoryStorage();
    negotiateLanguage({ ...none, search: '?lang=es', session, saved });
    rememberChoice('zh', false, { session, saved });
    expect(negotiateLanguage({ ...none, session, saved })).toBe('zh');
    expect(negotiateLanguage({ ...none, saved })).toBe('zh');

    const kioskSession = memoryStorage();
    const kioskSaved = memoryStorage();
    rememberChoice('zh', true, { session: kioskSession, saved: kioskSaved });
    expect(negotiateLanguage({ ...none, session: kioskSession, saved: kioskSaved, kioskDefault: 'es' })).toBe('zh');
    expect(kioskSaved.length).toBe(0);
    forgetSessionChoice(kioskSession);
    expect(negotiateLanguage({ ...none, session: kioskSession, saved: kioskSaved, kioskDefault: 'es' })).toBe('es');
  });

  it('survives storage that throws', () => {
    const throwing = memoryStorage();
    throwing.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    throwing.setItem = throwing.getItem;
    expect(negotiateLanguage({ ...none, search: '?lang=zh', session: throwing, saved: throwing })).toBe('zh');
    expect(negotiateLanguage({ ...none, session: throwing, saved: throwing, browser: ['es'] })).toBe('es');
  });
});
