/**
 * Whether a visitor is exploring (the attract screen is down), kept outside the kiosk layer: a
 * language switch remounts the routed tree, the layer with it (src/main.tsx keys the router by
 * language), and the visitor who picks a language in the header must not land on the attract screen.
 */
let exploring = false;

export function isExploring(): boolean {
  return exploring;
}

export function setExploring(value: boolean): void {
  exploring = value;
}
