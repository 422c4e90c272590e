/** How the cross-check panel words a field (pt-BR): situation, values and the OCR's confidence. */
import type { CrosscheckFieldAnswer, CrosscheckSituation } from '@admissao/domain';

const PERCENT = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

export const COLOR_OF = {
  Confere: 'green.8',
  Diverge: 'red.8',
  'Não foi possível ler': 'gray.7',
} as const satisfies Record<CrosscheckSituation, string>;

/** 'Diverge: digitado X, documento Y', or the situation alone */
export function situationText(f: Pick<CrosscheckFieldAnswer, 'SITUACAO' | 'DIGITADO' | 'DOCUMENTO'>): string {
  if (f.SITUACAO === 'Diverge') return `Diverge: digitado ${f.DIGITADO}, documento ${f.DOCUMENTO ?? '—'}`;
  return f.SITUACAO;
}

/** '87,5%' (pt-BR, comma for a decimal); null without a confidence */
export const confidenceText = (c: number | null) => (c === null ? null : `${PERCENT.format(c)}%`);
