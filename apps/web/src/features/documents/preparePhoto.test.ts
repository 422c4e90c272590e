/**
 * What the browser sends as it is (the drawing itself is checked in a real browser:
 * e2e/documents.e2e.test.ts, a 12 MP photo of more than 5 MB).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preparePhoto } from './preparePhoto';

afterEach(() => vi.unstubAllGlobals());

const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });

describe('preparePhoto', () => {
  it('sends PDFs, PNGs and HEICs as they are, without decoding them', async () => {
    const decode = vi.fn();
    vi.stubGlobal('createImageBitmap', decode);
    for (const f of [file('a.pdf', 'application/pdf'), file('b.png', 'image/png'), file('c.heic', '')])
      expect(await preparePhoto(f)).toBe(f);
    expect(decode).not.toHaveBeenCalled();
  });

  it('sends a JPEG as it is when the browser cannot decode it', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('undecodable')));
    const f = file('foto.jpg', 'image/jpeg');
    expect(await preparePhoto(f)).toBe(f);
  });

  it('sends a JPEG of 2000 px or less as it is', async () => {
    const close = vi.fn();
    vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width: 2000, height: 1500, close }));
    const f = file('foto.jpeg', 'image/jpeg');
    expect(await preparePhoto(f)).toBe(f);
    expect(close).toHaveBeenCalled();
  });
});
