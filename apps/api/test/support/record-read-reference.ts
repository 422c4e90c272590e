/**
 * The record read as it was until 2026-12-04 (decision 085), kept as the oracle of
 * candidate-record-read.test.ts: the record, then the client's settings, its custom fields, the
 * candidate's answers, dependents and documents, and the unit, each read by a statement of its own
 * — the record as the driver types its columns, the rest as the modules read it then — assembled
 * and written by the contract's serializer as the route did. The read now asks all of it in one
 * statement; this says what it must answer, byte for byte.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  checkSections,
  documentAppliesTo,
  documentSatisfied,
  documentStatusInfo,
  isDocumentOptional,
  ZCandidateRecord,
  ZSectionCheck,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../src/db/client.ts';
import { customFieldData, dependent, unit } from '../../src/db/schema.ts';
import { stringifierOf } from '../../src/lib/response-serializer.ts';
import { rowsOf } from '../../src/lib/rows.ts';
import { maskValues } from '../../src/modules/candidate-record/index.ts';
import { loadRecord, type CandidateRecord } from '../../src/modules/candidate-row/index.ts';
import { listCustomFields } from '../../src/modules/custom-fields/index.ts';
import { getClientSettings } from '../../src/modules/settings/index.ts';

/** ISVALID_ENVIO from the documents statement of list-documents.ts as it was */
async function documentsSentBefore(db: Db, tenant: TenantRef, record: CandidateRecord) {
  const id = record.CODCANDIDATO;
  const rows = rowsOf<{
    opcional: boolean;
    opcional_est: boolean;
    nacionalidade: string | null;
    status: number | null;
    arquivos: number;
  }>(
    await db.execute(sql`
      select t.opcional, t.opcional_est, t.nacionalidade, d.status, coalesce(f.arquivos, 0)::int as arquivos
      from document_type t
      left join candidate_document d on d.codtipodoc = t.codtipodoc and d.codcandidato = ${id}
      left join lateral (
        select sum(coalesce(x.pages, 1)) as arquivos from document_file x
        where x.codcandidato = ${id} and x.codtipodoc = t.codtipodoc and x.active
      ) f on true
      where t.codadm = ${tenant.CODADM} and t.codcli = ${tenant.CODCLI} and t.ativo
      order by t.ordem, t.codtipodoc`),
  );
  return rows
    .map((r) => ({ OPCIONAL: r.opcional, OPCIONAL_EST: r.opcional_est, NACIONALIDADE: r.nacionalidade, r }))
    .filter((flags) => documentAppliesTo(flags, record.values))
    .every(
      (flags) =>
        isDocumentOptional(flags, record.values) ||
        documentSatisfied(documentStatusInfo(flags.r.status).STATUS, Number(flags.r.arquivos)),
    );
}

/** sectionsOf as it was: four to six statements */
export async function sectionsBefore(db: Db, tenant: TenantRef, record: CandidateRecord) {
  const settings = await getClientSettings(db, tenant);
  const required = (await listCustomFields(db, tenant, 'C')).filter((f) => f.OBRIGATORIO);
  const answered = required.length
    ? await db
        .select({ codinfo: customFieldData.codinfo })
        .from(customFieldData)
        .where(eq(customFieldData.codcandidato, record.CODCANDIDATO))
    : [];
  const ids = new Set(answered.map((a) => a.codinfo));
  const missing = required
    .filter((f) => !ids.has(f.CODINFO))
    .map((f) => ({ CODINFO: f.CODINFO, DESCRICAO: f.DESCRICAO }));
  const dependents = await db
    .select({ id: dependent.coddep })
    .from(dependent)
    .where(eq(dependent.codcandidato, record.CODCANDIDATO))
    .limit(1);
  return checkSections(
    { settings, values: record.values },
    {
      dependentsOk: record.CONFIRM_SEM_DEPENDENTES || dependents.length > 0,
      customFieldsOk: missing.length === 0,
      missingCustomFields: missing,
      documentsOk: await documentsSentBefore(db, tenant, record),
    },
  );
}

/** POST /candidate/check/required's answer as it was written */
export const sectionsAnswerBefore = async (db: Db, tenant: TenantRef, record: CandidateRecord) =>
  stringifierOf(ZSectionCheck)(await sectionsBefore(db, tenant, record));

/** GET /candidate/{id}'s answer as it was written, for staff or the candidate; null when not found */
export async function recordAnswerBefore(
  db: Db,
  reader: 'staff' | 'candidate',
  tenant: TenantRef,
  codcandidato: number,
): Promise<string | null> {
  const record = await loadRecord(db, tenant, codcandidato);
  if (!record) return null;
  const { fieldsEmpty: _omit, ...flags } = await sectionsBefore(db, tenant, record);
  const { values, ...identity } = record;
  const write = stringifierOf(ZCandidateRecord);
  if (reader === 'candidate') {
    const codunidade = values.CODUNIDADE;
    const [contact] =
      typeof codunidade === 'number'
        ? await db
            .select({ UNIDADE: unit.unidade, EMAIL: unit.emailresponsavel })
            .from(unit)
            .where(
              and(
                eq(unit.codunidade, codunidade),
                eq(unit.codadm, tenant.CODADM),
                eq(unit.codcli, tenant.CODCLI),
              ),
            )
        : [];
    return write({ ...identity, ...values, ...flags, CONTATO_RH: contact ?? null });
  }
  const { values: masked, hidden } = maskValues({ kind: 'staff' }, values);
  return write({ ...identity, ...masked, ...flags, OCULTOS: hidden });
}
