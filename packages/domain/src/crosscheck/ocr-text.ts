/**
 * The words of an OCR reading laid out as one text, so a value can be looked for across word
 * breaks ('529 982 247 25') while each stretch of text still knows the OCR confidence of its words.
 */
import { digitsReading } from './text-similarity.ts';

export interface OcrWordLike {
  text: string;
  /** 0–100, the OCR's own confidence */
  confidence: number;
}

/** the longest excerpt of the document's text an answer shows (decision 057) */
export const CROSSCHECK_EXCERPT_MAX = 60;
/** words of context kept on each side of the matched words, when they fit */
const CONTEXT_WORDS = 2;

export interface LaidOutText {
  text: string;
  /** mean confidence of the words overlapping [start, end) */
  confidenceOf(start: number, end: number): number;
  /**
   * The words overlapping [start, end) as the OCR read them, with up to two words of context on
   * each side ('AGÊNCIA: 0123 CONTA'), at most CROSSCHECK_EXCERPT_MAX characters ('…' when cut).
   */
  excerptOf(start: number, end: number): string;
}

function excerpt(raw: readonly string[], first: number, last: number): string {
  const join = (a: number, b: number) => raw.slice(a, b + 1).join(' ');
  const core = join(first, last);
  if (core.length > CROSSCHECK_EXCERPT_MAX) return `${core.slice(0, CROSSCHECK_EXCERPT_MAX - 1).trimEnd()}…`;
  let [from, to] = [first, last];
  for (let i = 0; i < CONTEXT_WORDS; i++) {
    if (from > 0 && join(from - 1, to).length <= CROSSCHECK_EXCERPT_MAX) from--;
    if (to < raw.length - 1 && join(from, to + 1).length <= CROSSCHECK_EXCERPT_MAX) to++;
  }
  return join(from, to);
}

export function layOut(words: readonly OcrWordLike[]): LaidOutText {
  const spans: { start: number; end: number; confidence: number }[] = [];
  const raw: string[] = [];
  let text = '';
  for (const w of words) {
    const read = w.text.trim();
    const piece = digitsReading(read);
    if (!piece) continue;
    if (text) text += ' ';
    spans.push({ start: text.length, end: text.length + piece.length, confidence: w.confidence });
    raw.push(read);
    text += piece;
  }
  const overlapping = (start: number, end: number) =>
    spans.flatMap((s, i) => (s.start < end && s.end > start ? [i] : []));
  return {
    text,
    confidenceOf(start, end) {
      const hit = overlapping(start, end);
      return hit.length ? hit.reduce((n, i) => n + spans[i]!.confidence, 0) / hit.length : 0;
    },
    excerptOf(start, end) {
      const hit = overlapping(start, end);
      return hit.length ? excerpt(raw, hit[0]!, hit[hit.length - 1]!) : '';
    },
  };
}
