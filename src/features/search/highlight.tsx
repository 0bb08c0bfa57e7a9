/**
 * Matches shown as `<mark>`, built from the API's ranges over the field's own text: the text is
 * only ever a React text node, never HTML, so a name like `<img onerror=…>` reads as those
 * characters. Ranges are UTF-16 offsets; whatever they say (overlapping, unsorted, out of bounds,
 * or cutting an emoji's surrogate pair in two), the pieces join back to exactly the text, and no
 * mark splits a character.
 */
import type { Range } from '../../api/search-response.ts';

export interface Piece {
  text: string;
  marked: boolean;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** A start that falls between a pair's halves moves back to the pair; an end moves past it. */
function snapStart(text: string, index: number): number {
  return index > 0 && isLowSurrogate(text.charCodeAt(index)) && isHighSurrogate(text.charCodeAt(index - 1)) ? index - 1 : index;
}
function snapEnd(text: string, index: number): number {
  return index > 0 && index < text.length && isLowSurrogate(text.charCodeAt(index)) && isHighSurrogate(text.charCodeAt(index - 1))
    ? index + 1
    : index;
}

/** The text in pieces, the ranges marked: clamped, snapped to whole characters, sorted and merged. */
export function highlightPieces(text: string, ranges: readonly Range[] | undefined): Piece[] {
  const spans = (ranges ?? [])
    .map(([start, end]) => {
      const from = snapStart(text, Math.max(0, Math.min(text.length, Math.trunc(start))));
      const to = snapEnd(text, Math.max(0, Math.min(text.length, Math.trunc(end))));
      return [from, to] as const;
    })
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [from, to] of spans) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  const pieces: Piece[] = [];
  let at = 0;
  for (const [from, to] of merged) {
    if (from > at) pieces.push({ text: text.slice(at, from), marked: false });
    pieces.push({ text: text.slice(from, to), marked: true });
    at = to;
  }
  if (at < text.length || pieces.length === 0) pieces.push({ text: text.slice(at), marked: false });
  return pieces;
}

/** The text with its matches marked. */
export function Highlighted({ text, ranges }: { text: string; ranges: readonly Range[] | undefined }) {
  return highlightPieces(text, ranges).map((piece, index) => (piece.marked ? <mark key={index}>{piece.text}</mark> : piece.text));
}
