import type { ListLayout } from '../../ui/VirtualList.tsx';

function rem(): number {
  return typeof document === 'undefined' ? 16 : parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

/** Fixed heights sized in rem, so the kiosk's large text keeps rows exact. */
export const galleryLayout = (): ListLayout => ({ kind: 'rows', rowHeight: Math.round(rem() * 4.5) + 8 });
/** On narrow screens the badge, dates and tag wrap onto a second line. */
export const exhibitionLayout = (narrow: boolean): ListLayout => ({ kind: 'rows', rowHeight: Math.round(rem() * (narrow ? 11.5 : 9)) + 8 });
export const gateLayout = (): ListLayout => ({ kind: 'rows', rowHeight: Math.round(rem() * 4.5) + 8 });
