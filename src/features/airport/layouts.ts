import { remToPx } from '../../ui/rem.ts';
import type { ListLayout } from '../../ui/VirtualList.tsx';

/** Fixed heights sized in rem, so the kiosk's large text keeps rows exact. */
export const galleryLayout = (): ListLayout => ({ kind: 'rows', rowHeight: remToPx(4.5) + 8 });
/** On narrow screens the badge, dates and tag wrap onto a second line. */
export const exhibitionLayout = (narrow: boolean): ListLayout => ({ kind: 'rows', rowHeight: remToPx(narrow ? 11.5 : 9) + 8 });
/** A gate that links its boarding area (on a building's page) needs room for a 44 px link. */
export const gateLayout = (withArea: boolean): ListLayout => ({ kind: 'rows', rowHeight: remToPx(withArea ? 5.5 : 4.5) + 8 });
