/**
 * The value of each merge field for one candidate, as the product prints it (format-value.ts: option
 * labels, dd/mm/yyyy, masks, decimals with a comma; lookups, unit and bank by their names), and the
 * client's facts: EMPRESA its name, CNPJ_EMPRESA the employer's CNPJ of its settings (the eSocial
 * CNPJ_EMPREGADOR, the one CNPJ the product keeps), UNIDADE_NOME the candidate's unit, DATA_ATUAL
 * today in Brasília. The preview shows each candidate field as its name in brackets ('[NOME]').
 */
import {
  CANDIDATE_FIELDS,
  fieldByName,
  formatCnpj,
  formatDateBR,
  formatFieldValue,
  isoDateInBrazil,
  type FieldDef,
  type KitExtraField,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { clientName } from '../auth/index.ts';
import type { CandidateRecord } from '../candidate-row/index.ts';
import { resolveLabels } from '../print/index.ts';
import { getClientSettings } from '../settings/index.ts';

export type ValueOf = (name: string) => string;

const FIELDS = new Map<string, FieldDef>(CANDIDATE_FIELDS.map((f) => [f.name, f]));

/** The client's own facts (the same in the preview and in a candidate's kit). */
async function clientFacts(db: Db, tenant: TenantRef) {
  const [name, settings] = await Promise.all([
    clientName(db, tenant.CODADM, tenant.CODCLI),
    getClientSettings(db, tenant),
  ]);
  return {
    name: name ?? '',
    settings,
    cnpj: settings.CNPJ_EMPREGADOR ? formatCnpj(settings.CNPJ_EMPREGADOR) : '',
  };
}

export async function candidateValues(db: Db, tenant: TenantRef, record: CandidateRecord) {
  const values = record.values as Record<string, unknown>;
  const [facts, label] = await Promise.all([
    clientFacts(db, tenant),
    resolveLabels(
      db,
      CANDIDATE_FIELDS.map((f) => ({ field: f, value: values[f.name] })),
    ),
  ]);
  const unit = fieldByName('CODUNIDADE')!;
  const extra: Record<KitExtraField, string> = {
    EMPRESA: facts.name,
    CNPJ_EMPRESA: facts.cnpj,
    UNIDADE_NOME: label(unit, values.CODUNIDADE) ?? '',
    DATA_ATUAL: formatDateBR(isoDateInBrazil()),
  };
  const valueOf: ValueOf = (name) => {
    if (name in extra) return extra[name as KitExtraField];
    const f = FIELDS.get(name);
    if (!f) return '';
    const v = values[name];
    return formatFieldValue(f, v, { settings: facts.settings, label: label(f, v), values });
  };
  return { valueOf, client: facts.name };
}

/** The preview's values: the client's facts, and each candidate field as '[NAME]'. */
export async function sampleValues(db: Db, tenant: TenantRef) {
  const facts = await clientFacts(db, tenant);
  const extra: Record<KitExtraField, string> = {
    EMPRESA: facts.name,
    CNPJ_EMPRESA: facts.cnpj || '[CNPJ_EMPRESA]',
    UNIDADE_NOME: '[UNIDADE_NOME]',
    DATA_ATUAL: formatDateBR(isoDateInBrazil()),
  };
  const valueOf: ValueOf = (name) => (name in extra ? extra[name as KitExtraField] : `[${name}]`);
  return { valueOf, client: facts.name };
}
