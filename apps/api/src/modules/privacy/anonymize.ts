/**
 * Anonymisation of candidates (issue 16 item 5, decision 039), shared by the retention job and the
 * staff action. Two steps, each safe to repeat:
 * 1. the stored files (every bucket: document pages and PDFs, temporary uploads the candidate sent,
 *    the admission kit's PDFs — original and sealed, decision 073) and the .eml files of the mails that name them are deleted while the rows that name them
 *    still exist, so a crash here leaves rows the next run reads again (deleting an absent file is
 *    not an error; only files that were there are counted);
 * 2. one transaction deletes what belongs to the candidate, replaces the personal columns (the
 *    registry says which: `keptOnAnonymisation`), redacts their values in the audit log and mail
 *    outbox, revokes sessions, codes and links, and records `anonimizado_em`.
 * A candidate whose `anonimizado_em` is set is never touched again.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ANONYMISED_MARKER, CANDIDATE_FIELDS, keptOnAnonymisation, type FieldDef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';
import { deleteMailFiles } from '../mail/index.ts';
import type { Storages } from '../storage/index.ts';
import {
  dropEmptiedRefusalTexts,
  keepRefusalCountsWithoutText,
  outboxIdsOf,
  outboxRowsOf,
  refusalTextsOf,
} from './anonymize-traces.ts';
import { holdsKeptEsocialEvent } from './kept-esocial.ts';
import { holdsKeptKit } from './kept-kits.ts';

/** what replaces a redacted value in the audit log and the outbox */
export const REDACTED = '[anonimizado]';

/** candidate columns the registry calls personal, as SQL assignments */
const ERASED_COLUMNS: SQL[] = (CANDIDATE_FIELDS as readonly FieldDef[])
  .filter((f) => !keptOnAnonymisation(f))
  .map((f) => {
    const col = sql.identifier(f.column);
    if (!f.notNull) return sql`${col} = null`;
    // the login is unique: its marker carries the candidate's code (anonymisedEmail, in SQL)
    if (f.type === 'email') return sql`${col} = 'anonimizado.' || codcandidato || '@anonimizado.invalid'`;
    return sql`${col} = ${ANONYMISED_MARKER}`;
  });

const list = (ids: number[]) =>
  sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );
const subjects = (ids: number[]) =>
  sql.join(
    ids.map((i) => sql`${`c:${i}`}`),
    sql`, `,
  );
/** step 1: the stored files of these candidates, every bucket, and their mails' files, before any row goes */
async function deleteStoredFiles(db: Db, storages: Storages, ids: number[]): Promise<number> {
  if (storages.mailDir) await deleteMailFiles(storages.mailDir, await outboxIdsOf(db, list(ids)));
  const files = rowsOf<{ bucket: string; storage_key: string }>(
    await db.execute(sql`
      select bucket, storage_key from document_file where codcandidato in (${list(ids)})
      union all
      select bucket, storage_key from temp_upload where owner in (${subjects(ids)})
      union all
      select d.original_bucket, d.original_key from kit_document d join signature_kit k on k.id = d.kit_id
        where k.codcandidato in (${list(ids)})
      union all
      select coalesce(d.signed_bucket, d.original_bucket), d.signed_key from kit_document d join signature_kit k on k.id = d.kit_id
        where k.codcandidato in (${list(ids)}) and d.signed_key is not null`),
  );
  const WIDTH = 8;
  let deleted = 0;
  // counted only when there: a file already gone (a torn earlier run) is not deleted again
  const remove = async (f: { bucket: string; storage_key: string }) => {
    const storage = storages.of(f.bucket);
    if (!(await storage.exists(f.storage_key))) return;
    await storage.delete(f.storage_key);
    deleted++;
  };
  for (let i = 0; i < files.length; i += WIDTH) await Promise.all(files.slice(i, i + WIDTH).map(remove));
  return deleted;
}

