/**
 * An eSocial event with its receipt is a labour and social-security record (decision 084): it is
 * kept until 1 January after the receipt plus ESOCIAL_RECEIPT_RETENTION_YEARS. Within that period
 * the retention job leaves its candidate alone and POST /candidate/{id}/anonymize answers 409 with
 * the date, changing nothing; an event still with the service holds the candidate too (409, no
 * date). Once the period is over (processed_at moved back here) both anonymise and the rows go.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESOCIAL_EVENT_AWAITED_MESSAGE, ESOCIAL_RECEIPT_RETENTION_YEARS } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { runRetention } from '../src/modules/privacy/retention.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { insertEvent } from './support/esocial-event-rows.ts';
import { C041, C042, setStatus } from './support/lifecycle-fixture.ts';

let t: TestApp;
let { admin, id, id042 } = {} as DemoCast;
let received: number;
let awaited: number;

/** cancelled 200 days ago: due for the job under the default 90 days */
async function cancelledLongAgo(codcandidato: number) {
  await setStatus(t, codcandidato, 9);
  await t.db.execute(sql`insert into candidate_log (codcandidato, codstatus, observacoes, datlog)
    values (${codcandidato}, 9, 'Cancelado', now() - interval '200 days')`);
}

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, id, id042 } = await signInDemoCast(t, 'admin', 'cand', 'cand042'));
  // 041: an S-2200 received 10 days ago (and an earlier one rejected); 042: an S-2190 in processing
  await insertEvent(t, { codcandidato: id, status: 'REJEITADO', batch: 'PROCESSADO', daysAgo: 12 });
  received = await insertEvent(t, { codcandidato: id, status: 'RECEBIDO', batch: 'PROCESSADO', daysAgo: 10 });
  awaited = await insertEvent(t, {
    codcandidato: id042,
    codcli: '042',
    kind: 'S-2190',
    status: 'EM_PROCESSAMENTO',
    batch: 'EM_PROCESSAMENTO',
  });
  await cancelledLongAgo(id);
  await cancelledLongAgo(id042);
});
afterAll(() => t.close());

const anonymize = (codcandidato: number, tenant = C041) =>
  t.app.inject({
    method: 'POST',
    url: `/api/candidate/${codcandidato}/anonymize`,
    headers: t.headers(admin.token, tenant),
  });
const stateOf = async (codcandidato: number) =>
  rowsOf<{ nome: string; iniciada: unknown; anonimizado: unknown; events: number }>(
    await t.db.execute(sql`select nome, anonimizacao_iniciada_em as iniciada, anonimizado_em as anonimizado,
        (select count(*)::int from esocial_event e where e.codcandidato = c.codcandidato) as events
      from candidate c where codcandidato = ${codcandidato}`),
  )[0]!;

/** 1 January (Brasília) of the year after `processed`, plus the period, dd/mm/aaaa */
function keptUntilBR(processed: Date): string {
  const year = Number(processed.toLocaleString('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric' }));
  return `01/01/${year + 1 + ESOCIAL_RECEIPT_RETENTION_YEARS}`;
}

describe('eSocial events hold back the anonymisation', () => {
  it('a received event: the staff action answers 409 with the date, the job skips; nothing changes', async () => {
    const before = await stateOf(id);
    const [{ processed_at }] = rowsOf<{ processed_at: Date | string }>(
      await t.db.execute(sql`select processed_at from esocial_event where id = ${received}`),
    ) as [{ processed_at: Date | string }];
    const res = await anonymize(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Não é possível anonimizar: os eventos recebidos pelo eSocial devem ser guardados até ${keptUntilBR(new Date(processed_at))} (legislação trabalhista e previdenciária).`,
    );
    await runRetention(t.db, t.app.storages);
    const after = await stateOf(id);
    expect(after).toEqual(before);
    expect(after.iniciada).toBeNull();
    expect(after.events).toBe(2);
  });

  it('an event with the service: 409 saying so, and the job skips it', async () => {
    const res = await anonymize(id042, C042);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ESOCIAL_EVENT_AWAITED_MESSAGE);
    await runRetention(t.db, t.app.storages);
    expect((await stateOf(id042)).anonimizado).toBeNull();
    expect((await stateOf(id042)).events).toBe(1);
  });

  it('another client’s candidate is 404, whatever its events', async () => {
    const res = await anonymize(id042, C041);
    expect(res.statusCode).toBe(404);
  });

  it('after the period the job anonymises and the rows go; an answered event frees its candidate', async () => {
    // received just over six years ago: 1 January after it plus five years is past
    await t.db.execute(sql`update esocial_event set processed_at = now() - interval '6 years 2 months'
      where id = ${received}`);
    await t.db.execute(sql`update esocial_event set status = 'REJEITADO' where id = ${awaited}`);
    await runRetention(t.db, t.app.storages);
    for (const c of [id, id042]) {
      const s = await stateOf(c);
      expect(s.anonimizado).not.toBeNull();
      expect(s.events).toBe(0);
    }
    const batches = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from esocial_batch`),
    );
    expect(batches[0]!.n).toBe(0);
  });
});
