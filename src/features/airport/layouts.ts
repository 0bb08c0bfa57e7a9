import type { ListLayout } from '../../ui/VirtualList.tsx';

function rem(): number {
  return typeof document === 'undefined' ? 16 : parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

/** Fixed heights sized in rem, so the kiosk's large text keeps rows exact. */
export const galleryLayout = (): ListLayout => ({ kind: 'rows', rowHeight: Math.round(rem() * 4.5) + 8 });
export const exhibitionLayout = (): ListLayout => ({ kind: 'rows', rowHeight: Math.round(rem() * 9) + 8 });
export const gateLayout = (): ListLayout => ({ kind: 'rows', rowHeight: Math.round(rem() * 4.5) + 8 });
