/**
 * The record of processing operations (LGPD art. 37, decision 035) of one client, read from the
 * field registry: each field with its category, whether it is sensitive, its legal basis, and
 * whether this client's settings ask for it. Nothing here is written by hand a second time.
 */
import type { ClientSettings } from '../settings.ts';
import { CANDIDATE_FIELDS } from './candidate-fields.ts';
import { AUTHORIZED_PERSON_FIELDS, DEPENDENT_FIELDS, NO_DEPENDENTS_FIELD } from './dependent.ts';
import { BASES_LEGAIS, CATEGORIAS_DADO } from './privacy.ts';
import { sectionOfFields } from './sections.ts';
import type { FieldDef, SectionKey } from './types.ts';

/** Every field the product may collect about a candidate, their dependents and authorized persons. */
export const ALL_PERSONAL_FIELDS: readonly FieldDef[] = [
  ...CANDIDATE_FIELDS,
  NO_DEPENDENTS_FIELD,
  ...DEPENDENT_FIELDS,
  ...AUTHORIZED_PERSON_FIELDS,
];

const SECTION_NAMES = {
  CADASTRO: 'Cadastro',
  DADOS_PESSOAIS: 'Dados Pessoais',
  ENDERECO: 'Endereço',
  ENTREGA: 'Endereço de entrega',
  DOCUMENTACAO: 'Documentação',
  DADOS_BANCARIOS: 'Dados Bancários',
  TRANSPORTE: 'Transporte',
  BENEFICIOS: 'Benefícios',
  VINCULO_ESOCIAL: 'Vínculo (eSocial)',
  DEPENDENTE: 'Dependentes',
  PESSOA_AUTORIZADA: 'Pessoas autorizadas',
} as const satisfies Record<SectionKey, string>;

export const sectionName = (key: SectionKey) => sectionOfFields(key)?.label ?? SECTION_NAMES[key];

/**
 * Answers that open every conditional field (a foreign candidate with children, a LinkedIn profile,
 * a bank account, using public transport…): a field hidden with these and with none is one this
 * client's settings never ask for.
 */
function openingAnswers(): Record<string, unknown> {
  const values: Record<string, unknown> = { NACIONALIDADE: 'EST', PARENTESCO: '1', TIPODOC: 'CPF' };
  for (const f of ALL_PERSONAL_FIELDS) {
    if (f.name in values) continue;
    if (f.type === 'boolean') values[f.name] = true;
    else if (f.options?.some((o) => o.value === 'S')) values[f.name] = 'S';
  }
  return values;
}

export function collectedBy(settings: ClientSettings, f: FieldDef, probe = openingAnswers()): boolean {
  return f.visible({ settings, values: {} }) || f.visible({ settings, values: probe });
}

export interface ProcessingRecordRow {
  SECAO: string;
  CAMPO: string;
  ROTULO: string;
  CATEGORIA: string;
  SENSIVEL: boolean;
  BASE_LEGAL: string;
  ARTIGO: string;
  COLETADO: boolean;
}

/** One row per field, in form order, as the art. 37 page and its export show them. */
export function processingRecordOf(settings: ClientSettings): ProcessingRecordRow[] {
  const probe = openingAnswers();
  return ALL_PERSONAL_FIELDS.map((f) => ({
    SECAO: sectionName(f.section),
    CAMPO: f.name,
    ROTULO: f.label,
    CATEGORIA: CATEGORIAS_DADO[f.categoria],
    SENSIVEL: f.sensivel,
    BASE_LEGAL: BASES_LEGAIS[f.baseLegal].label,
    ARTIGO: BASES_LEGAIS[f.baseLegal].artigo,
    COLETADO: collectedBy(settings, f, probe),
  }));
}
