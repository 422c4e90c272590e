/** Geometry of the image editing dialog: rotation of sizes and crop boxes in image pixels. */
export type Rotation = 0 | 90 | 180 | 270;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const rotateRight = (r: Rotation): Rotation => ((r + 90) % 360) as Rotation;
export const rotateLeft = (r: Rotation): Rotation => ((r + 270) % 360) as Rotation;

/** Size of the image once rotated. */
export const rotatedSize = (w: number, h: number, r: Rotation) => (r % 180 === 0 ? { w, h } : { w: h, h: w });

/** The box drawn between two points of the preview, kept inside it. */
export function boxBetween(
  a: { x: number; y: number },
  b: { x: number; y: number },
  w: number,
  h: number,
): Box {
  const clamp = (v: number, max: number) => Math.min(max, Math.max(0, v));
  const x1 = clamp(Math.min(a.x, b.x), w);
  const y1 = clamp(Math.min(a.y, b.y), h);
  const x2 = clamp(Math.max(a.x, b.x), w);
  const y2 = clamp(Math.max(a.y, b.y), h);
  return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
}

/**
 * A box of the preview (shown at `scale` of the rotated image) in whole pixels of the rotated
 * image, inside its bounds — what the API expects as RECORTE. Tiny boxes (a click) mean no crop.
 */
export function toImagePixels(box: Box, scale: number, imageW: number, imageH: number): Box | null {
  if (scale <= 0) return null;
  const x = Math.max(0, Math.round(box.x / scale));
  const y = Math.max(0, Math.round(box.y / scale));
  const width = Math.min(imageW - x, Math.round(box.width / scale));
  const height = Math.min(imageH - y, Math.round(box.height / scale));
  if (width < 8 || height < 8) return null;
  return { x, y, width, height };
}
