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

export interface LaidOutText {
  text: string;
  /** mean confidence of the words overlapping [start, end) */
  confidenceOf(start: number, end: number): number;
}

export function layOut(words: readonly OcrWordLike[]): LaidOutText {
  const spans: { start: number; end: number; confidence: number }[] = [];
  let text = '';
  for (const w of words) {
    const piece = digitsReading(w.text.trim());
    if (!piece) continue;
    if (text) text += ' ';
    spans.push({ start: text.length, end: text.length + piece.length, confidence: w.confidence });
    text += piece;
  }
  return {
    text,
    confidenceOf(start, end) {
      const hit = spans.filter((s) => s.start < end && s.end > start);
      return hit.length ? hit.reduce((n, s) => n + s.confidence, 0) / hit.length : 0;
    },
  };
}
