/**
 * What names a candidate outside their own rows (decision 039): the mail outbox (and the .eml
 * files written from it) and the dashboard's refusal summary. Used by anonymize.ts inside its
 * steps; every statement is safe to repeat.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';

/** shorter values would match unrelated text (an empty name is in every mail) */
const MIN_VALUE_LENGTH = 3;

/**
 * Every name and e-mail address the candidate has had: the current ones, those the audit log
 * recorded as changed (a renamed candidate's earlier mails carry the earlier name), and an e-mail
 * change still waiting for its code, and the name and address each admission kit recorded for
 * its candidate signer (decision 073; the kit's mails — sent, code, refused, signed — name them).
 * Rows (kind 'nome' | 'email', value); e-mails lower-case.
 */
function knownValues(ins: SQL): SQL {
  return sql`
    select 'nome' as kind, c.nome as value from candidate c where c.codcandidato in (${ins})
    union select 'email', lower(c.email) from candidate c where c.codcandidato in (${ins})
    union select case a.field when 'NOME' then 'nome' else 'email' end,
        case a.field when 'NOME' then v.value else lower(v.value) end
      from audit_log a cross join lateral (values (a.old_value), (a.new_value)) v(value)
      where a.codcandidato in (${ins}) and a.field in ('NOME', 'EMAIL') and v.value is not null
    union select 'email', lower(k.new_email) from access_code k
      where k.subject in (select 'c:' || c.codcandidato from candidate c where c.codcandidato in (${ins}))
        and k.new_email is not null
    union select 'nome', s.nome from kit_signer s join signature_kit sk on sk.id = s.kit_id
      where sk.codcandidato in (${ins}) and s.papel = 'CANDIDATO'
    union select 'email', lower(s.email) from kit_signer s join signature_kit sk on sk.id = s.kit_id
      where sk.codcandidato in (${ins}) and s.papel = 'CANDIDATO' and s.email is not null`;
}

/** outbox rows sent to any of the candidate's addresses or naming them (by any name they had) */
export function outboxRowsOf(ins: SQL): SQL {
  return sql`select m.id from mail_outbox m
    where exists (select 1 from (${knownValues(ins)}) k
      where length(k.value) >= ${MIN_VALUE_LENGTH} and (
        (k.kind = 'email' and (lower(m.to_address) = k.value or position(k.value in lower(m.text_body)) > 0))
        or position(k.value in m.subject) > 0 or position(k.value in m.text_body) > 0))`;
}

export async function outboxIdsOf(db: Db, ins: SQL): Promise<number[]> {
  return rowsOf<{ id: number | string }>(await db.execute(outboxRowsOf(ins))).map((r) => Number(r.id));
}

/**
 * The refusal summary (dashboard_refusal_day, decision 041) keeps the reviewer's observation as
 * its key, and a note may quote the candidate ('CPF 123… de FULANO ilegível'). Before the
 * candidate's observations are deleted, their refusals are counted again under an empty
 * observation (the widget counts them per type and day, and lists no empty text); the delete's
 * trigger then takes them off their texts, and rows of the candidate's texts left at 0 go.
 * Run in the transaction, right before the observations are deleted.
 */
export async function keepRefusalCountsWithoutText(db: Db, ins: SQL): Promise<void> {
  await db.execute(sql`insert into dashboard_refusal_day as d
      (codadm, codcli, dia, codtipodoc, observacao, quantidade)
    select c.codadm, c.codcli, dashboard_dia(o.datlog), o.codtipodoc, '', count(*)::int
    from document_observation o join candidate c on c.codcandidato = o.codcandidato
    where o.codcandidato in (${ins}) and o.acao = 'R'
    group by 1, 2, 3, 4
    on conflict (codadm, codcli, dia, codtipodoc, observacao)
      do update set quantidade = d.quantidade + excluded.quantidade`);
}

/** after the delete: the summary rows of the candidate's texts that no refusal counts any more */
export async function dropEmptiedRefusalTexts(db: Db, texts: RefusalText[]): Promise<void> {
  if (texts.length === 0) return;
  await db.execute(sql`delete from dashboard_refusal_day d
    using jsonb_to_recordset(${JSON.stringify(texts)}::jsonb) as t(codadm int, codcli text, observacao text)
    where d.codadm = t.codadm and d.codcli = t.codcli and d.observacao = t.observacao and d.quantidade <= 0`);
}

interface RefusalText {
  codadm: number;
  codcli: string;
  observacao: string;
}

/** the candidate's refusal texts per client (read before the observations are deleted) */
export async function refusalTextsOf(db: Db, ins: SQL): Promise<RefusalText[]> {
  return rowsOf<RefusalText>(
    await db.execute(sql`select distinct c.codadm, c.codcli, o.observacao
      from document_observation o join candidate c on c.codcandidato = o.codcandidato
      where o.codcandidato in (${ins}) and o.acao = 'R' and o.observacao <> ''`),
  );
}
