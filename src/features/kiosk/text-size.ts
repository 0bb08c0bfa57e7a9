/** The kiosk's text size, kept for the browser session (it returns to normal with each new visitor). */
export type TextSize = 'normal' | 'large';
const TEXT_SIZE_KEY = 'hangar.textSize';
export const TEXT_SCALE: Record<TextSize, number> = { normal: 1, large: 1.25 };

export function readTextSize(storage: Storage | undefined): TextSize {
  try {
    return storage?.getItem(TEXT_SIZE_KEY) === 'large' ? 'large' : 'normal';
  } catch {
    return 'normal';
  }
}

export function storeTextSize(storage: Storage | undefined, size: TextSize): void {
  try {
    storage?.setItem(TEXT_SIZE_KEY, size);
  } catch {
    // Not persisted; the choice lasts for this page view.
  }
}
