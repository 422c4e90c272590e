/**
 * How the cross-check panel words a field (pt-BR): situation, values, the OCR's confidence and,
 * under the minimum, why there is no verdict.
 */
import {
  CROSSCHECK_MIN_CONFIDENCE,
  type CrosscheckFieldAnswer,
  type CrosscheckSituation,
} from '@admissao/domain';

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

/**
 * What follows the situation: 'confiança 87,5%' beside a verdict; for a value read too uncertainly
 * to say (LEITURA_INCERTA), 'leitura incerta: confiança 56%, abaixo de 70%'; null when nothing was
 * found.
 */
export function confidenceNote(
  f: Pick<CrosscheckFieldAnswer, 'CONFIANCA' | 'LEITURA_INCERTA'>,
): string | null {
  const confidence = confidenceText(f.CONFIANCA);
  if (!confidence) return null;
  if (f.LEITURA_INCERTA)
    return `leitura incerta: confiança ${confidence}, abaixo de ${confidenceText(CROSSCHECK_MIN_CONFIDENCE)}`;
  return `confiança ${confidence}`;
}
