/**
 * Which typed fields a document is checked against (issue 18 §3, issue 30 item 5, decision 057).
 * One table, `CROSSCHECK_FIELDS`: per registry field, the kinds of document that carry it — a
 * field is compared only on a document of one of those kinds, never on another (an RG photo is
 * not asked for an agency). Document types are per-client rows with free names and no code, so a
 * type's kind is read from its name (accents, case and punctuation ignored) by the list
 * `KIND_BY_NAME`; a type whose name says nothing is compared on the fields its CAMPOS_VALIDACAO
 * terms name, when the table lists them. The API job, the answer, the contract and the tests read
 * this file.
 */
import type { CandidateFieldName } from '../registry/candidate-fields.ts';
import { normaliseText } from './text-similarity.ts';

export const CROSSCHECK_KINDS = [
  'cpf',
  'rg',
  'cnh',
  'rne',
  'ctps',
  'pis',
  'titulo',
  'cns',
  'certidao',
  'endereco',
  'banco',
] as const;
export type CrosscheckKind = (typeof CROSSCHECK_KINDS)[number];

interface CarriedBy {
  /** the kinds of document that show the field */
  em: readonly CrosscheckKind[];
  /**
   * compared by its digits whatever its registry type: the RG is free text in the record (some
   * states write letters or the issuer beside it) but a number on the card
   */
  porDigitos?: true;
}

/**
 * Per field, the documents that carry it, in the order the panel lists them. Realistic for
 * Brazilian documents: the CPF card (name, number, birth date); the RG / CIN (name, filiação,
 * birth date, RG number, issue date and, on most since 2012, the CPF); the CNH (name, CPF, birth
 * date, filiação, the RG, its own number); the RNE / CRNM (name, filiação, birth date, its
 * number); the CTPS (name, birth date, filiação, number and series); the PIS card (name, number);
 * the voter card (name, number, birth date); the SUS card (name, number, birth date); a birth or
 * marriage certificate (name, birth date, filiação); a proof of address (CEP, street — often in
 * another person's name, so not the name); a bank card or statement (holder's name, agency,
 * account).
 */
export const CROSSCHECK_FIELDS = {
  NOME: { em: ['cpf', 'rg', 'cnh', 'rne', 'ctps', 'pis', 'titulo', 'cns', 'certidao', 'banco'] },
  CPF: { em: ['cpf', 'rg', 'cnh'] },
  DATNASC: { em: ['cpf', 'rg', 'cnh', 'rne', 'ctps', 'titulo', 'cns', 'certidao'] },
  RG: { em: ['rg', 'cnh'], porDigitos: true },
  RGEXPEDICAO: { em: ['rg'] },
  CNH: { em: ['cnh'] },
  RNE: { em: ['rne'] },
  CTPS: { em: ['ctps'] },
  CTPSSERIE: { em: ['ctps'] },
  PIS: { em: ['pis'] },
  TITULO: { em: ['titulo'] },
  CNS: { em: ['cns'] },
  NOMEMAE: { em: ['rg', 'cnh', 'rne', 'ctps', 'certidao'] },
  NOMEPAI: { em: ['rg', 'cnh', 'rne', 'ctps', 'certidao'] },
  CEP: { em: ['endereco'] },
  ENDERECO: { em: ['endereco'] },
  AGENCIA: { em: ['banco'] },
  NUMCONTA: { em: ['banco'] },
} as const satisfies Partial<Record<CandidateFieldName, CarriedBy>>;

export type CrosscheckField = keyof typeof CROSSCHECK_FIELDS;
export const CROSSCHECK_FIELD_NAMES = Object.keys(CROSSCHECK_FIELDS) as [
  CrosscheckField,
  ...CrosscheckField[],
];

const carriedBy = (name: CrosscheckField): CarriedBy => CROSSCHECK_FIELDS[name];

/**
 * Words of a normalised document-type name that give its kind; first match wins. The names of the
 * demo clients (RG (FRENTE E VERSO), CPF, CTPS (CARTEIRA DE TRABALHO), PIS / PASEP, COMPROVANTE DE
 * RESIDÊNCIA, TÍTULO DE ELEITOR, CERTIDÃO DE NASCIMENTO OU CASAMENTO, CNH, CARTÃO SUS, COMPROVANTE
 * BANCÁRIO, RNE / CRNM) and the usual other spellings; FOTO 3X4, CERTIFICADO DE RESERVISTA,
 * COMPROVANTE DE ESCOLARIDADE and CERTIDÕES DOS DEPENDENTES (the children's, not the candidate's)
 * have none.
 */
export const KIND_BY_NAME: readonly (readonly [RegExp, CrosscheckKind])[] = [
  [/^CPF\b|CADASTRO DE PESSOAS? FISICAS?|^CIC\b/, 'cpf'],
  [/^CNH\b|\bHABILITACAO\b/, 'cnh'],
  [/^RNE\b|\bCRNM\b|^RNM\b|REGISTRO NACIONAL (MIGRATORIO|DE ESTRANGEIROS?)|IDENTIDADE DE ESTRANGEIRO/, 'rne'],
  [/^RG\b|^CIN\b|\bIDENTIDADE\b|REGISTRO GERAL/, 'rg'],
  [/^CTPS\b|CARTEIRA (DE )?TRABALHO/, 'ctps'],
  [/^PIS\b|\bPASEP\b|^NIS\b|^NIT\b/, 'pis'],
  [/TITULO (DE )?ELEITOR/, 'titulo'],
  [/CARTAO (DO )?SUS\b|^CNS\b|CARTAO NACIONAL DE SAUDE/, 'cns'],
  [/^CERTIDAO DE (NASCIMENTO|CASAMENTO)\b/, 'certidao'],
  [/COMPROVANTE DE (RESIDENCIA|ENDERECO)|\bCONTA DE (LUZ|AGUA|ENERGIA|GAS)\b/, 'endereco'],
  [
    /COMPROVANTE BANCARIO|DADOS BANCARIOS|CARTAO (DO )?BANCO|EXTRATO BANCARIO|\bCONTA (CORRENTE|SALARIO|BANCARIA)\b/,
    'banco',
  ],
];

/** The kind of a document type from its name, or null when the name says nothing. */
export function crosscheckKindOf(documento: string): CrosscheckKind | null {
  const name = normaliseText(documento);
  for (const [pattern, kind] of KIND_BY_NAME) if (pattern.test(name)) return kind;
  return null;
}

/** The fields a kind of document carries, in the panel's order. */
export const fieldsCarriedBy = (kind: CrosscheckKind): CrosscheckField[] =>
  CROSSCHECK_FIELD_NAMES.filter((name) => carriedBy(name).em.includes(kind));

/** Whether a field is compared by its digits whatever its registry type. */
export const comparedByDigits = (name: CrosscheckField): boolean => carriedBy(name).porDigitos === true;

/**
 * The fields a document type is compared on: those its kind carries; for a type whose name says
 * nothing, the fields its CAMPOS_VALIDACAO terms name (the client said the document shows them)
 * that the table knows how to compare; none otherwise.
 */
export function crosscheckFieldsOf(
  documento: string,
  terms: readonly { NOME: string }[] = [],
): CrosscheckField[] {
  const kind = crosscheckKindOf(documento);
  if (kind) return fieldsCarriedBy(kind);
  const named = new Set(terms.map((t) => t.NOME.toUpperCase()));
  return CROSSCHECK_FIELD_NAMES.filter((name) => named.has(name));
}
