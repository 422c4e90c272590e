/**
 * The eSocial deadline guard (issue 34 §4, decision 082) against the government stand-in, with the
 * test PKI's A1 of client 041: GET /esocial/deadlines lists a candidate starting tomorrow (the S-2200
 * due today); POST /candidate/{id}/esocial/s2190/send sends the S-2190 through the pipeline of 077,
 * the job polls it to its receipt, and the candidate moves to 'S-2200 até 15/MM'; a late start;
 * the S-2200 received ends it; tenant, flag, NUL and bad input, the pre-check, a cancelled
 * candidate and 'a folha transmite'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  addDaysTo,
  ESOCIAL_SEND_MSG,
  fifteenthOfNextMonth,
  formatDateBR,
  isoDateInBrazil,
  S2190_SEND_MSG,
  type EsocialDeadlineRow,
  type LogonAnswer,
} from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { esocialPollJob } from '../src/modules/esocial-transmit/index.ts';
import { type EsocialStandin } from '../src/testing/esocial-standin/index.ts';
import { type TestApp } from '../src/testing/test-app.ts';
import { type TestPki } from '../src/testing/test-pki.ts';
import { employerReady, startEsocialRig, stopEsocialRig } from './support/esocial-rig.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { C041, C042, logRows, setFlag, setStatus } from './support/lifecycle-fixture.ts';

const DELAY_MS = 1200;
let pki: TestPki;
let standin: EsocialStandin;
let t: TestApp;
let { admin, gestor, gestor2, cand } = {} as DemoCast;
let id: number;
const today = isoDateInBrazil();
const tomorrow = addDaysTo(today, 1);

const S2190_FIELDS = sql`cpf = '52998224725', datnasc = '1990-05-17', matricula = 'P-0001', codcateg = '101',
  natatividade = '1', cbocargo = '212405', vrsalfx = 5500.50, undsalfixo = '5', tpcontr = '1',
  tipocargo = 'OUTROS', cargo = 'Analista'`;

beforeAll(async () => {
  ({ pki, standin, t } = await startEsocialRig(DELAY_MS));
  ({ admin, gestor, gestor2, cand } = await signInDemoCast(t, 'admin', 'gestor', 'gestor2', 'cand'));
  id = cand.candidate!.CODCANDIDATO;
  await setStatus(t, id, 5);
  await employerReady({ pki, standin, t }, admin);
  await t.db.execute(sql`update candidate set ${S2190_FIELDS}, datinicio = ${tomorrow}::date
    where codcandidato = ${id}`);
});
afterAll(() => stopEsocialRig({ pki, standin, t }));

const list = (who: LogonAnswer, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/esocial/deadlines${query}`, headers: t.headers(who.token) });
const rowOf = async (who: LogonAnswer = admin): Promise<EsocialDeadlineRow | undefined> => {
  const res = await list(who);
  expect(res.statusCode).toBe(200);
  return res.json<{ ROWS: EsocialDeadlineRow[] }>().ROWS.find((r) => r.CODCANDIDATO === id);
};
const send = (who: LogonAnswer, cid: number | string = id, tenant = C041) =>
  t.app.inject({
    method: 'POST',
    url: `/api/candidate/${cid}/esocial/s2190/send`,
    headers: t.headers(who.token, tenant),
  });
const poll = async () => {
  await t.db.execute(sql`update esocial_batch set next_poll_at = now() where next_poll_at is not null`);
  return (await esocialPollJob({ db: t.db, config: t.config }).pollDue()).polled.map((p) => p.outcome);
};
const forget = () => t.db.execute(sql`delete from esocial_event where codcandidato = ${id}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const startOn = (ymd: string) =>
  t.db.execute(sql`update candidate set datinicio = ${ymd}::date where codcandidato = ${id}`);

describe('the list eSocial — prazos and the S-2190', () => {
  it('lists a start tomorrow (S-2200 due today), sends the S-2190, polls it, then the S-2200 is due by the 15th', async () => {
    const before = await rowOf();
    expect(before).toMatchObject({
      DATINICIO: tomorrow,
      EVENTO: 'S-2200',
      PRAZO: today,
      DIAS: 0,
      ATRASADO: false,
      PROXIMO_PASSO: 'ENVIAR_S2190_OU_S2200',
      PODE_S2190: true,
      S2190: null,
    });
    expect((await list(admin)).json().HOJE_VENCEM).toBeGreaterThanOrEqual(1);

    const res = await send(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ TIPO: 'S-2190', STATUS: 'ENVIADO', message: ESOCIAL_SEND_MSG.sent });
    const sent = res.json<{ PROTOCOLO: string; EVENTO_ID: string; ID: number }>();
    expect(standin.batches.get(sent.PROTOCOLO)?.events.map((e) => e.id)).toEqual([sent.EVENTO_ID]);
    const [stored] = rowsOf<{ xml: string }>(
      await t.db.execute(sql`select xml from esocial_event where id = ${sent.ID}`),
    );
    expect(stored!.xml).toContain('<evtAdmPrelim');
    expect(stored!.xml).toContain(`<dtAdm>${tomorrow}</dtAdm>`);
    expect(await rowOf()).toMatchObject({
      PROXIMO_PASSO: 'AGUARDAR_RECIBO',
      PODE_S2190: false,
      S2190: { STATUS: 'ENVIADO' },
    });
    expect((await send(admin)).json().message).toBe(ESOCIAL_SEND_MSG.inFlight);

    // 101 while the stand-in processes (unless the machine was slower than its delay), then 201
    const first = await poll();
    if (first[0] === 'processing') {
      await sleep(DELAY_MS + 100);
      expect(await poll()).toEqual(['processed']);
    } else expect(first).toEqual(['processed']);
    const after = await rowOf();
    const fifteenth = fifteenthOfNextMonth(tomorrow);
    expect(after).toMatchObject({
      PRAZO: fifteenth,
      ATRASADO: false,
      PROXIMO_PASSO: 'ENVIAR_S2200',
      PODE_S2190: false,
      S2190: { STATUS: 'RECEBIDO' },
    });
    expect(after!.S2190!.NR_RECIBO).toMatch(/^1\.2\.\d{19}$/);
    expect(after!.MOTIVO).toContain('S-2190');
    expect(`S-2200 até ${formatDateBR(after!.PRAZO).slice(0, 5)}`).toBe(
      `S-2200 até 15/${fifteenth.slice(5, 7)}`,
    );
    // received: not sent twice; the log and the audit have each step, without the CPF
    const again = await send(admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ESOCIAL_SEND_MSG.received);
    const notes = (await logRows(t, id)).map((l) => l.observacoes ?? '');
    expect(notes.some((n) => n.includes(`S-2190 do eSocial assinado (${sent.EVENTO_ID})`))).toBe(true);
    expect(notes.join(' ')).not.toContain('52998224725');
    // still listed when the start is weeks ahead: the S-2200 is still due
    await startOn(addDaysTo(today, 20));
    expect((await rowOf())?.PROXIMO_PASSO).toBe('ENVIAR_S2200');
    await startOn(tomorrow);
  });

  it('leaves the list once the S-2200 has its receipt', async () => {
    await t.db.execute(sql`insert into esocial_event (codadm, codcli, codcandidato, kind, event_id, ambiente,
      xml, status, nr_recibo, sent_at)
      values (9, '041', ${id}, 'S-2200', 'ID1112223330000002026120400000000001', 2, '<eSocial/>', 'RECEBIDO',
        '1.2.0000000000000000001', now())`);
    expect(await rowOf()).toBeUndefined();
    // and the S-2190 is refused: the admission itself is there
    await t.db.execute(sql`delete from esocial_event where codcandidato = ${id} and kind = 'S-2190'`);
    const res = await send(admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(S2190_SEND_MSG.admissionSent);
    await forget();
  });

  it('a start yesterday is late: the S-2200 is the next step, no S-2190 offered', async () => {
    await startOn(addDaysTo(today, -1));
    const row = await rowOf();
    const late = (await list(admin)).json().ATRASADOS;
    await startOn(tomorrow);
    expect(late).toBeGreaterThanOrEqual(1);
    expect(row).toMatchObject({
      PRAZO: addDaysTo(today, -2),
      DIAS: -2,
      ATRASADO: true,
      PROXIMO_PASSO: 'ENVIAR_S2200',
      PODE_S2190: false,
    });
  });

  it('a start three days ahead is not listed yet; in two days it is, due tomorrow', async () => {
    await startOn(addDaysTo(today, 3));
    expect(await rowOf()).toBeUndefined();
    await startOn(addDaysTo(today, 2));
    expect(await rowOf()).toMatchObject({ PRAZO: tomorrow, DIAS: 1 });
    expect((await list(admin)).json().AMANHA).toBeGreaterThanOrEqual(1);
    await startOn(tomorrow);
  });
});

describe('who may see and send, and what is refused', () => {
  it("another client's manager does not see it; another client's id → 404", async () => {
    await setFlag(t, 'gestor2', 'ESOCIAL', true);
    expect((await rowOf(gestor2)) ?? null).toBeNull();
    expect((await send(gestor2, id, C042)).statusCode).toBe(404);
    expect((await send(admin, id, C042)).statusCode).toBe(404);
    // CODCLI of a client the caller is not in
    expect((await list(gestor2, '?CODCLI=041')).statusCode).toBe(404);
    await setFlag(t, 'gestor2', 'ESOCIAL', false);
    // the admin narrowed to 042 does not see 041's candidate
    const only042 = await list(admin, '?CODCLI=042');
    expect(only042.statusCode).toBe(200);
    expect(only042.json().ROWS.some((r: EsocialDeadlineRow) => r.CODCANDIDATO === id)).toBe(false);
  });

  it('a MANAGER only with the ESOCIAL flag (403 without it)', async () => {
    await setFlag(t, 'gestor', 'ESOCIAL', false);
    expect((await list(gestor)).statusCode).toBe(403);
    expect((await send(gestor)).statusCode).toBe(403);
    await setFlag(t, 'gestor', 'ESOCIAL', true);
    expect((await rowOf(gestor))?.CODCANDIDATO).toBe(id);
    await setFlag(t, 'gestor', 'ESOCIAL', false);
  });

  it('NUL, garbage and unknown ids → 400 or 404, never a 5xx, and nothing stored', async () => {
    for (const bad of ['%00', 'abc', '-1', '1.5', '99999999999999999999', '0', "1'or'1"])
      expect([400, 404]).toContain((await send(admin, bad)).statusCode);
    expect((await send(admin, 987654)).statusCode).toBe(404);
    for (const q of ['?CODCLI=%00', '?CODCLI=abcd', '?CODCLI=x%00y', '?CODCLI=04%27'])
      expect((await list(admin, q)).statusCode).toBe(400);
    expect(rowsOf(await t.db.execute(sql`select id from esocial_event where codcandidato = ${id}`))).toEqual(
      [],
    );
  });

  it('the pre-check first: 409 with the pending list, nothing signed', async () => {
    await t.db.execute(sql`update candidate set cbocargo = '2124' where codcandidato = ${id}`);
    const res = await send(admin);
    await t.db.execute(sql`update candidate set cbocargo = '212405' where codcandidato = ${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(S2190_SEND_MSG.pending);
    expect(res.json().PENDENCIAS).toEqual([expect.objectContaining({ campo: 'CBOCARGO' })]);
    expect(rowsOf(await t.db.execute(sql`select id from esocial_event where codcandidato = ${id}`))).toEqual(
      [],
    );
  });

  it('a cancelled candidate: 409, and off the list', async () => {
    await setStatus(t, id, 9);
    const res = await send(admin);
    const row = await rowOf();
    await setStatus(t, id, 5);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(S2190_SEND_MSG.cancelled);
    expect(row).toBeUndefined();
  });

  it("'a folha transmite': the send is 409 in pt-BR and the client is off the list", async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/configuration/esocial',
      headers: t.headers(admin.token, C041),
      payload: { TRANSMISSAO: 'FOLHA' },
    });
    expect(put.statusCode).toBe(200);
    const res = await send(admin);
    const row = await rowOf();
    await t.app.inject({
      method: 'PUT',
      url: '/api/configuration/esocial',
      headers: t.headers(admin.token, C041),
      payload: { TRANSMISSAO: 'EMPREGADOR' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/folha/i);
    expect(row).toBeUndefined();
    expect(rowsOf(await t.db.execute(sql`select id from esocial_event where codcandidato = ${id}`))).toEqual(
      [],
    );
  });
});
