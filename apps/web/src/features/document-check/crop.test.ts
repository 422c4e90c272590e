import { describe, expect, it } from 'vitest';
import { boxBetween, rotatedSize, rotateLeft, rotateRight, toImagePixels } from './crop';

describe('image edit geometry', () => {
  it('rotates in quarter turns and swaps the sides when sideways', () => {
    expect(rotateRight(270)).toBe(0);
    expect(rotateLeft(0)).toBe(270);
    expect(rotatedSize(400, 300, 90)).toEqual({ w: 300, h: 400 });
    expect(rotatedSize(400, 300, 180)).toEqual({ w: 400, h: 300 });
  });
  it('draws a box in any direction, clamped to the preview', () => {
    expect(boxBetween({ x: 50, y: 60 }, { x: 10, y: 500 }, 200, 100)).toEqual({
      x: 10,
      y: 60,
      width: 40,
      height: 40,
    });
  });
  it('turns a preview box into whole image pixels inside the image', () => {
    expect(toImagePixels({ x: 10, y: 20, width: 100, height: 50 }, 0.5, 400, 300)).toEqual({
      x: 20,
      y: 40,
      width: 200,
      height: 100,
    });
    expect(toImagePixels({ x: 150, y: 100, width: 60, height: 60 }, 0.5, 400, 300)).toEqual({
      x: 300,
      y: 200,
      width: 100,
      height: 100,
    });
    expect(toImagePixels({ x: 0, y: 0, width: 2, height: 2 }, 0.5, 400, 300)).toBeNull();
  });
});
