/** The image gallery's and viewer's UI strings (English); a translation replaces this object only. */
export const galleryText = {
  position: (number: number, total: number) => `Image ${number} of ${total}`,
  /** Alt text: the object's title, and where the image sits when there are several. */
  alt: (title: string, number: number, total: number) => (total > 1 ? `${title}, image ${number} of ${total}` : title),
  viewFullSize: 'View full size',
  openViewer: (alt: string) => `View full size: ${alt}`,
  thumbnails: 'All images',
  previous: 'Previous',
  next: 'Next',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  reset: 'Reset',
  close: 'Close',
  zoomLevel: (percent: number) => `Zoom ${percent}%`,
  controls: 'Image controls',
  keyboardHint:
    'Arrow keys show the previous or next image, or move the image when zoomed in. Plus and minus zoom, 0 resets, Escape closes.',
} as const;
