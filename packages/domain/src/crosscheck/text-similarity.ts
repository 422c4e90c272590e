/** Text helpers of the cross-check: accent- and case-free words and a similarity that forgives OCR slips. */

/** upper case, no accents, anything but letters and digits as one space */
export const normaliseText = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

/** edits (insert, delete, replace) from a to b */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

/** 1 for equal words, 0 for nothing in common (edit distance over the longer length) */
export function wordSimilarity(a: string, b: string): number {
  const n = Math.max(a.length, b.length);
  return n === 0 ? 1 : 1 - editDistance(a, b) / n;
}

/** Letters OCR gives for digits inside a number ('O' for 0, 'l' for 1 …). */
const DIGIT_LOOKALIKES: Readonly<Record<string, string>> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  I: '1',
  l: '1',
  i: '1',
  '|': '1',
  Z: '2',
  S: '5',
  s: '5',
  B: '8',
  G: '6',
};

/**
 * An OCR word with look-alike letters read as digits when most of it is digits
 * ('529.982.Z47-25' → '529.982.247-25'); any other word is left as it is.
 */
export function digitsReading(word: string): string {
  const digits = word.replace(/\D/g, '').length;
  if (digits === 0) return word;
  const letters = word.replace(/[\d\s.,:/-]/g, '').length;
  if (digits < letters * 2) return word;
  return [...word].map((ch) => DIGIT_LOOKALIKES[ch] ?? ch).join('');
}
