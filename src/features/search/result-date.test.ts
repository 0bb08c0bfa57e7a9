// @vitest-environment node
import { switchLanguage } from '../../i18n/language.ts';
import { resultDate } from './result-date.ts';

afterEach(async () => {
  await switchLanguage('en');
});

describe("a result's date", () => {
  it('writes an exhibition’s days as the exhibitions page does, in each language', async () => {
    const exhibition = { kind: 'exhibition', date: '2026-07-01 – 2027-03-31' } as const;
    expect(resultDate(exhibition)).toBe('Jul 1, 2026 – Mar 31, 2027');
    expect(resultDate({ kind: 'exhibition', date: '2026-07-01' })).toBe('Jul 1, 2026 – ongoing');
    await switchLanguage('es');
    expect(resultDate(exhibition)).toBe('1 jul 2026 – 31 mar 2027');
    await switchLanguage('zh');
    expect(resultDate(exhibition)).toBe('2026年7月1日 – 2027年3月31日');
  });

  it('keeps an object’s date as the museum wrote it', () => {
    expect(resultDate({ kind: 'object', date: 'c. 1962' })).toBe('c. 1962');
    expect(resultDate({ kind: 'object', date: '1962-04-01' })).toBe('1962-04-01');
    expect(resultDate({ kind: 'gate', date: null })).toBeNull();
  });
});
