import { id, number, safeHttpUrl, text } from './fields.ts';

describe('record readers', () => {
  const record = { name: 'DC-3', blank: '  ', count: 12, countText: '7', big: '9223372036854775807', small: 42, unsafe: 2 ** 60, obj: {} };

  it('reads text and tolerates missing or odd values', () => {
    expect(text(record, 'name')).toBe('DC-3');
    expect(text(record, 'blank')).toBeUndefined();
    expect(text(record, 'missing')).toBeUndefined();
    expect(text(record, 'obj')).toBeUndefined();
    expect(text(undefined, 'name')).toBeUndefined();
  });

  it('reads numbers from numbers or numeric strings', () => {
    expect(number(record, 'count')).toBe(12);
    expect(number(record, 'countText')).toBe(7);
    expect(number(record, 'name')).toBeUndefined();
  });

  it('keeps ids exact and refuses numbers that already lost precision', () => {
    expect(id(record, 'big')).toBe('9223372036854775807');
    expect(id(record, 'small')).toBe('42');
    expect(id(record, 'unsafe')).toBeUndefined();
  });

  it('accepts only http and https URLs', () => {
    expect(safeHttpUrl('https://example.org/a.jpg')).toBe('https://example.org/a.jpg');
    expect(safeHttpUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeHttpUrl('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(safeHttpUrl('not a url')).toBeUndefined();
    expect(safeHttpUrl(5)).toBeUndefined();
  });
});