/** Every sign-in of these candidates ends: their sessions and refresh tokens. */
async function endSessions(db: Db, ids: number[]): Promise<void> {
  await db.execute(sql`update auth_session set revoked_at = now()
    where subject in (${subjects(ids)}) and revoked_at is null`);
  await db.execute(sql`update refresh_token set revoked_at = now()
    where subject in (${subjects(ids)}) and revoked_at is null`);
}

/**
 * The start mark (the retention job's batch, the staff action): from it on the candidate may hold
 * no session (accounts.ts `mayHoldSession`), and the sessions they hold end now — the session
 * version moves, so access tokens already issued are refused on their next call (plugins/auth.ts,
 * and the autosave's own read) — while the files go: nothing written meanwhile lands on the record.
 * The mark never lands on a candidate holding a signed kit still kept at `now` (decision 073: the
 * same statement checks it, so a kit signed since the caller's check is not lost). Answers the
 * ids that carry the mark now (marked here or before) and are not yet anonymised: the only ones
 * the caller may anonymise.
 */
export async function markAnonymisationStart(db: Db, ids: number[], now = new Date()): Promise<number[]> {
  if (ids.length === 0) return [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`update candidate c set anonimizacao_iniciada_em = now(),
          session_version = session_version + 1
        where c.codcandidato in (${list(ids)}) and c.anonimizacao_iniciada_em is null
          and not ${holdsKeptKit(sql`c.codcandidato`, now)}
          and not ${holdsKeptEsocialEvent(sql`c.codcandidato`, now)}`);
    const pending = rowsOf<{ codcandidato: number }>(
      await tx.execute(sql`select codcandidato from candidate where codcandidato in (${list(ids)})
        and anonimizacao_iniciada_em is not null and anonimizado_em is null order by codcandidato`),
    ).map((r) => r.codcandidato);
    if (pending.length > 0) await endSessions(tx, pending);
    return pending;
  });
}

