import { describe, expect, it } from 'vitest';
import { acceptedLanguages, addressLanguageCookie, pageLanguage, readCookie } from './language.ts';

const page = (query = '') => new URL(`https://hangar.example/collections${query}`);

describe('readCookie', () => {
  it('finds one cookie among several, decoded, wherever it sits', () => {
    expect(readCookie('a=1; hangar-lang=es; b=2', 'hangar-lang')).toBe('es');
    expect(readCookie('hangar-lang=zh', 'hangar-lang')).toBe('zh');
    expect(readCookie('x=1;hangar-lang=%7A%68 ', 'hangar-lang')).toBe('zh');
  });

  it('does not take a cookie whose name only contains or ends with the name asked for', () => {
    expect(readCookie('not-hangar-lang=es; hangar-langs=zh', 'hangar-lang')).toBeNull();
    expect(readCookie(' hangar-lang =es', 'hangar-lang')).toBe('es');
  });

  it('takes a part without "=" as no cookie, even when it starts with the name', () => {
    expect(readCookie('hangar-langX', 'hangar-lang')).toBeNull();
    expect(readCookie('hangar-lang', 'hangar-lan')).toBeNull();
  });

  it('stops at the first cookie of that name, even a badly encoded one', () => {
    expect(readCookie('hangar-lang=%E0%A4%A; hangar-lang=es', 'hangar-lang')).toBeNull();
    expect(readCookie('hangar-lang=zh; hangar-lang=es', 'hangar-lang')).toBe('zh');
  });

  it('keeps an "=" inside the value', () => {
    expect(readCookie('token=a=b=c', 'token')).toBe('a=b=c');
  });

  it('treats a missing, empty, oversized or badly encoded header as no cookie', () => {
    expect(readCookie(undefined, 'hangar-lang')).toBeNull();
    expect(readCookie('', 'hangar-lang')).toBeNull();
    expect(readCookie('hangar-lang', 'hangar-lang')).toBeNull();
    expect(readCookie(`hangar-lang=es; pad=${'x'.repeat(8192)}`, 'hangar-lang')).toBeNull();
    expect(readCookie(`hangar-lang=es; pad=${'x'.repeat(8192 - 'hangar-lang=es; pad='.length)}`, 'hangar-lang')).toBe('es');
    expect(readCookie('hangar-lang=%E0%A4%A', 'hangar-lang')).toBeNull();
  });
});

describe('acceptedLanguages', () => {
  it('orders tags by quality, keeping the header’s order between equals', () => {
    expect(acceptedLanguages('fr;q=0.5, es, zh-CN;q=0.9, de;q=0.9')).toEqual(['es', 'zh-CN', 'de', 'fr']);
  });

  it('reads q with spaces around it and ignores other parameters', () => {
    expect(acceptedLanguages('es ; level=1 ;  q=0.2 , zh;q=0.3')).toEqual(['zh', 'es']);
  });

  it('keeps the header’s order among many equals', () => {
    expect(acceptedLanguages('a, b, c, d, e, f, g, h, i, j, k, l')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l']);
    expect(acceptedLanguages('l;q=0.5, k;q=0.5, j;q=0.5, i;q=0.5, h;q=0.5, g')).toEqual(['g', 'l', 'k', 'j', 'i', 'h']);
  });

  it('reads only a parameter that is exactly q=<number>', () => {
    expect(acceptedLanguages('es;xq=0.1, zh;q=0.9')).toEqual(['es', 'zh']);
    expect(acceptedLanguages('es;q=0.5x, zh;q=0.9')).toEqual(['es', 'zh']);
    expect(acceptedLanguages('es;q=0.5 x, zh;q=0.9')).toEqual(['es', 'zh']);
  });

  it('drops q=0 ("not this one"), the wildcard and empty entries', () => {
    expect(acceptedLanguages('es;q=0, *, , zh;q=0.1')).toEqual(['zh']);
    expect(acceptedLanguages('es;q=0.0')).toEqual([]);
  });

  it('a tag without q is wanted fully (1), above any lower q', () => {
    expect(acceptedLanguages('zh;q=0.99, es')).toEqual(['es', 'zh']);
  });

  it('ignores a missing or oversized header', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(`es,${'x'.repeat(1024)}`)).toEqual([]);
    expect(acceptedLanguages(`es,${'x'.repeat(1021)}`)).toEqual(['es', 'x'.repeat(1021)]);
  });
});

describe('pageLanguage', () => {
  it('takes ?lang= first, then the saved cookie, then Accept-Language, then English', () => {
    expect(pageLanguage(page('?lang=zh'), 'hangar-lang=es', 'es')).toBe('zh');
    expect(pageLanguage(page(), 'hangar-lang=es', 'zh')).toBe('es');
    expect(pageLanguage(page(), undefined, 'fr, zh-TW;q=0.8, es;q=0.5')).toBe('zh');
    expect(pageLanguage(page(), undefined, 'fr, de')).toBe('en');
    expect(pageLanguage(page(), undefined, undefined)).toBe('en');
  });

  it('passes over a ?lang= or cookie it does not know', () => {
    expect(pageLanguage(page('?lang=fr'), 'hangar-lang=klingon', 'es')).toBe('es');
  });
});

describe('addressLanguageCookie', () => {
  it('keeps a language chosen by address for the next page', () => {
    expect(addressLanguageCookie(page('?lang=zh'), undefined, false)).toBe('hangar-lang=zh; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(addressLanguageCookie(page('?lang=es'), 'hangar-lang=zh', false)).toMatch(/^hangar-lang=es;/);
  });

  it('sets nothing when the address chooses nothing, or what is saved already', () => {
    expect(addressLanguageCookie(page(), 'hangar-lang=zh', false)).toBeNull();
    expect(addressLanguageCookie(page('?lang=fr'), undefined, false)).toBeNull();
    expect(addressLanguageCookie(page('?lang=zh'), 'hangar-lang=zh', false)).toBeNull();
  });

  it('never on a kiosk, whose visitors share one browser', () => {
    expect(addressLanguageCookie(page('?lang=zh'), undefined, true)).toBeNull();
    expect(addressLanguageCookie(page('?lang=zh&kiosk=1'), undefined, false)).toBeNull();
  });
});
