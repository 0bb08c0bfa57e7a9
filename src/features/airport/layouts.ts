import type { ListLayout } from '../../ui/VirtualList.tsx';

/** A gallery's name and place wrap rather than being cut on a narrow phone: measured rows, estimated at one line each. */
export const galleryLayout = (): ListLayout => ({ kind: 'measured', estimatedHeight: { rem: 4.5, px: 12 } });
/**
 * An exhibition's badge, dates and hashtag wrap onto as many lines as the width and the text
 * size make them, so its rows are measured (the estimate is the one-line case).
 */
export const exhibitionLayout = (): ListLayout => ({ kind: 'measured', estimatedHeight: { rem: 9.5, px: 12 } });
/**
 * Fixed heights sized in rem (a gate's code is short), so the kiosk's large text keeps rows exact.
 * A gate that links its boarding area (on a building's page) needs room for a 44 px link.
 */
export const gateLayout = (withArea: boolean): ListLayout => ({ kind: 'rows', rowHeight: { rem: withArea ? 5.5 : 4.5, px: 8 } });
