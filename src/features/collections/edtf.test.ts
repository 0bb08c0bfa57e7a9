import { switchLanguage } from '../../i18n/language.ts';
import { describeEdtf, inceptionToCessation } from './edtf.ts';

// Values from the Library of Congress EDTF specification (levels 0, 1 and the
// parts of level 2 catalogues use) and from museum records, with the words a
// visitor should read.
const TABLE: Array<[string, string | undefined]> = [
  // Level 0: dates
  ['1967', '1967'],
  ['1967-06', 'June 1967'],
  ['1967-06-21', 'June 21, 1967'],
  ['2001-02-03', 'February 3, 2001'],
  ['0967', '967'],
  ['-0100', '100 BCE'],
  ['-0XXX', '0s BCE'],
  ['-01XX', '100s BCE'],
  ['2000-02-29', 'February 29, 2000'],
  // Level 0: date and time
  ['2001-02-03T09:30:01', 'February 3, 2001 at 09:30:01'],
  ['2004-01-01T10:10:10Z', 'January 1, 2004 at 10:10:10 UTC'],
  ['2004-01-01T10:10:10+05:00', 'January 1, 2004 at 10:10:10 UTC+05:00'],
  // Level 0: intervals
  ['1967/1972', '1967 to 1972'],
  ['1964/2008', '1964 to 2008'],
  ['2004-06/2006-08', 'June 2004 to August 2006'],
  ['2004-02-01/2005-02-08', 'February 1, 2004 to February 8, 2005'],
  ['2005/2006-02', '2005 to February 2006'],
  // Level 1: long years
  ['Y170000002', '170,000,002'],
  ['Y-170000002', '170,000,002 BCE'],
  // Level 1: seasons
  ['1967-21', 'Spring 1967'],
  ['2001-22', 'Summer 2001'],
  ['2001-23', 'Autumn 2001'],
  ['2001-24', 'Winter 2001'],
  // Level 1: qualification
  ['1967?', 'possibly 1967'],
  ['1967~', 'about 1967'],
  ['1967%', 'about 1967, possibly'],
  ['2004-06~', 'about June 2004'],
  ['2004-06-11%', 'about June 11, 2004, possibly'],
  // Level 1: unspecified digits
  ['196X', '1960s'],
  ['19XX', '1900s'],
  ['201X', '2010s'],
  ['XXXX', undefined],
  ['1985-04-XX', 'April 1985'],
  ['1985-XX-XX', '1985'],
  // Level 1: extended intervals
  ['../1972', 'until 1972'],
  ['1967/..', 'from 1967'],
  ['1967/', '1967 to an unknown date'],
  ['/1972', 'an unknown date to 1972'],
  ['1985-04-12/..', 'from April 12, 1985'],
  ['1984~/2004-06', 'about 1984 to June 2004'],
  ['1984?/2004%', 'possibly 1984 to about 2004, possibly'],
  ['-0100/-0050', '100 BCE to 50 BCE'],
  // Level 2: exponents and significant digits
  ['Y-17E7', '170,000,000 BCE'],
  ['1950S2', 'about 1950'],
  // Level 2: seasons beyond the four
  ['2001-33', 'First quarter 2001'],
  ['2001-41', 'Second half 2001'],
  // Level 2: component qualification
  ['2004?-06-11', 'possibly June 11, 2004'],
  ['?2004-06-~11', 'about June 11, 2004, possibly'],
  ['2004-?06-11', 'possibly June 11, 2004'],
  ['Y170000002?', 'possibly 170,000,002'],
  // Level 2: unspecified digits anywhere
  ['1XXX', '1000s'],
  ['156X-12-25', 'December 25 in the 1560s'],
  ['XXXX-12-XX', 'December, year unknown'],
  ['1984-1X', '1984'],
  // Level 2: sets
  ['[1667,1668]', '1667 or 1668'],
  ['[1667, 1668, 1670..1672]', '1667, 1668, or 1670 to 1672'],
  ['[..1760-12-03]', 'December 3, 1760 or earlier'],
  ['[1760-12..]', 'December 1760 or later'],
  ['{1667,1668,1670..1672}', '1667, 1668, and 1670 to 1672'],
  ['{1960, 1961-12}', '1960 and December 1961'],
  // Legacy drafts, still common in catalogues
  ['uuuu', undefined],
  ['196u', '1960s'],
  ['1967/unknown', '1967 to an unknown date'],
  ['1967/open', 'from 1967'],
];

