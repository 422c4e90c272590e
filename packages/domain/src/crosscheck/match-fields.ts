/**
 * What the document says about one typed value (decision 057): 'Confere' when the value is there,
 * 'Diverge' with the document's own value when a value of the same kind sits there with a slip
 * (a changed digit, another name), 'Não foi possível ler' when nothing like it was read. Numbers
 * are compared by their digits (across word breaks, OCR look-alikes read as digits), dates by day,
 * names word by word with a similarity that forgives OCR noise, accents and case.
 */
import type { LaidOutText } from './ocr-text.ts';
import { normaliseText, wordSimilarity } from './text-similarity.ts';

export const CROSSCHECK_SITUATIONS = ['Confere', 'Diverge', 'Não foi possível ler'] as const;
export type CrosscheckSituation = (typeof CROSSCHECK_SITUATIONS)[number];

export interface FieldReading {
  SITUACAO: CrosscheckSituation;
  /** the document's value (digits, yyyy-mm-dd or the words read); null when nothing was read */
  LIDO: string | null;
  /** the OCR's confidence (0–100, one decimal) in the words of that value */
  CONFIANCA: number | null;
}

export const UNREADABLE: FieldReading = { SITUACAO: 'Não foi possível ler', LIDO: null, CONFIANCA: null };
const round1 = (n: number) => Math.round(n * 10) / 10;
const reading = (SITUACAO: CrosscheckSituation, LIDO: string, confidence: number): FieldReading => ({
  SITUACAO,
  LIDO,
  CONFIANCA: round1(confidence),
});

/** positions where two strings of one length differ */
export function hamming(a: string, b: string): number {
  let n = Math.abs(a.length - b.length);
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) n++;
  return n;
}

/** '000.000.000-00' → a pattern for text of that shape, spaces allowed around the punctuation */
function shapeOf(mask: string | undefined): RegExp | null {
  if (!mask || !/[^0]/.test(mask)) return null;
  const body = [...mask]
    .map((c) => (c === '0' ? '\\d' : `\\s?${c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')}\\s?`))
    .join('');
  return new RegExp(`^${body}$`);
}

interface Run {
  value: string;
  start: number;
  end: number;
}

/** numbers made of consecutive digit groups joined by light punctuation ('529.982.247-25') */
function* digitRuns(text: string, length: number): Generator<Run & { contains: boolean }> {
  const groups = [...text.matchAll(/\d+/g)].map((m) => ({
    d: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
  for (let i = 0; i < groups.length; i++) {
    let value = '';
    for (let j = i; j < groups.length; j++) {
      const g = groups[j]!;
      if (j > i && !/^[\s.\-/]{1,3}$/.test(text.slice(groups[j - 1]!.end, g.start))) break;
      value += g.d;
      yield { value, start: groups[i]!.start, end: g.end, contains: false };
      if (value.length >= length) break;
    }
  }
}

export function matchDigits(typed: string, page: LaidOutText, mask?: string): FieldReading {
  const want = typed.replace(/\D/g, '');
  if (want.length < 3) return UNREADABLE;
  const shape = shapeOf(mask);
  const tolerance = Math.max(1, Math.floor(want.length / 4));
  let best: (Run & { distance: number; shaped: boolean }) | null = null;
  for (const run of digitRuns(page.text, want.length)) {
    if (run.value.includes(want)) return reading('Confere', want, page.confidenceOf(run.start, run.end));
    if (run.value.length !== want.length) continue;
    const distance = hamming(run.value, want);
    const shaped = shape?.test(page.text.slice(run.start, run.end)) ?? false;
    if (!shaped && distance > tolerance) continue;
    if (!best || distance < best.distance || (distance === best.distance && shaped && !best.shaped))
      best = { ...run, distance, shaped };
  }
  return best ? reading('Diverge', best.value, page.confidenceOf(best.start, best.end)) : UNREADABLE;
}

const DATE = /(\d{1,2})\s?[/.-]\s?(\d{1,2})\s?[/.-]\s?(\d{4})/g;
const pad = (s: string) => s.padStart(2, '0');

/** typed 'yyyy-mm-dd' against the dd/mm/yyyy dates of the document */
export function matchDate(typed: string, page: LaidOutText): FieldReading {
  const want = /^(\d{4})-(\d{2})-(\d{2})/.exec(typed);
  if (!want) return UNREADABLE;
  const wantKey = `${want[3]}${want[2]}${want[1]}`;
  let best: { iso: string; distance: number; confidence: number } | null = null;
  for (const m of page.text.matchAll(DATE)) {
    const [d, mo, y] = [pad(m[1]!), pad(m[2]!), m[3]!];
    const confidence = page.confidenceOf(m.index, m.index + m[0].length);
    const iso = `${y}-${mo}-${d}`;
    const distance = hamming(`${d}${mo}${y}`, wantKey);
    if (distance === 0) return reading('Confere', iso, confidence);
    if (distance <= 2 && (!best || distance < best.distance)) best = { iso, distance, confidence };
  }
  return best ? reading('Diverge', best.iso, best.confidence) : UNREADABLE;
}

/** words a name may carry or leave out on either side ('Maria Silva' is 'MARIA DA SILVA') */
const CONNECTORS = new Set(['DA', 'DE', 'DO', 'DAS', 'DOS', 'E']);
const nameWords = (s: string) =>
  normaliseText(s)
    .split(' ')
    .filter((w) => w && !CONNECTORS.has(w));

/**
 * How well two word lists agree, each word taking its best partner on the other side, over the
 * longer list (a stretch missing a word scores less than the whole name with one word changed).
 */
function listSimilarity(a: readonly string[], b: readonly string[]): { score: number; weakest: number } {
  const bestIn = (w: string, other: readonly string[]) =>
    Math.max(0, ...other.map((o) => wordSimilarity(w, o)));
  const left = a.map((w) => bestIn(w, b));
  const right = b.map((w) => bestIn(w, a));
  const total = [...left, ...right].reduce((n, s) => n + s, 0);
  return { score: total / (2 * Math.max(a.length, b.length)), weakest: Math.min(...left) };
}

/** the typed name against every stretch of the document's words of about its length */
export function matchName(typed: string, page: LaidOutText): FieldReading {
  const want = nameWords(typed);
  if (want.length === 0) return UNREADABLE;
  const words = [...page.text.matchAll(/\S+/g)]
    .map((m) => ({ w: nameWords(m[0]), start: m.index, end: m.index + m[0].length }))
    .filter((x) => x.w.length > 0 && /[A-Z]/.test(x.w.join('')));
  let best: { score: number; weakest: number; from: number; to: number } | null = null;
  for (const size of [want.length - 1, want.length, want.length + 1]) {
    if (size < 1) continue;
    for (let i = 0; i + size <= words.length; i++) {
      const s = listSimilarity(
        want,
        words.slice(i, i + size).flatMap((x) => x.w),
      );
      if (!best || s.score > best.score) best = { ...s, from: i, to: i + size };
    }
  }
  if (!best || best.score < 0.5) return UNREADABLE;
  const from = words[best.from]!.start;
  const to = words[best.to - 1]!.end;
  const read = normaliseText(page.text.slice(from, to));
  const matches = best.score >= 0.85 && best.weakest >= 0.7;
  return reading(matches ? 'Confere' : 'Diverge', read, page.confidenceOf(from, to));
}
