import type { ListLayout } from '../../ui/VirtualList.tsx';

/** Image 4:3; caption of three lines (title may take two) at the root font size. */
export function objectGridLayout(): ListLayout {
  const rem = typeof document === 'undefined' ? 16 : parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return { kind: 'grid', minTileWidth: 220, gap: 16, imageAspect: 3 / 4, captionHeight: Math.round(rem * 5.75) };
}

export function recordRowsLayout(): ListLayout {
  const rem = typeof document === 'undefined' ? 16 : parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return { kind: 'rows', rowHeight: Math.round(rem * 4.5) + 8 };
}
