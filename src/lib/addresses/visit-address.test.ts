import { readVisitIds, visitHref, VISIT_MAX } from './visit-address.ts';

describe('the visit address', () => {
  it('lists the objects most recent first, each once where it was last opened', () => {
    expect(visitHref(['1880000000001', '1880000000002', '1880000000001', '1880000000003'])).toBe(
      '/visit?ids=1880000000003,1880000000001,1880000000002',
    );
  });

  it('keeps int64 ids as written, beyond what a number holds', () => {
    expect(visitHref(['9223372036854775807', '9007199254740993'])).toBe('/visit?ids=9007199254740993,9223372036854775807');
  });

  it(`carries only the latest ${VISIT_MAX} objects of a long visit`, () => {
    const opened = Array.from({ length: 60 }, (_, index) => String(1880000000001 + index));
    const ids = new URLSearchParams(visitHref(opened).split('?')[1]).get('ids')!.split(',');
    expect(ids).toHaveLength(VISIT_MAX);
    expect(ids[0]).toBe('1880000000060');
    expect(ids.at(-1)).toBe('1880000000011');
  });

  it('leaves out anything that is not an id', () => {
    expect(visitHref(['12', 'abc', '', '-3', '1.5', '99999999999999999999', '9223372036854775808', '7'])).toBe('/visit?ids=7,12');
  });

  it('is read back in its order, malformed ids ignored, each once, at most 50', () => {
    expect(readVisitIds('?ids=3,1,x,2,,1, 4 ')).toEqual(['3', '1', '2', '4']);
    expect(readVisitIds('?ids=9223372036854775807')).toEqual(['9223372036854775807']);
    expect(readVisitIds('')).toEqual([]);
    expect(readVisitIds('?ids=%2C%2C')).toEqual([]);
    const many = Array.from({ length: 70 }, (_, index) => String(index + 1)).join(',');
    expect(readVisitIds(`?ids=${many}`)).toHaveLength(VISIT_MAX);
    expect(readVisitIds(visitHref(['5', '6']).split('?')[1]!)).toEqual(['6', '5']);
  });
});
