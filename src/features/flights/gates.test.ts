import { boardingAreaLetter, boardingAreaOfGate } from './gates.ts';

const AREAS = [
  { id: '1729820002', name: 'Boarding Area B' },
  { id: '1729820007', name: 'Boarding Area G' },
];

describe('boarding areas', () => {
  it('reads the letter from a directory name', () => {
    expect(boardingAreaLetter('Boarding Area B')).toBe('B');
    expect(boardingAreaLetter('boarding area  g')).toBe('G');
    expect(boardingAreaLetter('International Terminal')).toBeUndefined();
  });

  it('finds the area of a gate code when the directory lists it', () => {
    expect(boardingAreaOfGate('B12', AREAS)?.id).toBe('1729820002');
    expect(boardingAreaOfGate(' g 3', AREAS)?.id).toBe('1729820007');
  });

  it('finds nothing for an area the directory lacks or a code that names none', () => {
    expect(boardingAreaOfGate('C4', AREAS)).toBeUndefined();
    expect(boardingAreaOfGate('12', AREAS)).toBeUndefined();
    expect(boardingAreaOfGate('Bus', AREAS)).toBeUndefined();
    expect(boardingAreaOfGate('B12', [])).toBeUndefined();
  });
});