describe('describeEdtf', () => {
  it.each(TABLE)('reads %s as %s', (value, words) => {
    expect(describeEdtf(value)).toBe(words);
  });

  it('has nothing to say about a missing or blank value', () => {
    expect(describeEdtf(undefined)).toBeUndefined();
    expect(describeEdtf('')).toBeUndefined();
    expect(describeEdtf('   ')).toBeUndefined();
    expect(describeEdtf('/')).toBeUndefined();
  });

  it('ignores surrounding spaces', () => {
    expect(describeEdtf(' 1967-06 ')).toBe('June 1967');
  });

  it.each([
    'circa 1960',
    'Summer of 1967',
    '1967-13',
    '1967-02-30',
    '1967-02-29',
    '1967-00',
    '1967-06-00',
    '1X67',
    '19?67',
    '2004-0~6',
    'Y17?0000002',
    '67',
    '1967-21-01',
    '../..',
    '1967/1968/1969',
    '[1667,,1668]',
    '[..]',
    '2004-01-01T25:00:00',
    'Y12E1234',
    '1967-06-21T10:10',
  ])('shows %s as written, since it is not EDTF it can read', (value) => {
    expect(describeEdtf(value)).toBe(value);
  });

  it('never throws, whatever the record holds', () => {
    for (const value of ['[', '{', ']', '..', '?', '~%', '-', 'Y', 'YE', 'T', '[1967..1968..1969]', '{,}', 'XXXX-XX-XX?']) {
      expect(() => describeEdtf(value)).not.toThrow();
    }
  });
});

describe('inceptionToCessation', () => {
  it.each<[string | undefined, string | undefined, string]>([
    ['1967', '1972', '1967 to 1972'],
    ['1967-06-21', '1972~', 'June 21, 1967 to about 1972'],
    ['1967', undefined, 'from 1967'],
    ['1967', 'uuuu', 'from 1967'],
    ['1967', '..', 'from 1967'],
    [undefined, '1972', 'until 1972'],
    ['XXXX', '1972', 'until 1972'],
    ['1967', '1967', '1967'],
    [undefined, undefined, 'date unknown'],
    ['uuuu', 'uuuu', 'date unknown'],
    ['', '  ', 'date unknown'],
    ['circa 1960', '1972', 'circa 1960 to 1972'],
  ])('reads %s and %s as %s', (inception, cessation, words) => {
    expect(inceptionToCessation(inception, cessation)).toBe(words);
  });
});

describe('in Spanish and Chinese', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it.each<[string, string, string]>([
    ['1967-06-21', '21 de junio de 1967', '1967年6月21日'],
    ['1967-06', 'junio de 1967', '1967年6月'],
    ['1967', '1967', '1967年'],
    ['1950~', 'aprox. 1950', '约1950年'],
    ['1950?', 'posiblemente 1950', '可能为1950年'],
    ['2004-06-11%', 'aprox. 11 de junio de 2004, sin confirmar', '可能约为2004年6月11日'],
    ['195X', 'años 1950', '1950年代'],
    ['156X-12-25', '25 de diciembre de los años 1560', '1560年代的12月25日'],
    ['-0100', '100 a. C.', '公元前100年'],
    ['-0100-06', 'junio de 100 a. C.', '公元前100年6月'],
    ['Y170000002', '170.000.002', '170,000,002年'],
    ['2001-21', 'primavera de 2001', '2001年春季'],
    ['2001-40', 'primer semestre de 2001', '2001年上半年'],
    ['1967/1972', 'de 1967 a 1972', '1967年至1972年'],
    ['1967/..', 'desde 1967', '自1967年起'],
    ['[1950,1951]', '1950 o 1951', '1950年或1951年'],
    ['{1667,1668,1670..1672}', '1667, 1668 y de 1670 a 1672', '1667年、1668年和1670年至1672年'],
    ['2004-01-01T10:10:10Z', '1 de enero de 2004, 10:10:10 UTC', '2004年1月1日 10:10:10 UTC'],
  ])('reads %s as “%s” and “%s”', async (value, spanish, chinese) => {
    await switchLanguage('es');
    expect(describeEdtf(value)).toBe(spanish);
    await switchLanguage('zh');
    expect(describeEdtf(value)).toBe(chinese);
  });

  it('says a record’s life in the language of the moment', async () => {
    await switchLanguage('es');
    expect(inceptionToCessation('1967~', undefined)).toBe('desde aprox. 1967');
    expect(inceptionToCessation(undefined, undefined)).toBe('fecha desconocida');
    await switchLanguage('zh');
    expect(inceptionToCessation('1967', '1972~')).toBe('1967年至约1972年');
  });
});
