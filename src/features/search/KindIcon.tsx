import type { SearchKind } from '../../api/search-response.ts';

/** 24-unit outlines, one per family of kinds: things, lists, shows, places. */
const SHAPES = {
  // A tag: one thing of the collection.
  thing: 'M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9Zm5-4.5a1.5 1.5 0 1 0 0 .01',
  // Stacked cards: a list of things.
  list: 'M4 7h16v13H4zM6 4h12M8 1.5h8',
  // A framed picture: a gallery or an exhibition.
  show: 'M3 4h18v16H3zM6 16l4-5 3 4 2-2 3 3',
  // A building with a door: a place of the airport or a collection.
  place: 'M3 21V9l9-6 9 6v12M9 21v-6h6v6M3 21h18',
} as const;

const FAMILY: Record<SearchKind, keyof typeof SHAPES> = {
  object: 'thing',
  category: 'list',
  subcategory: 'list',
  collection: 'place',
  gallery: 'show',
  exhibition: 'show',
  gate: 'place',
  terminal: 'place',
  building: 'place',
  'boarding-area': 'place',
};

/**
 * What a result without a picture is, drawn where its picture would be (decorative: the row says
 * the kind in words), so the rows' names still line up and no empty box looks like a broken image.
 */
export function KindIcon({ kind }: { kind: SearchKind }) {
  return (
    <span className="search-result__icon" aria-hidden="true" data-kind={kind}>
      <svg viewBox="0 0 24 24" width="32" height="32">
        <path d={SHAPES[FAMILY[kind]]} fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinejoin="round" strokeLinecap="round" />
      </svg>
    </span>
  );
}
