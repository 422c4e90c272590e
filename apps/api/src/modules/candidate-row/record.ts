/**
 * A candidate's record as the registry sees it: UPPER CASE field names with values as
 * normaliseValue stores them (booleans, 'yyyy-mm-dd' dates, numbers). Registry columns are
 * read by name through the registry, so a new field needs no code here.
 */
import { sql } from 'drizzle-orm';
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

/** a candidate `c` with its status `s` (its text and colour); the caller's client's `where` follows */
export const RECORD_JOIN = 'candidate c join status s on s.codstatus = c.codstatus';
/** the row recordFromRow reads */
const RECORD_FROM = `select c.*, s.desstatus, s.corstatus from ${RECORD_JOIN}`;

/** The candidate of this client, or undefined (another client's id reads as missing). */
export async function loadRecord(
  db: Db,
  tenant: TenantRef,
  codcandidato: number,
): Promise<CandidateRecord | undefined> {
  const rows = rowsOf<Row>(
    await db.execute(sql`${sql.raw(RECORD_FROM)}
      where c.codcandidato = ${codcandidato} and c.codadm = ${tenant.CODADM} and c.codcli = ${tenant.CODCLI}`),
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

/** the identity columns recordFromRow reads, in the order of the record's JSON array */
const IDENTITY_COLUMNS = [
  'codcandidato',
  'codadm',
  'codcli',
  'codstatus',
  'desstatus',
  'corstatus',
  'obsstatus',
  'confirm_sem_dependentes',
  'datcadastro',
  'datultinteracao',
  'anonimizado_em',
] as const;
/** a function takes at most 100 arguments (FUNC_MAX_ARGS): the registry columns go in arrays of 90 */
const CHUNK = 90;

const chunksOf = <T>(xs: readonly T[]) =>
  Array.from({ length: Math.ceil(xs.length / CHUNK) }, (_, i) => xs.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * The record as one JSON array over `c` (candidate) and `s` (its status): the identity columns,
 * then the registry's columns in CANDIDATE_FIELDS order, CHUNK to an array — values without keys,
 * a third of row_to_json's text at about half its cost in PostgreSQL (decision 085). A field added
 * to the registry is in it by itself; recordFromArray reads it.
 */
export const RECORD_ARRAY_SQL = `json_build_array(${[
  ...IDENTITY_COLUMNS.map((col) => (col === 'desstatus' || col === 'corstatus' ? `s.${col}` : `c.${col}`)),
  ...chunksOf(CANDIDATE_FIELDS).map((fs) => `json_build_array(${fs.map((f) => `c.${f.column}`).join(', ')})`),
].join(', ')})`;

/** A record from RECORD_ARRAY_SQL's array (JSON: dates 'yyyy-mm-dd', timestamps ISO 8601, numbers). */
export function recordFromArray(a: readonly unknown[]): CandidateRecord {
  const row: Row = {};
  IDENTITY_COLUMNS.forEach((col, i) => (row[col] = a[i]));
  const n = IDENTITY_COLUMNS.length;
  return recordFrom(row, (i) => (a[n + Math.floor(i / CHUNK)] as unknown[])[i % CHUNK]);
}

/** A record from a row by column names (either driver's types, or a JSON object of the row). */
export const recordFromRow = (row: Row): CandidateRecord =>
  recordFrom(row, (i) => row[CANDIDATE_FIELDS[i]!.column]);

/** `identity`: the record's own columns by name; `valueAt(i)`: the stored value of CANDIDATE_FIELDS[i] */
function recordFrom(row: Row, valueAt: (i: number) => unknown): CandidateRecord {
  // the boundary: every registry column read once as its field's type says (fromDb); the registry's
  // value types (CandidateValues) are what fromDb gives, which the loop cannot show TypeScript
  const values: Record<string, unknown> = {};
  CANDIDATE_FIELDS.forEach((f, i) => (values[f.name] = fromDb(f, valueAt(i))));
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
