/**
 * A candidate's record as the registry sees it: UPPER CASE field names with values as
 * normaliseValue stores them (booleans, 'yyyy-mm-dd' dates, numbers). Registry columns are
 * read by name through the registry, so a new field needs no code here.
 */
import { sql } from 'drizzle-orm';
import { CANDIDATE_FIELDS, type FieldDef, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';

export interface CandidateRecord {
  CODCANDIDATO: number;
  CODADM: number;
  CODCLI: string;
  CODSTATUS: number;
  DESSTATUS: string;
  CORSTATUS: string;
  OBSSTATUS: string | null;
  CONFIRM_SEM_DEPENDENTES: boolean;
  DATCADASTRO: string;
  DATULTINTERACAO: string | null;
  /** registry fields, by spec name */
  values: Record<string, unknown>;
}

/** A value read from either driver, as the registry's rules expect it. */
export function fromDb(f: FieldDef, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (f.type === 'date') return v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);
  if (f.type === 'decimal') return Number(v);
  return v;
}

type Row = Record<string, unknown>;

/** The candidate of this client, or undefined (another client's id reads as missing). */
export async function loadRecord(
  db: Db,
  tenant: TenantRef,
  codcandidato: number,
): Promise<CandidateRecord | undefined> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select c.*, s.desstatus, s.corstatus from candidate c join status s on s.codstatus = c.codstatus
      where c.codcandidato = ${codcandidato} and c.codadm = ${tenant.CODADM} and c.codcli = ${tenant.CODCLI}`),
  );
  const row = rows[0];
  if (!row) return undefined;
  const values: Record<string, unknown> = {};
  for (const f of CANDIDATE_FIELDS) values[f.name] = fromDb(f, row[f.column]);
  const iso = (v: unknown) =>
    v instanceof Date ? v.toISOString() : v ? new Date(String(v)).toISOString() : null;
  return {
    CODCANDIDATO: Number(row.codcandidato),
    CODADM: Number(row.codadm),
    CODCLI: String(row.codcli),
    CODSTATUS: Number(row.codstatus),
    DESSTATUS: String(row.desstatus),
    CORSTATUS: String(row.corstatus),
    OBSSTATUS: (row.obsstatus as string | null) ?? null,
    CONFIRM_SEM_DEPENDENTES: row.confirm_sem_dependentes === true,
    DATCADASTRO: iso(row.datcadastro) ?? '',
    DATULTINTERACAO: iso(row.datultinteracao),
    values,
  };
}
