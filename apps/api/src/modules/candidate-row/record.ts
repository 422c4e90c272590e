/**
 * A candidate's record as the registry sees it: UPPER CASE field names with values as
 * normaliseValue stores them (booleans, 'yyyy-mm-dd' dates, numbers). Registry columns are
 * read by name through the registry, so a new field needs no code here.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  CANDIDATE_FIELDS,
  type CandidateValues,
  type ClientSettings,
  type FieldDef,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { queryPrepared } from '../../lib/prepared.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { StoredCandidateSession } from '../auth/index.ts';
import { settingsFromJson } from '../settings/index.ts';

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
  /** when the candidate's personal data was erased (decision 039); null while it is kept */
  ANONIMIZADO_EM?: string | null;
  /** registry fields, by spec name, typed by the registry */
  values: CandidateValues;
}

/** A value read from either driver, as the registry's rules expect it. */
export function fromDb(f: FieldDef, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (f.type === 'date') return v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);
  if (f.type === 'decimal') return Number(v);
  return v;
}

type Row = Record<string, unknown>;

/**
 * The candidate of this client, or undefined (another client's id reads as missing). `also`: a
 * data-modifying CTE over `found` run by the same statement (the access-log row, accessLogCte).
 */
export async function loadRecord(
  db: Db,
  tenant: TenantRef,
  codcandidato: number,
  also: SQL | null = null,
): Promise<CandidateRecord | undefined> {
  const found = sql`
      select c.*, s.desstatus, s.corstatus from candidate c join status s on s.codstatus = c.codstatus
      where c.codcandidato = ${codcandidato} and c.codadm = ${tenant.CODADM} and c.codcli = ${tenant.CODCLI}`;
  const rows = rowsOf<Row>(
    await db.execute(also ? sql`with found as (${found}), ${also} select * from found` : found),
  );
  return rows[0] ? recordFromRow(rows[0]) : undefined;
}

export interface RecordForSave {
  record: CandidateRecord;
  settings: ClientSettings;
  /** the candidate's session as plugins/auth.ts would have checked it (for the sign-in `sid`) */
  session: StoredCandidateSession;
}

// The autosave's one read: the record, the client's settings and the candidate's session
// (version and sign-in, checked here instead of in the auth hook), as one prepared statement. The row
// comes as one jsonb value: parsing ~170 columns one by one costs the API more CPU than
// one JSON.parse (dates arrive as 'yyyy-mm-dd', numbers and booleans as such).
const SAVE_READ = `
  select to_jsonb(c) || jsonb_build_object('desstatus', s.desstatus, 'corstatus', s.corstatus) as rec,
    cs.settings as client_settings_json,
    exists (select 1 from auth_session a where a.id = $4::varchar and a.subject = 'c:' || c.codcandidato
      and a.revoked_at is null and a.expires_at > now()) as session_live
  from candidate c join status s on s.codstatus = c.codstatus
  left join client_settings cs on cs.codadm = c.codadm and cs.codcli = c.codcli
  where c.codcandidato = $1 and c.codadm = $2 and c.codcli = $3`;

/** `sid`: the candidate's sign-in to check (null for staff, checked by the auth hook) */
export async function loadRecordForSave(
  db: Db,
  tenant: TenantRef,
  codcandidato: number,
  sid: string | null,
): Promise<RecordForSave | undefined> {
  const [row] = await queryPrepared<{ rec: Row; client_settings_json: unknown; session_live: boolean }>(
    db,
    'autosave_read',
    SAVE_READ,
    [codcandidato, tenant.CODADM, tenant.CODCLI, sid],
  );
  if (!row) return undefined;
  return {
    record: recordFromRow(row.rec),
    settings: settingsFromJson(row.client_settings_json),
    session: {
      sessionVersion: Number(row.rec.session_version),
      sessionLive: row.session_live === true,
      trocarSenha: row.rec.trocar_senha === true,
    },
  };
}

export function recordFromRow(row: Row): CandidateRecord {
  // the boundary: every registry column read once as its field's type says (fromDb); the registry's
  // value types (CandidateValues) are what fromDb gives, which the loop cannot show TypeScript
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
    ANONIMIZADO_EM: iso(row.anonimizado_em),
    values: values as CandidateValues,
  };
}
