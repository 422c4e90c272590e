import { describe, expect, it } from 'vitest';
import { fitScale, stepZoom } from './pdfZoom';

describe('PDF zoom', () => {
  const page = { width: 600, height: 800 };
  const area = { width: 1200, height: 800 };
  it('fits width, height and page, turning the page when rotated', () => {
    expect(fitScale('width', area, page, 0)).toBe(2);
    expect(fitScale('height', area, page, 0)).toBe(1);
    expect(fitScale('page', area, page, 0)).toBe(1);
    expect(fitScale('width', area, page, 90)).toBe(1.5);
    expect(fitScale('page', area, page, 270)).toBe(1.333);
  });
  it('steps by 0.2 within 0.4 and 12', () => {
    expect(stepZoom(1, 1)).toBe(1.2);
    expect(stepZoom(0.5, -1)).toBe(0.4);
    expect(stepZoom(0.4, -1)).toBe(0.4);
    expect(stepZoom(11.9, 1)).toBe(12);
  });
  it('answers 1 for an unmeasured area', () => {
    expect(fitScale('page', { width: 0, height: 0 }, page, 0)).toBe(1);
  });
});
