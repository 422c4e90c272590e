/**
 * What an image file holds besides its pixels, read from its structure without decoding it: where
 * the image data ends (anything after it is a trailer), whether that trailer is markup, and how
 * large the stored copy will be.
 */

/** the long side of a stored image never exceeds this (~170 dpi for an A4 page photographed whole) */
export const MAX_STORED_SIDE = 2000;
/**
 * JPEGs with a long side from here up are stored at a third of it (4000 px → 1333 px, ~113 dpi for a
 * whole A4 page, ~250 dpi for an ID card filling the frame). sharp lets libjpeg decode at half size
 * only when the reduction is 3× or more, and the half-size decode is what makes an upload of a 12 MP
 * photo cost about 60 % less CPU than a full decode to 2000 px (docs/decisions/019).
 */
const HALF_DECODE_FROM = 3 * 1280;

export function storedLongSide(longSide: number, format: 'jpeg' | 'png'): number {
  if (format === 'jpeg' && longSide >= HALF_DECODE_FROM)
    return Math.min(MAX_STORED_SIDE, Math.floor(longSide / 3));
  return Math.min(MAX_STORED_SIDE, longSide);
}

/** markers that stand alone (no length field): TEM, RST0-7 */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** end of the entropy-coded data that starts at `from`: the first 0xFF that begins a real marker */
function entropyEnd(data: Buffer, from: number): number {
  let j = from;
  for (;;) {
    j = data.indexOf(0xff, j);
    if (j < 0 || j + 1 >= data.length) return -1;
    const next = data[j + 1]!;
    // 0xFF00 is a stuffed data byte, 0xFFD0-D7 restart markers, 0xFFFF fill before a marker
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) j += 2;
    else if (next === 0xff) j += 1;
    else return j;
  }
}

/**
 * Offset just past the EOI marker of a JPEG's main image (embedded thumbnails sit inside APP
 * segments and are skipped whole), or -1 when the structure cannot be followed (the decoder then
 * decides whether the file is usable).
 */
export function jpegEnd(data: Buffer): number {
  if (data[0] !== 0xff || data[1] !== 0xd8) return -1;
  let i = 2;
  while (i + 1 < data.length) {
    if (data[i] !== 0xff) return -1;
    const marker = data[i + 1]!;
    if (marker === 0xff) i += 1;
    else if (marker === 0xd9) return i + 2;
    else if (standalone(marker)) i += 2;
    else {
      if (i + 3 >= data.length) return -1;
      const length = data.readUInt16BE(i + 2);
      if (length < 2) return -1;
      i += 2 + length;
      if (marker === 0xda) {
        i = entropyEnd(data, i);
        if (i < 0) return -1;
      }
    }
  }
  return -1;
}

/** Offset just past a PNG's IEND chunk, or -1 when the chunks cannot be followed. */
export function pngEnd(data: Buffer): number {
  let i = 8;
  while (i + 12 <= data.length) {
    const length = data.readUInt32BE(i);
    const type = data.toString('latin1', i + 4, i + 8);
    i += 12 + length;
    if (type === 'IEND') return i <= data.length ? i : -1;
  }
  return -1;
}

/** the bytes after the image data (empty when there are none or the structure is broken) */
export function imageTrailer(data: Buffer, format: 'jpeg' | 'png'): Buffer {
  const end = format === 'jpeg' ? jpegEnd(data) : pngEnd(data);
  return end < 0 ? data.subarray(0, 0) : data.subarray(end);
}

/**
 * HTML, SVG, script or PHP in the bytes after an image: a polyglot meant to run if ever served as
 * a page. Phones append binary data there (a motion photo's video, vendor records), which is fine;
 * tags of three letters or more keep a chance match in megabytes of video negligible.
 */
const MARKUP =
  /<(?:!doctype|html|head|body|script|iframe|frame|svg|object|embed|meta|link|style|form|img)[\s>/]|<\?php|javascript:/i;

export function hasMarkup(trailer: Buffer): boolean {
  return trailer.length > 0 && MARKUP.test(trailer.toString('latin1'));
}
