/**
 * An intern's S-2300 and the S-3000 after a cancellation (issue 34 §5–§6, decision 083), against the
 * government stand-in over mutual TLS with the test PKI's A1 of client 041: POST
 * /candidate/{id}/esocial/s2300/send — sent, polled, the receipt; a schema rejection on an intern's
 * field — and POST …/s3000/send — a cancelled candidate whose S-2200 has its receipt: the notice of
 * the cancel action, the S-3000 sent and received, the S-2200 then excluded; the refusals (not
 * cancelled, nothing received, in flight, already excluded, 'a folha transmite'); tenant, role/flag,
 * NUL and bad ids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ESOCIAL_EXCLUSION_MSG,
  ESOCIAL_SETTINGS_MSG,
  WRONG_EVENT_MSG,
  type LogonAnswer,
} from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { esocialPollJob } from '../src/modules/esocial-transmit/index.ts';
import { type EsocialStandin } from '../src/testing/esocial-standin/index.ts';
import { type TestApp } from '../src/testing/test-app.ts';
import { type TestPki } from '../src/testing/test-pki.ts';
import { employerReady, startEsocialRig, stopEsocialRig } from './support/esocial-rig.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { C041, C042, fillComplete, logRows, setFlag, setStatus } from './support/lifecycle-fixture.ts';

const DELAY_MS = 300;
let pki: TestPki;
let standin: EsocialStandin;
let t: TestApp;
let { admin, gestor, gestor2, cand } = {} as DemoCast;
let id: number;

const PERSONAL = sql`idraca = '3', naturalidade = '3550308', codcidade = '3550308', uf = 'SP', cep = '01310100',
  cpf = '52998224725', nacionalidade = 'BRA', pcd = 'N', matricula = 'E-0001', cbocargo = '351305'`;
const INTERN = sql`tipocargo = 'ESTAGIO', cargo = 'ESTAGIO', nivestagio = '4', areaatuacao = 'Administração',
  cnpjinstensino = '60701190000104', natestagio = 'N', dtprevterm = '2027-11-30', vrsalfx = 1500, undsalfixo = '5'`;
const EMPLOYEE = sql`tipocargo = 'OUTROS', cargo = 'Analista', matricula = 'A-0001', codcateg = '101',
  cbocargo = '212405', vrsalfx = 5500.50, undsalfixo = '5', tpcontr = '1', tpregjor = '2', natatividade = '1',
  cnpjsindcategprof = '11444777000161'`;

beforeAll(async () => {
  ({ pki, standin, t } = await startEsocialRig(DELAY_MS));
  ({ admin, gestor, gestor2, cand } = await signInDemoCast(t, 'admin', 'gestor', 'gestor2', 'cand'));
  id = await fillComplete(t, cand);
  await setStatus(t, id, 8);
  await employerReady({ pki, standin, t }, admin);
  await t.db.execute(sql`update unit set cnpj = '11222333000262'
    where codunidade = (select codunidade from candidate where codcandidato = ${id})`);
  await t.db.execute(sql`update candidate set ${PERSONAL}, ${INTERN} where codcandidato = ${id}`);
});
afterAll(() => stopEsocialRig({ pki, standin, t }));

const post = (who: LogonAnswer, url: string, tenant = C041, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: t.headers(who.token, tenant), payload });
const sendS2300 = (who: LogonAnswer, cid: number | string = id, tenant = C041) =>
  post(who, `/candidate/${cid}/esocial/s2300/send`, tenant);
const sendS2200 = (who: LogonAnswer, cid: number | string = id, tenant = C041) =>
  post(who, `/candidate/${cid}/esocial/s2200/send`, tenant);
const sendS3000 = (who: LogonAnswer, cid: number | string = id, tenant = C041) =>
  post(who, `/candidate/${cid}/esocial/s3000/send`, tenant);
const events = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/candidate/${id}/esocial/events`,
      headers: t.headers(admin.token, C041),
    })
  ).json().EVENTOS as { ID: number; TIPO: string; STATUS: string; [k: string]: unknown }[];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** until the stand-in has processed every batch it holds (its checks take a while on a busy machine) */
async function settled() {
  for (let i = 0; i < 400; i++) {
    const all = [...standin.batches.values()];
    if (all.every((b) => b.outcomes && b.readyAt.getTime() <= Date.now())) return;
    await sleep(50);
  }
  throw new Error('o stand-in não processou os lotes');
}
/** the stand-in's processing time, then every due batch polled */
async function poll() {
  await settled();
  await t.db.execute(sql`update esocial_batch set next_poll_at = now() where next_poll_at is not null`);
  return (await esocialPollJob({ db: t.db, config: t.config }).pollDue()).polled.map((p) => p.outcome);
}
const forget = () => t.db.execute(sql`delete from esocial_event where codcandidato = ${id}`);
const auditOf = async (rowId: number) =>
  rowsOf<{ action: string }>(
    await t.db.execute(
      sql`select action from audit_log where entity = 'esocial_event' and entity_id = ${String(rowId)} order by id`,
    ),
  ).map((a) => a.action);

