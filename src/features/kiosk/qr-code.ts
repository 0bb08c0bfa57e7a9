/**
 * QR codes for handing an address to a visitor's phone. The encoder is lean-qr's "nano" build
 * (about 2 kB gzip, no dependencies, ISO 18004), fetched with a dynamic import the first time a
 * kiosk needs it: only kiosk code imports this module, so no other visitor downloads it.
 */
export interface QrModules {
  readonly size: number;
  get(x: number, y: number): boolean;
}

/** The light margin a scanner needs around the code, in modules (the standard asks for 4). */
export const QUIET_ZONE = 4;

export interface QrDrawing {
  /** Width and height of the drawing in modules, quiet zone included. */
  side: number;
  /** One SVG path of the dark modules, each row's runs merged into rectangles. */
  path: string;
}

export function drawQr(modules: QrModules): QrDrawing {
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y += 1) {
    let x = 0;
    while (x < modules.size) {
      if (!modules.get(x, y)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < modules.size && modules.get(x, y)) x += 1;
      parts.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h-${x - start}z`);
    }
  }
  return { side: modules.size + 2 * QUIET_ZONE, path: parts.join('') };
}

/** Encodes `text` at error correction level M (15 %: a smudged screen still scans). */
export async function encodeQr(text: string): Promise<QrDrawing> {
  const { generate, correction } = await import('lean-qr/nano');
  return drawQr(generate(text, { minCorrectionLevel: correction.M }));
}

/** Fetches the encoder ahead of need, so a kiosk that later loses its network can still draw codes. */
export function preloadQrEncoder(): void {
  import('lean-qr/nano').catch(() => undefined);
}
