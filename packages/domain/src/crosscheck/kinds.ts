/**
 * Which typed fields a document type is checked against (issue 18 §3, decision 057). Document
 * types are per-client rows, so a type's kind is read from its name (accents, case and punctuation
 * ignored); a type whose name says nothing falls back on its CAMPOS_VALIDACAO terms. One table:
 * the API job, the answer and the tests read it.
 */
import type { CandidateFieldName } from '../registry/candidate-fields.ts';
import { normaliseText } from './text-similarity.ts';

export type CrosscheckKind = 'cpf' | 'identidade' | 'endereco' | 'banco';

/** the candidate's fields each kind of document shows, in the order the panel lists them */
export const CROSSCHECK_FIELDS = {
  cpf: ['NOME', 'CPF', 'DATNASC'],
  identidade: ['NOME', 'CPF', 'DATNASC'],
  endereco: ['CEP'],
  banco: ['AGENCIA', 'NUMCONTA'],
} as const satisfies Record<CrosscheckKind, readonly CandidateFieldName[]>;

export type CrosscheckField = (typeof CROSSCHECK_FIELDS)[CrosscheckKind][number];

/** words of a normalised document-type name that give its kind; first match wins */
const KIND_BY_NAME: readonly (readonly [RegExp, CrosscheckKind])[] = [
  [/^CPF\b|CADASTRO DE PESSOAS? FISICAS?/, 'cpf'],
  [/^RG\b|\bIDENTIDADE\b|^CNH\b|\bHABILITACAO\b|^RNE\b|\bCRNM\b/, 'identidade'],
  [/COMPROVANTE DE (RESIDENCIA|ENDERECO)|\bCONTA DE (LUZ|AGUA)\b/, 'endereco'],
  [/COMPROVANTE BANCARIO|DADOS BANCARIOS|CARTAO (DO )?BANCO|\bCONTA (CORRENTE|SALARIO)\b/, 'banco'],
];

/** a CAMPOS_VALIDACAO term that gives a kind when the name did not */
const KIND_BY_TERM: Readonly<Record<string, CrosscheckKind>> = {
  CPF: 'cpf',
  CEP: 'endereco',
  AGENCIA: 'banco',
  NUMCONTA: 'banco',
};

/** The kind of a document type, or null when it is not cross-checked. */
export function crosscheckKindOf(
  documento: string,
  terms: readonly { NOME: string }[] = [],
): CrosscheckKind | null {
  const name = normaliseText(documento);
  for (const [pattern, kind] of KIND_BY_NAME) if (pattern.test(name)) return kind;
  for (const t of terms) {
    const kind = KIND_BY_TERM[t.NOME.toUpperCase()];
    if (kind) return kind;
  }
  return null;
}

export const crosscheckFieldsOf = (kind: CrosscheckKind | null): readonly CrosscheckField[] =>
  kind ? CROSSCHECK_FIELDS[kind] : [];
