import { exhibitionDates, exhibitionStatus, inGallery, orderExhibitions, todayIso } from './exhibitions.ts';

const TODAY = '2026-11-15';

function exhibition(name: string, start: string | undefined, end: string | undefined, onDisplay?: number) {
  return {
    'wof:name': name,
    ...(start ? { 'sfomuseum:date_start': start } : {}),
    ...(end ? { 'sfomuseum:date_end': end } : {}),
    ...(onDisplay === undefined ? {} : { 'sfomuseum:on_display': onDisplay }),
  };
}

describe('exhibition status', () => {
  it('takes the on-display flag at its word', () => {
    expect(exhibitionStatus(exhibition('a', '2026-01-01', '2026-12-31', 1), TODAY)).toBe('current');
    expect(exhibitionStatus(exhibition('b', '2026-01-01', '2026-12-31', 0), TODAY)).toBe('past');
  });

  it('calls one that opens after today upcoming', () => {
    expect(exhibitionStatus(exhibition('c', '2027-02-01', '2027-08-31', 0), TODAY)).toBe('upcoming');
    expect(exhibitionStatus(exhibition('d', '2027', undefined), TODAY)).toBe('upcoming');
  });

  it('goes by the dates when the flag is missing', () => {
    expect(exhibitionStatus(exhibition('e', '2026-06', '2026-11'), TODAY)).toBe('current'); // November runs to its end
    expect(exhibitionStatus(exhibition('f', '2025-01-01', '..'), TODAY)).toBe('current');
    expect(exhibitionStatus(exhibition('g', '2025-01-01', '2026-10-31'), TODAY)).toBe('past');
    expect(exhibitionStatus(exhibition('h', undefined, undefined), TODAY)).toBe('past');
  });

  it('widens years and months to whole days and ignores dates it cannot read', () => {
    expect(exhibitionDates(exhibition('i', '2020', '2021-03'))).toEqual({ start: '2020-01-01', end: '2021-03-31' });
    expect(exhibitionDates(exhibition('j', '~1990', '..'))).toEqual({ start: undefined, end: undefined });
  });
});

describe('exhibition order', () => {
  it('lists current ones first, then upcoming, then past, each in a useful order', () => {
    const records = [
      exhibition('past, closed long ago', '2020-01-01', '2020-06-30', 0),
      exhibition('upcoming, later', '2027-06-01', '2027-12-31', 0),
      exhibition('current, opened earlier', '2025-12-01', '2027-01-31', 1),
      exhibition('past, just closed', '2026-03-01', '2026-10-31', 0),
      exhibition('upcoming, sooner', '2027-01-01', '2027-06-30', 0),
      exhibition('current, newest', '2026-09-01', '2027-03-31', 1),
      exhibition('undated', undefined, undefined),
    ];
    expect(orderExhibitions(records, TODAY).map((record) => record['wof:name'])).toEqual([
      'current, newest',
      'current, opened earlier',
      'upcoming, sooner',
      'upcoming, later',
      'past, just closed',
      'past, closed long ago',
      'undated',
    ]);
  });

  it('does not change the list it was given', () => {
    const records = [exhibition('past', '2020-01-01', '2020-06-30', 0), exhibition('current', '2026-01-01', '2027-01-01', 1)];
    orderExhibitions(records, TODAY);
    expect(records.map((record) => record['wof:name'])).toEqual(['past', 'current']);
  });

  it('reads today in UTC', () => {
    expect(todayIso(new Date('2026-11-15T23:30:00Z'))).toBe('2026-11-15');
  });
});

describe('inGallery', () => {
  it('finds the gallery in the list of ids, or as a single id', () => {
    expect(inGallery({ 'sfomuseum:gallery_id': ['1729811100', '1729811101'] }, '1729811101')).toBe(true);
    expect(inGallery({ 'sfomuseum:gallery_id': ['1729811100'] }, '1729811101')).toBe(false);
    expect(inGallery({ 'sfomuseum:gallery_id': '1729811101' }, '1729811101')).toBe(true);
    expect(inGallery({}, '1729811101')).toBe(false);
  });
});
