/**
 * Generated document photos for the OCR tests and the bench: lines of text rendered by sharp from
 * SVG, turned by a small angle and sprinkled with noise, as a phone picture of a card would be.
 * The noise is seeded, so a test sees the same image every run.
 */
import sharp from 'sharp';

export interface DocumentImageOptions {
  /** degrees, clockwise */
  angle?: number;
  /** share of pixels darkened at random, 0–1 */
  noise?: number;
  seed?: number;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** a small deterministic generator (mulberry32) */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function documentImage(
  lines: readonly string[],
  opts: DocumentImageOptions = {},
): Promise<Buffer> {
  const width = 1100;
  const height = 120 + lines.length * 80;
  const text = lines
    .map(
      (l, i) =>
        `<text x="50" y="${110 + i * 80}" font-size="42" font-family="DejaVu Sans, sans-serif">${escapeXml(l)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f4f1ea"/><rect x="15" y="15" width="${width - 30}" height="${height - 30}" fill="none" stroke="#557" stroke-width="4"/>${text}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .rotate(opts.angle ?? 0, { background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const next = random(opts.seed ?? 1);
  const share = opts.noise ?? 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (next() >= share) continue;
    const grey = Math.floor(next() * 160);
    for (let c = 0; c < info.channels; c++) data[i + c] = grey;
  }
  return sharp(data, { raw: info }).jpeg({ quality: 85 }).toBuffer();
}
