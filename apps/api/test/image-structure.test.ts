/**
 * Reading an image's structure without decoding it: where the image data ends, what follows it, and
 * the stored size (apps/api/src/modules/documents/image-structure.ts).
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  hasMarkup,
  imageTrailer,
  jpegEnd,
  pngEnd,
  storedLongSide,
} from '../src/modules/documents/image-structure.ts';
import * as F from './fixtures/files.ts';

const noise = (width: number, height: number) => {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } });
};

describe('jpegEnd', () => {
  it('finds the end of a baseline JPEG with EXIF and its embedded thumbnail skipped whole', async () => {
    // F.jpeg carries EXIF; a thumbnail-like JPEG inside an APP segment must not end the image early
    const plain = await F.jpeg(300, 200);
    expect(jpegEnd(plain)).toBe(plain.length);
    const thumb = await F.plainJpeg(16, 16);
    const app = Buffer.alloc(4);
    app.writeUInt16BE(0xffe9, 0);
    app.writeUInt16BE(thumb.length + 2, 2);
    const withThumb = Buffer.concat([plain.subarray(0, 2), app, thumb, plain.subarray(2)]);
    expect(jpegEnd(withThumb)).toBe(withThumb.length);
  });

  it('follows progressive scans', async () => {
    const progressive = await noise(240, 160).jpeg({ progressive: true, quality: 90 }).toBuffer();
    expect(jpegEnd(progressive)).toBe(progressive.length);
  });

  it('skips stuffed bytes, restart markers and fill bytes inside the entropy-coded data', () => {
    // SOI, SOS with an empty header, data with 0xFF00, RST3 and fill 0xFFFF, EOI, then a trailer
    const image = Buffer.from([
      0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0x12, 0xff, 0x00, 0x34, 0xff, 0xd3, 0x56, 0xff, 0xff, 0xd9,
    ]);
    const file = Buffer.concat([image, Buffer.from('<html>')]);
    expect(jpegEnd(file)).toBe(image.length);
    expect(imageTrailer(file, 'jpeg').toString()).toBe('<html>');
  });

  it('answers -1 for a truncated file or one that is not a JPEG', async () => {
    expect(jpegEnd(await F.truncatedJpeg())).toBe(-1);
    expect(jpegEnd(Buffer.from('<html></html>'))).toBe(-1);
    expect(jpegEnd(Buffer.alloc(0))).toBe(-1);
  });
});

describe('imageTrailer and hasMarkup', () => {
  it('returns what follows the image: HTML is markup, a video is not', async () => {
    const html = imageTrailer(await F.jpegWithHtml(), 'jpeg');
    expect(html.toString()).toBe(F.HTML_TRAILER);
    expect(hasMarkup(html)).toBe(true);
    const video = imageTrailer(await F.jpegWithBinaryTrailer(), 'jpeg');
    expect(video.equals(F.BINARY_TRAILER)).toBe(true);
    expect(hasMarkup(video)).toBe(false);
  });

  it('reads PNG chunks to IEND', async () => {
    const png = await F.png(10, 10);
    expect(pngEnd(png)).toBe(png.length);
    expect(hasMarkup(imageTrailer(await F.pngWithScript(), 'png'))).toBe(true);
    expect(imageTrailer(png, 'png').length).toBe(0);
  });

  it('recognises the usual markup, in any case, and not plain text', () => {
    for (const m of ['<SCRIPT>', '<svg onload=x>', '<?php echo 1;', '<iframe src=x>', 'javascript:alert(1)'])
      expect(hasMarkup(Buffer.from(`\0\x01${m}`)), m).toBe(true);
    for (const m of ['', 'Samsung SEFT', 'a < b > c', '<abc>'])
      expect(hasMarkup(Buffer.from(m)), m).toBe(false);
  });
});

describe('storedLongSide', () => {
  it('keeps small images, bounds others to 2000 px, and stores large JPEGs at a third', () => {
    expect(storedLongSide(1200, 'jpeg')).toBe(1200);
    expect(storedLongSide(3000, 'jpeg')).toBe(2000);
    expect(storedLongSide(3839, 'jpeg')).toBe(2000);
    expect(storedLongSide(4000, 'jpeg')).toBe(1333);
    expect(storedLongSide(4032, 'jpeg')).toBe(1344);
    expect(storedLongSide(8000, 'jpeg')).toBe(2000);
    expect(storedLongSide(4000, 'png')).toBe(2000);
  });

  it('leaves a reduction of at least 3× whenever it goes below 2000 px (half-size decoding)', () => {
    for (let side = 3840; side <= 9000; side += 7) {
      const stored = storedLongSide(side, 'jpeg');
      expect(side / stored).toBeGreaterThanOrEqual(stored < 2000 ? 3 : 1);
    }
  });
});
