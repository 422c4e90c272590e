/**
 * GET /candidate/{id}: the record as the contract answers it (identity, registry fields, ISVALID_*
 * flags); to staff, sensitive fields masked (decision 036).
 *
 * One prepared statement per call (decision 085): the record's row as one JSON array (one
 * JSON.parse, not a parser per column of ~170), the section check's facts beside it, and for the
 * candidate their unit's contact, for staff the access-log row (a CTE of the same statement). Until
 * 2026-12-04 it was seven statements, five of them planned anew on every call.
 */
import { type CandidateRecord as RecordAnswer, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { queryPrepared } from '../../lib/prepared.ts';
import type { Actor } from '../auth/index.ts';
import { accessLogCteSql } from '../access-log/index.ts';
import { RECORD_ARRAY_SQL, RECORD_JOIN, recordFromArray } from '../candidate-row/index.ts';
import { SECTION_FACTS_COLUMNS, sectionsFromFacts, type SectionFacts } from './check-sections.ts';
import { maskOwnValues } from './masking.ts';
import { AUTOSAVE_MESSAGES } from './update-field.ts';

/**
 * $1 the candidate, $2 and $3 the caller's client (another client's id finds nothing): the record
 * as one JSON array, and what the facts and the access-log row read
 */
const FOUND = `found as (
  select ${RECORD_ARRAY_SQL} as rec, c.codcandidato, c.codadm, c.codcli, c.codunidade from ${RECORD_JOIN}
  where c.codcandidato = $1 and c.codadm = $2 and c.codcli = $3)`;

// the unit's responsible e-mail, shown to the candidate as whom to ask (none without a unit)
const UNIT_CONTACT = `(select json_build_object('UNIDADE', u.unidade, 'EMAIL', u.emailresponsavel)
    from unit u where u.codunidade = f.codunidade and u.codadm = $2 and u.codcli = $3) as contact`;

/** staff: the LEITURA_FICHA row written by the statement that reads ($4 the user); no contact */
const STAFF_READ = `with ${FOUND}, ${accessLogCteSql('LEITURA_FICHA', '$4')}
  select f.rec, ${SECTION_FACTS_COLUMNS} from found f`;
/** the candidate's own read: not logged (they are the data subject), with their unit's contact */
const OWN_READ = `with ${FOUND}
  select f.rec, ${SECTION_FACTS_COLUMNS}, ${UNIT_CONTACT} from found f`;

interface ReadRow extends SectionFacts {
  rec: unknown[];
  contact?: { UNIDADE: string; EMAIL: string } | null;
}

/** A staff read is logged (decision 036); the candidate reading their own record is not. */
export async function readRecord(
  db: Db,
  actor: Actor,
  tenant: TenantRef,
  codcandidato: number,
): Promise<RecordAnswer> {
  const keys = [codcandidato, tenant.CODADM, tenant.CODCLI];
  const [row] =
    actor.kind === 'staff'
      ? await queryPrepared<ReadRow>(db, 'record_read_staff', STAFF_READ, [...keys, actor.codusuario])
      : await queryPrepared<ReadRow>(db, 'record_read_own', OWN_READ, keys);
  if (!row) throw notFound(AUTOSAVE_MESSAGES.notFound);
  // the boundary: each registry field read as its type says
  const record = recordFromArray(row.rec);
  const { fieldsEmpty: _omit, ...flags } = sectionsFromFacts(record, row);
  const { values, ...identity } = record;
  // the answer is built once, in the record's own `values` (a new object per call, ~150 keys): a
  // spread of it into a new object cost more than the rest of the assembly (decision 085)
  const answer: RecordAnswer = Object.assign(values, identity, flags);
  if (actor.kind === 'candidate') return Object.assign(answer, { CONTATO_RH: row.contact ?? null });
  // staff never get a sensitive value here: only its presence (the logged 'Mostrar' reads it)
  return Object.assign(answer, { OCULTOS: maskOwnValues(actor, answer) });
}
