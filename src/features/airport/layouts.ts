import type { ListLayout } from '../../ui/VirtualList.tsx';

/** Fixed heights sized in rem (one-line texts), so the kiosk's large text keeps rows exact. */
export const galleryLayout = (): ListLayout => ({ kind: 'rows', rowHeight: { rem: 4.5, px: 8 } });
/**
 * An exhibition's badge, dates and hashtag wrap onto as many lines as the width and the text
 * size make them, so its rows are measured (the estimate is the one-line case).
 */
export const exhibitionLayout = (): ListLayout => ({ kind: 'measured', estimatedHeight: { rem: 9.5, px: 12 } });
export const gateLayout = (): ListLayout => ({ kind: 'rows', rowHeight: { rem: 4.5, px: 8 } });
