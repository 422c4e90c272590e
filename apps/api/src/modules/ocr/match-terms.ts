/**
 * Whether a term's expected value appears in OCR words, and how confident the OCR was about the
 * words that matched: text terms by their words (accents and case ignored), number terms (CPF, CEP,
 * RG, …) by their digits.
 */
import type { OcrWord } from './ocr-engine.ts';

const DIGIT_TYPES = new Set(['CPF', 'CEP', 'RG', 'PIS', 'CNH', 'NUMERO', 'CNS', 'TITULO', 'CTPS']);

export const normalise = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
const digits = (s: string) => s.replace(/\D/g, '');

export interface TermMatch {
  ENCONTRADO: boolean;
  CONFIANCA: number;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export function matchTerm(tipo: string, value: string, words: OcrWord[]): TermMatch {
  const isDigits = DIGIT_TYPES.has(tipo.toUpperCase()) || /^[\d.\-/ ]+$/.test(value);
  if (isDigits) {
    const want = digits(value);
    if (want.length < 3) return { ENCONTRADO: false, CONFIANCA: 0 };
    // words carrying part of the number, in order; the number may be split over several words
    const parts = words.map((w) => ({ d: digits(w.text), c: w.confidence })).filter((w) => w.d.length > 0);
    for (let i = 0; i < parts.length; i++) {
      let acc = '';
      const used: number[] = [];
      for (let j = i; j < parts.length && acc.length < want.length; j++) {
        acc += parts[j]!.d;
        used.push(parts[j]!.c);
        if (acc.includes(want)) return { ENCONTRADO: true, CONFIANCA: Math.round(mean(used)) };
        if (!want.startsWith(acc) && !acc.includes(want)) break;
      }
    }
    return { ENCONTRADO: false, CONFIANCA: 0 };
  }
  const tokens = normalise(value)
    .split(' ')
    .filter((t) => t.length >= 2);
  if (tokens.length === 0) return { ENCONTRADO: false, CONFIANCA: 0 };
  const seen = new Map<string, number>();
  for (const w of words)
    for (const t of normalise(w.text).split(' '))
      if (t) seen.set(t, Math.max(seen.get(t) ?? 0, w.confidence));
  const found = tokens.filter((t) => seen.has(t));
  const confidence = mean(found.map((t) => seen.get(t)!)) * (found.length / tokens.length);
  return { ENCONTRADO: found.length === tokens.length, CONFIANCA: Math.round(confidence) };
}
