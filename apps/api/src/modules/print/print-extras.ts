/**
 * What a printed record shows besides the record's own fields, read for the chosen sections only:
 * the rows of its lists (dependents, authorized persons), the custom fields with the candidate's
 * answers, and the documents with their status. What each kind of section needs comes from the
 * sections table (registry/sections.ts).
 */
import { sql } from 'drizzle-orm';
import {
  AUTHORIZED_PERSON_FIELDS,
  DEPENDENT_FIELDS,
  DOC_STATUS,
  documentStatusInfo,
  printTitleOf,
  titularFacts,
  type FieldDef,
  type ListKind,
  type PrintGroup,
  type SectionDef,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';
import { type CandidateRecord, fromDb } from '../candidate-row/index.ts';
import { listCustomFields } from '../custom-fields/index.ts';

type Row = Record<string, unknown>;
export type PrintField = PrintGroup['CAMPOS'][number];

/** How each list of the record is read and printed (one group per row). */
export const LISTS = {
  DEPENDENTE: {
    read: (id: number) => sql`select * from dependent where codcandidato = ${id} order by coddep`,
    fields: DEPENDENT_FIELDS,
    title: (base: string, i: number, row: Row) => `${base} ${i + 1}: ${String(row.NOME)}`,
    // the dependent rules read the titular's facts (registry/dependent.ts)
    values: (row: Row, record: CandidateRecord) => ({ ...row, ...titularFacts(record.values) }),
    sayEmpty: true,
  },
  PESSOA_AUTORIZADA: {
    read: (id: number) => sql`select * from authorized_person where codcandidato = ${id} order by idpessoa`,
    fields: AUTHORIZED_PERSON_FIELDS,
    title: (base: string, i: number) => `${base} ${i + 1}`,
    values: (row: Row) => row,
    sayEmpty: false,
  },
} satisfies Record<
  ListKind,
  {
    read: (id: number) => ReturnType<typeof sql>;
    fields: readonly FieldDef[];
    title: (base: string, i: number, row: Row) => string;
    values: (row: Row, record: CandidateRecord) => Row;
    sayEmpty: boolean;
  }
>;

export interface Extras {
  lists: Partial<Record<ListKind, Row[]>>;
  custom: { filledBy: 'A' | 'C'; group: PrintGroup }[];
  documents: PrintField[];
}

/** Rows of a candidate's own table with each field's value read as the registry expects. */
const valuesOf = (fields: readonly FieldDef[], row: Row): Row =>
  Object.fromEntries(fields.map((f) => [f.name, fromDb(f, row[f.column])]));

async function customGroups(db: Db, tenant: TenantRef, id: number, sections: SectionDef[]) {
  const answers = new Map(
    rowsOf<{ codinfo: number; descricao: string }>(
      await db.execute(sql`select codinfo, descricao from custom_field_data where codcandidato = ${id}`),
    ).map((a) => [Number(a.codinfo), a.descricao]),
  );
  const fields = (await listCustomFields(db, tenant)).filter((f) => f.ATIVO);
  return sections.flatMap((section) => {
    if (section.content.kind !== 'custom') return [];
    const filledBy = section.content.filledBy;
    const mine = fields.filter((f) => f.RESP_PREENCHIMENTO === filledBy);
    if (!mine.length) return [];
    return [
      {
        filledBy,
        group: {
          TITULO: printTitleOf(section),
          CAMPOS: mine.map((f) => ({
            CAMPO: `CAMPO_${f.CODINFO}`,
            ROTULO: f.DESCRICAO,
            VALOR: (answers.get(f.CODINFO) ?? '').replace(/;$/, '').replace(/;/g, ', '),
          })),
        },
      },
    ];
  });
}

async function documentFields(db: Db, tenant: TenantRef, record: CandidateRecord): Promise<PrintField[]> {
  const nationality = String(record.values.NACIONALIDADE ?? 'BRA');
  const rows = rowsOf<{ codtipodoc: number; documento: string; status: number | null; obs: string | null }>(
    await db.execute(sql`
      select dt.codtipodoc, dt.documento, cd.status, cd.observacao_status as obs
      from document_type dt
      left join candidate_document cd on cd.codtipodoc = dt.codtipodoc and cd.codcandidato = ${record.CODCANDIDATO}
      where dt.codadm = ${tenant.CODADM} and dt.codcli = ${tenant.CODCLI} and dt.ativo
        and (dt.nacionalidade is null or dt.nacionalidade = ${nationality})
      order by dt.ordem, dt.documento`),
  );
  return rows.map((d) => {
    const info = documentStatusInfo(d.status === null ? null : Number(d.status));
    return {
      CAMPO: `DOC_${d.codtipodoc}`,
      ROTULO: d.documento,
      VALOR: info.STATUS === DOC_STATUS.RECUSADO && d.obs ? `${info.DESSTATUS} — ${d.obs}` : info.DESSTATUS,
    };
  });
}

/** What the chosen sections need beyond the record's fields. */
export async function loadExtras(
  db: Db,
  tenant: TenantRef,
  record: CandidateRecord,
  sections: SectionDef[],
): Promise<Extras> {
  const id = record.CODCANDIDATO;
  const extras: Extras = { lists: {}, custom: [], documents: [] };
  for (const s of sections)
    if (s.content.kind === 'list' && !extras.lists[s.content.of]) {
      const list = LISTS[s.content.of];
      extras.lists[s.content.of] = rowsOf<Row>(await db.execute(list.read(id))).map((r) =>
        valuesOf(list.fields, r),
      );
    }
  if (sections.some((s) => s.content.kind === 'custom'))
    extras.custom = await customGroups(db, tenant, id, sections);
  if (sections.some((s) => s.content.kind === 'documents'))
    extras.documents = await documentFields(db, tenant, record);
  return extras;
}
