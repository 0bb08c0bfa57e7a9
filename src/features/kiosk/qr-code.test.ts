import decodeQR from 'qr/decode.js';
import { drawQr, encodeQr, QUIET_ZONE, type QrDrawing } from './qr-code.ts';

/** Paints the drawing's path (only "M x y h w v 1 h -w z" rectangles) into pixels, as a screen would, and reads it back. */
function scan(drawing: QrDrawing, scale = 4): string {
  const side = drawing.side * scale;
  const data = new Uint8Array(side * side * 4).fill(255);
  for (const [, x, y, width] of drawing.path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py += 1) {
      for (let px = Number(x) * scale; px < (Number(x) + Number(width)) * scale; px += 1) {
        data.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
      }
    }
  }
  return decodeQR({ width: side, height: side, data });
}

describe('QR codes for the hand-off', () => {
  it('draws a code a phone reads back as the same address, int64 ids and all', async () => {
    const address = 'https://hangar.example/objects/9007199254740993?collection=9007199254740993&page=12';
    expect(scan(await encodeQr(address))).toBe(address);
  });

  it('merges each row’s dark run into one rectangle inside the quiet zone', () => {
    const modules = { size: 3, get: (x: number, y: number) => y === 1 && x > 0 };
    expect(drawQr(modules)).toEqual({ side: 3 + 2 * QUIET_ZONE, path: `M${1 + QUIET_ZONE} ${1 + QUIET_ZONE}h2v1h-2z` });
  });
});
