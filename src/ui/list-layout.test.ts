import { columnsFor, largestPaintCandidates, rowHeightFor, type ListLayout } from './list-layout.ts';

const grid: ListLayout = { kind: 'grid', minTileWidth: 220, gap: 16, imageAspect: 0.75, captionHeight: 96 };

describe('grid column logic', () => {
  it('uses one column on a phone', () => {
    expect(columnsFor(grid, 343)).toBe(1);
  });

  it('fits as many tiles as the minimum width allows', () => {
    expect(columnsFor(grid, 456)).toBe(2); // 2*220 + 16 = 456 exactly
    expect(columnsFor(grid, 455)).toBe(1);
    expect(columnsFor(grid, 1248)).toBe(5);
  });

  it('puts two narrower tiles side by side on a phone rather than one wide tile', () => {
    const paired: ListLayout = { ...grid, pairTileWidth: 150 };
    expect(columnsFor(paired, 288)).toBe(1); // a 320 px screen: two tiles would be 136 px
    expect(columnsFor(paired, 316)).toBe(2); // 2*150 + 16 exactly
    expect(columnsFor(paired, 328)).toBe(2); // a 360 px screen
    expect(columnsFor(paired, 1248)).toBe(5); // wide screens keep the usual minimum
  });

  it('respects a column cap', () => {
    expect(columnsFor({ ...grid, maxColumns: 3 }, 1248)).toBe(3);
  });

  it('never returns zero columns for a tiny width', () => {
    expect(columnsFor(grid, 0)).toBe(1);
  });

  it('derives row height from tile width so the estimate is exact', () => {
    // 2 columns in 456px: tiles are 220px wide, images 165px tall.
    expect(rowHeightFor(grid, 456, 2)).toBe(165 + 96 + 16);
  });

  it('keeps fixed rows fixed and lists one column', () => {
    const rows: ListLayout = { kind: 'rows', rowHeight: 72 };
    expect(columnsFor(rows, 1200)).toBe(1);
    expect(rowHeightFor(rows, 1200, 1)).toBe(72);
  });
});

describe('sizes in rem follow the text size', () => {
  it('turns rem into pixels at the root font size, plus fixed pixels', () => {
    const rows: ListLayout = { kind: 'rows', rowHeight: { rem: 4.5, px: 8 } };
    expect(rowHeightFor(rows, 1000, 1, 16)).toBe(80);
    // The kiosk's large text (1.25x) and a 24 px browser default: each row grows with its text.
    expect(rowHeightFor(rows, 1000, 1, 20)).toBe(98);
    expect(rowHeightFor(rows, 1000, 1, 30)).toBe(143);
  });

  it('gives a grid fewer, wider columns and taller captions as the text grows', () => {
    const tiles: ListLayout = { kind: 'grid', minTileWidth: { rem: 13.75 }, gap: 16, imageAspect: 0.75, captionHeight: { rem: 6.5 } };
    expect(columnsFor(tiles, 1888, 16)).toBe(8);
    expect(columnsFor(tiles, 1888, 30)).toBe(4);
    // 4 columns in 1888 px: tiles 460 px wide, images 345 px tall, caption 6.5 x 30 px.
    expect(rowHeightFor(tiles, 1888, 4, 30)).toBe(345 + 195 + 16);
  });
});

describe('largestPaintCandidates', () => {
  it("is a grid's first row: its tiles are the same size and the first painted wins", () => {
    // 1024 px: the main column holds four tiles of at least 220 px; an 800 px window shows three rows of them.
    expect(largestPaintCandidates(grid, 1024, 800, 16)).toBe(4);
    expect(largestPaintCandidates(grid, 360, 800, 16)).toBe(1);
  });

  it('is every item of the first screenful when the items differ in size', () => {
    const posts: ListLayout = { kind: 'measured', estimatedHeight: 260 };
    expect(largestPaintCandidates(posts, 412, 823, 16)).toBe(4);
    const rows: ListLayout = { kind: 'rows', rowHeight: 100 };
    expect(largestPaintCandidates(rows, 412, 823, 16)).toBe(9);
  });
});
