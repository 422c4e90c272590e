/**
 * What the document says about one typed value (decision 057): 'Confere' when the value is there,
 * 'Diverge' with the document's own value when a value of the same kind sits there with a slip
 * (a changed digit, another name), 'Não foi possível ler' when nothing like it was read — or when
 * it was, but the OCR's own confidence in those words is under CROSSCHECK_MIN_CONFIDENCE (then
 * LEITURA_INCERTA, with the confidence and the excerpt, and no verdict). Numbers are compared as
 * whole numbers by their digits (across word breaks, OCR look-alikes read as digits), dates by
 * day, names word by word with a similarity that forgives OCR noise, accents and case.
 */
import type { LaidOutText } from './ocr-text.ts';
import { normaliseText, wordSimilarity } from './text-similarity.ts';

export const CROSSCHECK_SITUATIONS = ['Confere', 'Diverge', 'Não foi possível ler'] as const;
export type CrosscheckSituation = (typeof CROSSCHECK_SITUATIONS)[number];

/**
 * Under this OCR confidence (0–100, mean of the matched words) the reading gives no verdict: on our
 * generated cards words read right on a legible picture score 90–96, while on a degraded one right
 * and wrong words alike fall to 7–75 ('NONE' for NOME at 63, the right name at 17–58), so below 70
 * the figure no longer tells a right reading from a wrong one (decision 057, issue 30 item 5).
 */
export const CROSSCHECK_MIN_CONFIDENCE = 70;

export interface FieldReading {
  SITUACAO: CrosscheckSituation;
  /** the document's value (digits, yyyy-mm-dd or the words read); null when there is no verdict */
  LIDO: string | null;
  /** the OCR's confidence (0–100, one decimal) in the words of that value; null when none was found */
  CONFIANCA: number | null;
  /** the OCR text the value was found in (≤ CROSSCHECK_EXCERPT_MAX characters); null when none */
  TRECHO: string | null;
  /** found, but read with a confidence under CROSSCHECK_MIN_CONFIDENCE: no verdict */
  LEITURA_INCERTA: boolean;
}

export const UNREADABLE: FieldReading = {
  SITUACAO: 'Não foi possível ler',
  LIDO: null,
  CONFIANCA: null,
  TRECHO: null,
  LEITURA_INCERTA: false,
};
const round1 = (n: number) => Math.round(n * 10) / 10;

/** a place in the document where the value (or one like it) was found */
interface Found {
  SITUACAO: 'Confere' | 'Diverge';
  LIDO: string;
  start: number;
  end: number;
  /** lower is closer to the typed value: 0 the value itself */
  rank: number;
}

/**
 * The closest finding (the value itself before any slip; among equals the best read), with the
 * OCR's confidence and the excerpt; under the threshold it gives no verdict, never another value.
 */
function verdict(found: readonly Found[], page: LaidOutText): FieldReading {
  let best: (Found & { confidence: number }) | null = null;
  for (const f of found) {
    const confidence = page.confidenceOf(f.start, f.end);
    if (!best || f.rank < best.rank || (f.rank === best.rank && confidence > best.confidence))
      best = { ...f, confidence };
  }
  if (!best) return UNREADABLE;
  const seen = { CONFIANCA: round1(best.confidence), TRECHO: page.excerptOf(best.start, best.end) || null };
  if (best.confidence < CROSSCHECK_MIN_CONFIDENCE) return { ...UNREADABLE, ...seen, LEITURA_INCERTA: true };
  return { SITUACAO: best.SITUACAO, LIDO: best.LIDO, ...seen, LEITURA_INCERTA: false };
}

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

const JOINS = /^[\s.\-/]{1,3}$/;
/** what may stand before a number's first group, or before a check digit after its last one */
const SPACES = /^\s+$/;
const CHECK_DIGIT = /^\s?-\s?$/;

/**
 * Whole numbers made of consecutive digit groups joined by light punctuation ('529.982.247-25'):
 * a run starts where a number starts (not after a '.', '-' or '/' that ties it to the digits
 * before: '345.678' inside the RG '12.345.678-9' is no account number) and ends where it ends or
 * where a check digit follows a hyphen (the account '456789' of '456789-0').
 */
function* digitRuns(text: string, length: number): Generator<Run> {
  const groups = [...text.matchAll(/\d+/g)].map((m) => ({
    d: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
  /** the separator tying group i to the one before it, or null when nothing ties them */
  const tie = (i: number) => {
    if (i <= 0 || i >= groups.length) return null;
    const between = text.slice(groups[i - 1]!.end, groups[i]!.start);
    return JOINS.test(between) ? between : null;
  };
  for (let i = 0; i < groups.length; i++) {
    const before = tie(i);
    if (before !== null && !SPACES.test(before)) continue;
    let value = '';
    for (let j = i; j < groups.length; j++) {
      const g = groups[j]!;
      if (j > i && tie(j) === null) break;
      value += g.d;
      const after = tie(j + 1);
      if (after === null || SPACES.test(after) || CHECK_DIGIT.test(after))
        yield { value, start: groups[i]!.start, end: g.end };
      if (value.length >= length) break;
    }
  }
}

export function matchDigits(typed: string, page: LaidOutText, mask?: string): FieldReading {
  const want = typed.replace(/\D/g, '');
  if (want.length < 3) return UNREADABLE;
  const shape = shapeOf(mask);
  const tolerance = Math.max(1, Math.floor(want.length / 4));
  const found: Found[] = [];
  for (const run of digitRuns(page.text, want.length)) {
    // a whole number of the document, never a part of a longer one (an agency inside an RG number)
    if (run.value.length !== want.length) continue;
    const at = { LIDO: run.value, start: run.start, end: run.end };
    if (run.value === want) {
      found.push({ SITUACAO: 'Confere', ...at, rank: 0 });
      continue;
    }
    const distance = hamming(run.value, want);
    const shaped = shape?.test(page.text.slice(run.start, run.end)) ?? false;
    if (!shaped && distance > tolerance) continue;
    found.push({ SITUACAO: 'Diverge', ...at, rank: 1 + distance * 2 + (shaped ? 0 : 1) });
  }
  return verdict(found, page);
}

const DATE = /(\d{1,2})\s?[/.-]\s?(\d{1,2})\s?[/.-]\s?(\d{4})/g;
const pad = (s: string) => s.padStart(2, '0');

/** typed 'yyyy-mm-dd' against the dd/mm/yyyy dates of the document */
export function matchDate(typed: string, page: LaidOutText): FieldReading {
  const want = /^(\d{4})-(\d{2})-(\d{2})/.exec(typed);
  if (!want) return UNREADABLE;
  const wantKey = `${want[3]}${want[2]}${want[1]}`;
  const found: Found[] = [];
  for (const m of page.text.matchAll(DATE)) {
    const [d, mo, y] = [pad(m[1]!), pad(m[2]!), m[3]!];
    const distance = hamming(`${d}${mo}${y}`, wantKey);
    if (distance > 2) continue;
    const at = { LIDO: `${y}-${mo}-${d}`, start: m.index, end: m.index + m[0].length, rank: distance };
    found.push({ SITUACAO: distance === 0 ? 'Confere' : 'Diverge', ...at });
  }
  return verdict(found, page);
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
  const matches = best.score >= 0.85 && best.weakest >= 0.7;
  const LIDO = normaliseText(page.text.slice(from, to));
  return verdict([{ SITUACAO: matches ? 'Confere' : 'Diverge', LIDO, start: from, end: to, rank: 0 }], page);
}
