import type { MockAnswer } from './answers.ts';
import { imageShape, imageSizes } from './data/images.ts';
import { parseImagePath } from './paths.ts';

const PALETTE = ['#0b5c8a', '#8a3b0b', '#2f6b3a', '#5b3c88', '#8a0b4d', '#6b5a2f', '#1f4e5f', '#7a2f2f'];

/** A generated stand-in image: an SVG sized like the label asked for. */
export function mediaAnswer(pathname: string): MockAnswer | null {
  const image = parseImagePath(pathname);
  if (!image) return null;
  const { imageId, label } = image;
  const size = imageSizes(imageId)[label]!;
  const shape = imageShape(imageId);
  const color = PALETTE[Number(imageId % BigInt(PALETTE.length))]!;
  const { width, height } = size;
  const plane = `<g transform="translate(${width / 2} ${height / 2}) scale(${Math.min(width, height) / 200})" fill="#fff" fill-opacity="0.85"><path d="M-80 6 L-10 0 L20 -60 L34 -60 L22 0 L70 2 L84 -20 L94 -20 L88 10 L94 40 L84 40 L70 18 L22 20 L34 80 L20 80 L-10 20 L-80 14 Z"/></g>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${color}"/><circle cx="${width * 0.8}" cy="${height * 0.2}" r="${Math.min(width, height) * 0.12}" fill="#ffd166" fill-opacity="0.8"/>${plane}<text x="${width / 2}" y="${height - Math.max(12, height * 0.06)}" font-family="sans-serif" font-size="${Math.max(10, Math.round(Math.min(width, height) / 16))}" fill="#fff" text-anchor="middle">${shape.width}:${shape.height} · ${imageId}</text></svg>`;
  return {
    status: 200,
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400', 'Access-Control-Allow-Origin': '*' },
    body: svg,
  };
}
