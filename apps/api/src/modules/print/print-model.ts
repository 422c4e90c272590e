/**
 * What a printed record shows, built from the field registry (DESIGN.md §2): for each chosen area its
 * registry sections as groups of label/value pairs (values formatted for paper), plus dependents,
 * authorized persons, custom fields and documents with their status. The PDF and the print-link page
 * both render this model, so they always show the same thing.
 */
import { sql } from 'drizzle-orm';
import {
  AUTHORIZED_PERSON_FIELDS,
  BRAZIL_TZ,
  CANDIDATE_FIELDS,
  chosenPrintSections,
  DEPENDENT_FIELDS,
  DOC_STATUS,
  documentStatusInfo,
  fieldsOfSection,
  formatDateBR,
  formatFieldValue,
  PRINT_GROUP_TITLES,
  type ClientSettings,
  type FieldDef,
  type PrintSection,
  type PrintSectionKey,
  type PrintSelection,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';
import { clientName } from '../auth/accounts.ts';
import { fromDb, type CandidateRecord } from '../candidate-record/record.ts';
import { listCustomFields } from '../custom-fields/custom-fields.ts';
import { getClientSettings } from '../settings/client-settings.ts';
import { resolveLabels } from './lookup-labels.ts';

export interface PrintField {
  CAMPO: string;
  ROTULO: string;
  VALOR: string;
}
export interface PrintGroup {
  TITULO: string;
  CAMPOS: PrintField[];
}
export interface PrintSectionOut {
  CHAVE: PrintSectionKey;
  LETRA: string;
  TITULO: string;
  GRUPOS: PrintGroup[];
}
export interface PrintModel {
  CLIENTE: { CODADM: number; CODCLI: string; NOMECLI: string; LOGO: string };
  CANDIDATO: {
    CODCANDIDATO: number;
    NOME: string;
    EMAIL: string;
    UNIDADE: string;
    CARGO: string;
    DATINICIO: string;
    CODSTATUS: number;
    DESSTATUS: string;
    CORSTATUS: string;
  };
  SECOES: PrintSectionOut[];
  GERADO_EM: string;
}

export const NOT_INFORMED = 'Não possui ou não foi informado.';
type Row = Record<string, unknown>;
type Label = (f: FieldDef, v: unknown) => string | null;

const generatedAt = (d = new Date()) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: BRAZIL_TZ,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(d)
    .replace(',', '');

function group(
  title: string,
  fields: readonly FieldDef[],
  values: Row,
  settings: ClientSettings,
  label: Label,
) {
  const ctx = { settings, values };
  return {
    TITULO: title,
    CAMPOS: fields
      .filter((f) => f.visible(ctx))
      .map((f) => ({
        CAMPO: f.name,
        ROTULO: f.label,
        VALOR: formatFieldValue(f, values[f.name], { settings, label: label(f, values[f.name]) }),
      })),
  };
}

/** Rows of a candidate's own table with each field's value read as the registry expects. */
const valuesOf = (fields: readonly FieldDef[], row: Row): Row =>
  Object.fromEntries(fields.map((f) => [f.name, fromDb(f, row[f.column])]));

interface Extras {
  dependents: Row[];
  persons: Row[];
  custom: { TITULO: string; CAMPOS: PrintField[] }[];
  documents: PrintField[];
}

async function loadExtras(db: Db, tenant: TenantRef, record: CandidateRecord, want: Set<PrintSectionKey>) {
  const id = record.CODCANDIDATO;
  const extras: Extras = { dependents: [], persons: [], custom: [], documents: [] };
  if (want.has('DEPENDENTES'))
    extras.dependents = rowsOf<Row>(
      await db.execute(sql`select * from dependent where codcandidato = ${id} order by coddep`),
    ).map((r) => valuesOf(DEPENDENT_FIELDS, r));
  if (want.has('ENTREGAEQUIP'))
    extras.persons = rowsOf<Row>(
      await db.execute(sql`select * from authorized_person where codcandidato = ${id} order by idpessoa`),
    ).map((r) => valuesOf(AUTHORIZED_PERSON_FIELDS, r));
  if (want.has('INFOADICIONAL')) {
    const answers = new Map(
      rowsOf<{ codinfo: number; descricao: string }>(
        await db.execute(sql`select codinfo, descricao from custom_field_data where codcandidato = ${id}`),
      ).map((a) => [Number(a.codinfo), a.descricao]),
    );
    const fields = (await listCustomFields(db, tenant)).filter((f) => f.ATIVO);
    for (const [resp, title] of [
      ['A', 'Preenchido pelo RH'],
      ['C', 'Preenchido pelo candidato'],
    ] as const) {
      const mine = fields.filter((f) => f.RESP_PREENCHIMENTO === resp);
      if (mine.length)
        extras.custom.push({
          TITULO: title,
          CAMPOS: mine.map((f) => ({
            CAMPO: `CAMPO_${f.CODINFO}`,
            ROTULO: f.DESCRICAO,
            VALOR: (answers.get(f.CODINFO) ?? '').replace(/;$/, '').replace(/;/g, ', '),
          })),
        });
    }
  }
  if (want.has('DOCUMENTOS')) {
    const nationality = String(record.values.NACIONALIDADE ?? 'BRA');
    extras.documents = rowsOf<{
      codtipodoc: number;
      documento: string;
      status: number | null;
      obs: string | null;
    }>(
      await db.execute(sql`
        select dt.codtipodoc, dt.documento, cd.status, cd.observacao_status as obs
        from document_type dt
        left join candidate_document cd on cd.codtipodoc = dt.codtipodoc and cd.codcandidato = ${id}
        where dt.codadm = ${tenant.CODADM} and dt.codcli = ${tenant.CODCLI} and dt.ativo
          and (dt.nacionalidade is null or dt.nacionalidade = ${nationality})
        order by dt.ordem, dt.documento`),
    ).map((d) => {
      const info = documentStatusInfo(d.status === null ? null : Number(d.status));
      return {
        CAMPO: `DOC_${d.codtipodoc}`,
        ROTULO: d.documento,
        VALOR: info.STATUS === DOC_STATUS.RECUSADO && d.obs ? `${info.DESSTATUS} — ${d.obs}` : info.DESSTATUS,
      };
    });
  }
  return extras;
}

function sectionGroups(
  s: PrintSection,
  record: CandidateRecord,
  settings: ClientSettings,
  label: Label,
  extras: Extras,
): PrintGroup[] {
  const groups: PrintGroup[] = s.registry.map((key) =>
    group(PRINT_GROUP_TITLES[key], fieldsOfSection(key), record.values, settings, label),
  );
  const empty = (title: string, campo: string) => ({
    TITULO: title,
    CAMPOS: [{ CAMPO: campo, ROTULO: title, VALOR: NOT_INFORMED }],
  });
  switch (s.key) {
    case 'ENTREGAEQUIP':
      extras.persons.forEach((p, i) =>
        groups.push(group(`Pessoa autorizada ${i + 1}`, AUTHORIZED_PERSON_FIELDS, p, settings, label)),
      );
      break;
    case 'DEPENDENTES': {
      const titular = {
        TITULAR_ESTAGIARIO: record.values.TIPOCARGO === 'ESTAGIO',
        TITULAR_ODONTO: record.values.ASSISTENCIA_ODONTOLOGICA === 'S',
      };
      extras.dependents.forEach((d, i) =>
        groups.push(
          group(
            `Dependente ${i + 1}: ${String(d.NOME)}`,
            DEPENDENT_FIELDS,
            { ...d, ...titular },
            settings,
            label,
          ),
        ),
      );
      if (!extras.dependents.length) groups.push(empty('Dependentes', 'DEPENDENTES'));
      break;
    }
    case 'INFOADICIONAL':
      groups.push(...extras.custom);
      if (!extras.custom.length) groups.push(empty('Informações adicionais', 'INFOADICIONAL'));
      break;
    case 'DOCUMENTOS':
      groups.push({ TITULO: 'Documentos e situação', CAMPOS: extras.documents });
      break;
    default:
      break;
  }
  return groups;
}

export async function buildPrintModel(
  db: Db,
  tenant: TenantRef,
  record: CandidateRecord,
  selection: PrintSelection,
): Promise<PrintModel> {
  const chosen = chosenPrintSections(selection);
  const settings = await getClientSettings(db, tenant);
  const extras = await loadExtras(db, tenant, record, new Set(chosen.map((s) => s.key)));
  const pairs = [
    ...CANDIDATE_FIELDS.map((f) => ({ field: f as FieldDef, value: record.values[f.name] })),
    ...extras.dependents.flatMap((d) =>
      DEPENDENT_FIELDS.map((f) => ({ field: f as FieldDef, value: d[f.name] })),
    ),
  ];
  const label = await resolveLabels(db, pairs);
  const unitField = CANDIDATE_FIELDS.find((f) => f.name === 'CODUNIDADE')!;
  const v = record.values;
  return {
    CLIENTE: {
      CODADM: tenant.CODADM,
      CODCLI: tenant.CODCLI,
      NOMECLI: (await clientName(db, tenant.CODADM, tenant.CODCLI)) ?? '',
      LOGO: `/api/image/logo/${String(tenant.CODADM).padStart(2, '0')}_${tenant.CODCLI}`,
    },
    CANDIDATO: {
      CODCANDIDATO: record.CODCANDIDATO,
      NOME: String(v.NOME ?? ''),
      EMAIL: String(v.EMAIL ?? ''),
      UNIDADE: label(unitField, v.CODUNIDADE) ?? '',
      CARGO: v.TIPOCARGO === 'ESTAGIO' ? 'Estágio' : String(v.CARGO ?? ''),
      DATINICIO: formatDateBR(v.DATINICIO as string | null),
      CODSTATUS: record.CODSTATUS,
      DESSTATUS: record.DESSTATUS,
      CORSTATUS: record.CORSTATUS,
    },
    SECOES: chosen.map((s) => ({
      CHAVE: s.key,
      LETRA: s.letter,
      TITULO: s.title,
      GRUPOS: sectionGroups(s, record, settings, label, extras),
    })),
    GERADO_EM: generatedAt(),
  };
}
