// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { Highlighted, highlightPieces } from './highlight.tsx';

const join = (text: string, ranges: [number, number][]) =>
  highlightPieces(text, ranges)
    .map((piece) => piece.text)
    .join('');

describe('highlightPieces', () => {
  it('marks each range of the text', () => {
    expect(highlightPieces('TWA stewardess cap', [[4, 14]])).toEqual([
      { text: 'TWA ', marked: false },
      { text: 'stewardess', marked: true },
      { text: ' cap', marked: false },
    ]);
  });

  it('sorts, merges and clamps ranges, and drops empty or reversed ones', () => {
    expect(
      highlightPieces('abcdefgh', [
        [6, 99],
        [0, 2],
        [1, 3],
        [5, 5],
        [4, 3],
        [-5, 0],
      ]),
    ).toEqual([
      { text: 'abc', marked: true },
      { text: 'def', marked: false },
      { text: 'gh', marked: true },
    ]);
  });

  it('never cuts a surrogate pair: a mark grows to the whole character', () => {
    const text = 'a✈️b😀c';
    // 😀 is two UTF-16 units at 4..6; a range ending between them and one starting between them.
    expect(highlightPieces(text, [[4, 5]])).toEqual([
      { text: 'a✈️b', marked: false },
      { text: '😀', marked: true },
      { text: 'c', marked: false },
    ]);
    expect(highlightPieces(text, [[5, 7]]).find((piece) => piece.marked)?.text).toBe('😀c');
  });

  it('gives back exactly the text, whatever the ranges', () => {
    const text = '飞机 😀 <b>x</b>';
    for (const ranges of [
      [],
      [[0, 1]],
      [[3, 4]],
      [[1, 100]],
      [
        [4, 5],
        [0, 2],
      ],
    ] as [number, number][][]) {
      expect(join(text, ranges)).toBe(text);
    }
    expect(highlightPieces('', [[0, 3]])).toEqual([{ text: '', marked: false }]);
  });
});

describe('Highlighted', () => {
  it('renders hostile text as text, with <mark> only where the ranges say', () => {
    const hostile = '<img src=x onerror="alert(1)"> cap';
    const { container } = render(
      <p>
        <Highlighted text={hostile} ranges={[[31, 34]]} />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe(hostile);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['cap']);
  });
});
