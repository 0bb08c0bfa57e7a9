import { imagePath } from '../paths.ts';
import type { MockRecord } from './records.ts';

/** Long side in pixels of each size label the service offers. */
const IMAGE_SIZES = { n: 320, z: 640, b: 1024, k: 2048 } as const;

export interface Size {
  width: number;
  height: number;
}

/** Landscape, portrait or square, derived from the image id alone so /media/ is stateless. */
export function imageShape(imageId: bigint): Size {
  const shape = Number(imageId % 3n);
  return shape === 0 ? { width: 4, height: 3 } : shape === 1 ? { width: 3, height: 4 } : { width: 1, height: 1 };
}

export function imageSizes(imageId: bigint): Record<string, Size> {
  const { width, height } = imageShape(imageId);
  const sizes: Record<string, Size> = {};
  for (const [label, long] of Object.entries(IMAGE_SIZES)) {
    sizes[label] =
      width >= height
        ? { width: long, height: Math.round((long * height) / width) }
        : { width: Math.round((long * width) / height), height: long };
  }
  return sizes;
}

/** An object's image: absolute URLs, because the app may be served from another origin. */
export function imageInfo(imageId: bigint, origin: string): MockRecord {
  return { id: imageId, url_template: `${origin}${imagePath(imageId, '{label}')}`, sizes: imageSizes(imageId) };
}
