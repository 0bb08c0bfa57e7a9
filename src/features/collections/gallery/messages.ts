/** The image gallery's and viewer's UI strings: the `gallery` namespace of src/locales/*.json, in the active language. */
import { messages } from '../../../i18n/language.ts';

export const galleryText = messages('gallery', (t) => ({
  position: (number: number, total: number) => t('position', { number, total }),
  /** Alt text: the object's title, and where the image sits when there are several. */
  alt: (title: string, number: number, total: number) => (total > 1 ? t('alt', { title, number, total }) : title),
  openViewer: (alt: string) => t('openViewer', { alt }),
  zoomLevel: (percent: number) => t('zoomLevel', { percent }),
}));