/** step 2: every row of theirs, in one transaction */
async function eraseRows(db: Db, ids: number[], actor: string): Promise<void> {
  const ins = list(ids);
  const redact = sql`old_value = case when old_value is null then null else ${REDACTED} end,
    new_value = case when new_value is null then null else ${REDACTED} end`;
  await db.transaction(async (tx) => {
    // the audit log keeps who did what and when, not the values: every row about the candidate
    // (record, custom data, dependents and authorized persons, also those deleted since)
    await tx.execute(sql`update audit_log set ${redact}
      where codcandidato in (${ins}) and (old_value is not null or new_value is not null)`);
    // mails to the candidate, and any mail that names them (by any name or address they had),
    // keep only that they were sent; their .eml files went in step 1
    await tx.execute(sql`update mail_outbox m set to_address = ${REDACTED}, subject = ${REDACTED},
        text_body = ${REDACTED}, html_body = null, last_error = null,
        status = case when m.status = 'pending' then 'failed' else m.status end
      where m.id in (${outboxRowsOf(ins)})`);
    await tx.execute(sql`delete from rate_limit r using candidate c
      where c.codcandidato in (${ins}) and position(lower(c.email) in lower(r.key)) > 0`);
    // the refusal summary keeps the counts, not the reviewer's words about the candidate
    const refusalTexts = await refusalTextsOf(tx, ins);
    await keepRefusalCountsWithoutText(tx, ins);
    for (const table of [
      'conversation_message',
      'conversation',
      'document_observation',
      'document_file',
      'candidate_document',
      'dependent',
      'authorized_person',
      'custom_field_data',
      // the OCR reading holds the words of the documents (decision 057)
      'document_crosscheck',
    ])
      await tx.execute(sql`delete from ${sql.identifier(table)} where codcandidato in (${ins})`);
    await dropEmptiedRefusalTexts(tx, refusalTexts);
    // the admission kit (decision 073; a kept signed kit never gets here): its signers' codes,
    // then the kits — documents and signers (names, CPFs, e-mails, IPs, evidence) cascade
    await tx.execute(sql`delete from access_code where purpose = 'kit_signature' and subject in (
      select 'ks:' || s.id from kit_signer s join signature_kit k on k.id = s.kit_id
      where k.codcandidato in (${ins}))`);
    await tx.execute(sql`delete from signature_kit where codcandidato in (${ins})`);
    // the eSocial events (decision 084; a kept received one never gets here): the signed XML holds
    // the CPF, name, birth date and salary; the batches they alone were in go first (the service's
    // answers and occurrences may quote the event's values)
    const batches = sql`select batch_id from esocial_event where codcandidato in (${ins}) and batch_id is not null`;
    await tx.execute(sql`delete from esocial_batch b where b.id in (${batches})
      and not exists (select 1 from esocial_event e where e.batch_id = b.id and e.codcandidato not in (${ins}))`);
    await tx.execute(sql`delete from esocial_event where codcandidato in (${ins})`);
    await tx.execute(sql`delete from temp_upload where owner in (${subjects(ids)})`);
    // the status history stays: without notes, and entries the candidate wrote (no staff user)
    // without their name
    await tx.execute(sql`update candidate_log set observacoes = null,
        usuario = case when codusuario is null and usuario is not null then ${ANONYMISED_MARKER} else usuario end
      where codcandidato in (${ins}) and (observacoes is not null or (codusuario is null and usuario is not null))`);
    // the acceptance of the terms stays (which version, when), not where from
    await tx.execute(sql`update terms_acceptance set ip = null, user_agent = null
      where codcandidato in (${ins}) and (ip is not null or user_agent is not null)`);
    await tx.execute(sql`update privacy_request set descricao = '',
        resposta = case when resposta is null then null else ${REDACTED} end
      where codcandidato in (${ins})`);
    // no way back in: sessions, refresh tokens, access codes, shared links
    await endSessions(tx, ids);
    await tx.execute(sql`delete from access_code where subject in (${subjects(ids)})`);
    await tx.execute(sql`update shared_link set revoked_at = now()
      where codcandidato in (${ins}) and revoked_at is null`);
    const done = rowsOf<{ codcandidato: number; codadm: number; codcli: string }>(
      await tx.execute(sql`update candidate set ${sql.join(ERASED_COLUMNS, sql`, `)},
          senha_hash = null, obsstatus = null, trocar_senha = false,
          session_version = session_version + 1,
          anonimizacao_iniciada_em = coalesce(anonimizacao_iniciada_em, now()),
          anonimizado_em = now()
        where codcandidato in (${ins}) and anonimizado_em is null
        returning codcandidato, codadm, codcli`),
    );
    if (done.length === 0) return;
    await tx.execute(sql`insert into audit_log (actor, codadm, codcli, entity, entity_id, action, codcandidato)
      values ${sql.join(
        done.map(
          (d) =>
            sql`(${actor}, ${d.codadm}, ${d.codcli}, 'candidate', ${String(d.codcandidato)}, 'anonymize', ${d.codcandidato})`,
        ),
        sql`, `,
      )}`);
  });
}

/**
 * Anonymises these candidates (those already done are skipped); answers how many were done now.
 * `actor` is the audit subject: a staff user's, or 'system' for the retention job.
 */
export async function anonymizeCandidates(
  db: Db,
  storages: Storages,
  ids: number[],
  actor: string,
): Promise<{ candidates: number; files: number }> {
  if (ids.length === 0) return { candidates: 0, files: 0 };
  const pending = rowsOf<{ codcandidato: number }>(
    await db.execute(sql`select codcandidato from candidate
      where codcandidato in (${list(ids)}) and anonimizado_em is null`),
  ).map((r) => r.codcandidato);
  if (pending.length === 0) return { candidates: 0, files: 0 };
  const files = await deleteStoredFiles(db, storages, pending);
  await eraseRows(db, pending, actor);
  return { candidates: pending.length, files };
}
