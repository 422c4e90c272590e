/**
 * eSocial event and batch rows written straight to the database (decision 084's tests): the
 * privacy and queue tests need events in every state — received years ago, rejected with an
 * occurrence, stuck — which the stand-in would take minutes to produce. The rows are the ones the
 * send and the poll write (decision 077); only the way they got there is shorter.
 */
import { sql } from 'drizzle-orm';
import type { EsocialEventKind, EsocialEventStatus } from '@admissao/domain';
import type { StoredOccurrence } from '../../src/db/schema/esocial-transmission.ts';
import { rowsOf } from '../../src/lib/rows.ts';
import type { TestApp } from '../../src/testing/test-app.ts';

export interface EventRow {
  codcandidato: number;
  codadm?: number;
  codcli?: string;
  kind?: EsocialEventKind;
  status: EsocialEventStatus;
  xml?: string;
  /** the batch's status; none: the event was never sent */
  batch?: 'PROCESSADO' | 'ENVIADO' | 'EM_PROCESSAMENTO' | 'ERRO_CONSULTA' | 'ERRO_ENVIO';
  batchText?: string;
  ocorrencias?: StoredOccurrence[];
  /** processed (or last changed) this many days ago */
  daysAgo?: number;
  /** an S-3000's: the row id of the received event it excludes */
  excludes?: number;
}

let seq = 0;

/** Writes the event (and its batch); answers the event's row id. */
export async function insertEvent(t: TestApp, e: EventRow): Promise<number> {
  const codadm = e.codadm ?? 9;
  const codcli = e.codcli ?? '041';
  const at = sql`now() - make_interval(days => ${e.daysAgo ?? 0})`;
  let batchId: number | null = null;
  if (e.batch) {
    [{ id: batchId }] = rowsOf<{ id: number }>(
      await t.db.execute(sql`insert into esocial_batch (codadm, codcli, ambiente, empregador_insc,
          transmissor_insc, status, protocolo, desc_resposta, sent_at, sent_by, processed_at)
        values (${codadm}, ${codcli}, 2, '12345678', '12345678', ${e.batch},
          ${`1.2.202612.${process.pid}${++seq}`}, ${e.batchText ?? null}, ${at}, 'u:1', ${at})
        returning id`),
    ) as [{ id: number }];
  }
  const eventId = `ID1123456780000002026120400000${String(++seq).padStart(5, '0')}`;
  const [row] = rowsOf<{ id: number }>(
    await t.db.execute(sql`insert into esocial_event (codadm, codcli, codcandidato, kind, event_id,
        ambiente, xml, batch_id, status, nr_recibo, ocorrencias, excluded_event_id, created_at, sent_at, processed_at, updated_at)
      values (${codadm}, ${codcli}, ${e.codcandidato}, ${e.kind ?? 'S-2200'}, ${eventId}, 2,
        ${e.xml ?? '<eSocial/>'}, ${batchId}, ${e.status},
        ${e.status === 'RECEBIDO' ? `1.2.0000000000${seq}` : null},
        ${e.ocorrencias ? JSON.stringify(e.ocorrencias) : null}::jsonb, ${e.excludes ?? null},
        ${at}, ${at}, ${at}, ${at})
      returning id`),
  );
  return row!.id;
}