describe("an intern's S-2300", () => {
  it('is refused by the S-2200 route with the pointer to the S-2300', async () => {
    const res = await sendS2200(admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: WRONG_EVENT_MSG['S-2200'], code: 'ESOCIAL_WRONG_EVENT' });
  });

  it('is signed, sent, polled and receipted, in the log and the audit', async () => {
    const res = await sendS2300(admin);
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json();
    expect(sent).toMatchObject({ TIPO: 'S-2300', STATUS: 'ENVIADO', EXCLUI_ID: null });
    const batch = standin.batches.get(sent.PROTOCOLO);
    expect(batch?.events[0]?.xml).toContain(`<evtTSVInicio Id="${sent.EVENTO_ID}">`);
    expect(batch?.events[0]?.xml).toContain('<codCateg>901</codCateg>');
    expect((await sendS2300(admin)).statusCode).toBe(409);
    expect(await poll()).toContain('processed');
    const [done] = await events();
    expect(done).toMatchObject({ TIPO: 'S-2300', STATUS: 'RECEBIDO', OCORRENCIAS: [] });
    expect(done!.NR_RECIBO).toMatch(/^1\.2\.\d{19}$/);
    expect(await auditOf(sent.ID)).toEqual(['esocial_assinado', 'esocial_enviado', 'esocial_recebido']);
    const notes = (await logRows(t, id)).map((l) => l.observacoes ?? '').join(' ');
    expect(notes).toContain(`Evento S-2300 recebido pelo eSocial (${sent.EVENTO_ID}`);
    expect(notes).not.toContain('52998224725');
    // received: a second one is refused
    expect((await sendS2300(admin)).statusCode).toBe(409);
  });

  it("a rejected one shows the occurrence on the intern's field", async () => {
    await forget();
    // a level the layout does not have, written past the form (the schema catches it, not the pre-check)
    await t.db.execute(sql`update candidate set nivestagio = '7' where codcandidato = ${id}`);
    const res = await sendS2300(admin);
    await t.db.execute(sql`update candidate set nivestagio = '4' where codcandidato = ${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await poll()).toContain('processed');
    const [rejected] = await events();
    expect(rejected).toMatchObject({ TIPO: 'S-2300', STATUS: 'REJEITADO', CD_RESPOSTA: 402 });
    expect(rejected!.OCORRENCIAS).toContainEqual(
      expect.objectContaining({ CAMPO: 'NIVESTAGIO', ROTULO: 'Nível do estágio' }),
    );
  });

  it('is not sent for an employee (409 pointing to the S-2200) nor with items pending', async () => {
    await forget();
    await t.db.execute(
      sql`update candidate set tipocargo = 'OUTROS', cargo = 'Analista' where codcandidato = ${id}`,
    );
    const employee = await sendS2300(admin);
    expect(employee.statusCode).toBe(409);
    expect(employee.json().message).toBe(WRONG_EVENT_MSG['S-2300']);
    await t.db.execute(sql`update candidate set ${INTERN} where codcandidato = ${id}`);
    await t.db.execute(sql`update candidate set natestagio = null where codcandidato = ${id}`);
    const pending = await sendS2300(admin);
    await t.db.execute(sql`update candidate set natestagio = 'N' where codcandidato = ${id}`);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().PENDENCIAS.map((p: { campo: string }) => p.campo)).toContain('NATESTAGIO');
    expect(await events()).toEqual([]);
  });
});

describe('the S-3000 after a cancellation', () => {
  it('is refused while the candidate is not cancelled, and when nothing was received', async () => {
    await forget();
    const notCancelled = await sendS3000(admin);
    expect(notCancelled.statusCode).toBe(409);
    expect(notCancelled.json().message).toBe(ESOCIAL_EXCLUSION_MSG.notCancelled);
    await setStatus(t, id, 9);
    const nothing = await sendS3000(admin);
    await setStatus(t, id, 8);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(ESOCIAL_EXCLUSION_MSG.nothingReceived);
  });

  it('excludes a received S-2200 after the cancellation: notice, S-3000, receipt, the S-2200 excluded', async () => {
    await t.db.execute(sql`update candidate set ${EMPLOYEE} where codcandidato = ${id}`);
    const s2200 = await sendS2200(admin);
    expect(s2200.statusCode, s2200.body).toBe(200);
    expect(await poll()).toContain('processed');
    const [received] = await events();
    expect(received).toMatchObject({ TIPO: 'S-2200', STATUS: 'RECEBIDO' });

    const cancel = await post(admin, '/candidate/cancel', C041, { CODCANDIDATO: id });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().AVISO_ESOCIAL).toBe(ESOCIAL_EXCLUSION_MSG.afterCancel('S-2200'));

    const res = await sendS3000(admin);
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json();
    expect(sent).toMatchObject({
      TIPO: 'S-3000',
      STATUS: 'ENVIADO',
      EXCLUI_ID: received!.ID,
      message: ESOCIAL_EXCLUSION_MSG.sent,
    });
    // its own Id, though made within a second of the S-2200 it excludes (the Ids once coincided)
    expect(sent.EVENTO_ID).not.toBe(received!.EVENTO_ID);
    const xml = standin.batches.get(sent.PROTOCOLO)!.events[0]!.xml;
    expect(xml).toContain(`<tpEvento>S-2200</tpEvento><nrRecEvt>${String(received!.NR_RECIBO)}</nrRecEvt>`);
    expect(xml).toContain('<cpfTrab>52998224725</cpfTrab>');
    // with the service: a second one waits
    const inFlight = await sendS3000(admin);
    expect(inFlight.statusCode).toBe(409);
    expect(inFlight.json().message).toBe(ESOCIAL_EXCLUSION_MSG.inFlight);

    expect(await poll()).toContain('processed');
    const after = await events();
    const s3000 = after.find((e) => e.TIPO === 'S-3000')!;
    expect(s3000).toMatchObject({ STATUS: 'RECEBIDO', EXCLUI_ID: received!.ID });
    expect(s3000.NR_RECIBO).toMatch(/^1\.2\.\d{19}$/);
    expect(after.find((e) => e.TIPO === 'S-2200')).toMatchObject({ EXCLUIDO_POR_RECIBO: s3000.NR_RECIBO });
    expect(await auditOf(sent.ID)).toEqual(['esocial_assinado', 'esocial_enviado', 'esocial_recebido']);
    const notes = (await logRows(t, id)).map((l) => l.observacoes ?? '').join(' ');
    expect(notes).toContain(`Evento S-3000 recebido pelo eSocial (${sent.EVENTO_ID}`);

    const again = await sendS3000(admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ESOCIAL_EXCLUSION_MSG.alreadyExcluded);
    // nothing is left to exclude: a cancellation now says nothing of eSocial
    await setStatus(t, id, 8);
    const quiet = await post(admin, '/candidate/cancel', C041, { CODCANDIDATO: id });
    expect(quiet.json().AVISO_ESOCIAL).toBeUndefined();
  });

  it("is refused under 'a folha transmite'", async () => {
    await t.db.execute(sql`delete from esocial_event where codcandidato = ${id} and kind = 'S-3000'`);
    const put = (TRANSMISSAO: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/configuration/esocial',
        headers: t.headers(admin.token, C041),
        payload: { TRANSMISSAO },
      });
    expect((await put('FOLHA')).statusCode).toBe(200);
    const res = await sendS3000(admin);
    expect((await put('EMPREGADOR')).statusCode).toBe(200);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ESOCIAL_SETTINGS_MSG.folhaTransmits);
    expect((await events()).some((e) => e.TIPO === 'S-3000')).toBe(false);
  });
});

describe('who may send them', () => {
  it("answers 404 for another client's candidate", async () => {
    for (const res of [
      await sendS2300(admin, id, C042),
      await sendS3000(admin, id, C042),
      await sendS3000(gestor2, id, C042),
    ])
      expect(res.statusCode).toBe(404);
  });

  it('lets a MANAGER only with the ESOCIAL flag (403 without it)', async () => {
    await setFlag(t, 'gestor', 'ESOCIAL', false);
    for (const res of [await sendS2300(gestor), await sendS3000(gestor)]) expect(res.statusCode).toBe(403);
    await setFlag(t, 'gestor', 'ESOCIAL', true);
    // let through: the candidate's own refusal (cancelled, nothing left to exclude … or sent)
    expect((await sendS3000(gestor)).statusCode).not.toBe(403);
    await setFlag(t, 'gestor', 'ESOCIAL', false);
  });

  it('answers 400 or 404, never a 5xx, to NUL, garbage and unknown ids', async () => {
    for (const bad of ['%00', 'abc', '-1', '1.5', '99999999999999999999', '0', "1'or'1", '1%00']) {
      for (const res of [await sendS2300(admin, bad), await sendS3000(admin, bad)])
        expect([400, 404]).toContain(res.statusCode);
    }
    expect((await sendS2300(admin, 987654)).statusCode).toBe(404);
    expect((await sendS3000(admin, 987654)).statusCode).toBe(404);
  });
});
