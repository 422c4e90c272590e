/**
 * What the side panel shows of the candidate: the filled fields of the registry sections the
 * documents are checked against, formatted for reading (dates dd/mm/yyyy, options by label).
 */
import { fieldsOfSection, type FieldDef, type SectionKey } from '@admissao/domain';
import { formatDate } from '../../lib/dates';

export const PANEL_SECTIONS = [
  { key: 'CADASTRO', title: 'Cadastro' },
  { key: 'DADOS_PESSOAIS', title: 'Dados pessoais' },
  { key: 'DOCUMENTACAO', title: 'Documentação' },
  { key: 'ENDERECO', title: 'Endereço' },
  { key: 'DADOS_BANCARIOS', title: 'Dados bancários' },
] as const satisfies readonly { key: SectionKey; title: string }[];

/** ids of other lists (unit, bank, lookups) say nothing without their names: left out */
const SKIPPED: readonly FieldDef['type'][] = ['unit', 'bank', 'lookup'];

const MASKS: Partial<Record<FieldDef['type'], (d: string) => string>> = {
  cpf: (d) => d.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'),
  cep: (d) => d.replace(/^(\d{5})(\d{3})$/, '$1-$2'),
  pis: (d) => d.replace(/^(\d{3})(\d{5})(\d{2})(\d)$/, '$1.$2.$3-$4'),
};

export function formatFieldValue(field: FieldDef, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (field.type === 'boolean') return value === true ? 'Sim' : value === false ? 'Não' : String(value);
  if (field.type === 'date') return formatDate(String(value));
  if (field.type === 'decimal' && typeof value === 'number')
    return value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (field.options) return field.options.find((o) => o.value === String(value))?.label ?? String(value);
  const mask = MASKS[field.type];
  return mask ? mask(String(value)) : String(value);
}

export interface Fact {
  name: string;
  label: string;
  value: string;
}

export function candidateFacts(record: Record<string, unknown>, section: SectionKey): Fact[] {
  return fieldsOfSection(section)
    .filter((f) => !SKIPPED.includes(f.type))
    .map((f) => ({ name: f.name, label: f.label, value: formatFieldValue(f, record[f.name]) }))
    .filter((f) => f.value !== '');
}

/** Header badges of spec 3 §2: foreign national, person with disability, transgender. */
export function candidateBadges(record: Record<string, unknown>): string[] {
  const out: string[] = [];
  if (record.NACIONALIDADE === 'EST') out.push('Estrangeiro');
  if (record.PCD === 'S' || record.PCD === true) out.push('PCD');
  if (record.TRANSGENERO === true || record.TRANSGENERO === 'S') out.push('Transgênero');
  return out;
}
