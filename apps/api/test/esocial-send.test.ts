/**
 * Sending the S-2200 (issue 34 §3, decision 077) against the government stand-in over mutual TLS,
 * with the test PKI's A1 uploaded for client 041 (CNPJ 11.222.333/0001-81): POST
 * /candidate/{id}/esocial/s2200/send and GET …/esocial/events — sent, polled (101 then 201), the
 * receipt; a schema rejection shown on its field; the service away (503 + Retry-After, the event
 * kept signed and sent again with the same Id); a hanging server ends in a timeout; two job runners
 * query a batch once; tenant, role/flag, NUL and bad ids; a certificate that may not sign.
 */
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { createServer as createTlsServer, type Server as TlsServer } from 'node:tls';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ESOCIAL_SEND_MSG, ESOCIAL_SIGN_MSG, type LogonAnswer } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { saveClientCertificate } from '../src/modules/certificates/index.ts';
import {
  EsocialAnswerError,
  esocialPollJob,
  parseRetornoProcessamento,
  RETORNO_PROCESSAMENTO_NS,
} from '../src/modules/esocial-transmit/index.ts';
import { type EsocialStandin } from '../src/testing/esocial-standin/index.ts';
import { type TestApp } from '../src/testing/test-app.ts';
import { type TestPki } from '../src/testing/test-pki.ts';
import { employerReady, startEsocialRig, stopEsocialRig } from './support/esocial-rig.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { C041, C042, fillComplete, logRows, setFlag, setStatus } from './support/lifecycle-fixture.ts';

const DELAY_MS = 1200;
let pki: TestPki;
let standin: EsocialStandin;
let t: TestApp;
let { admin, gestor, gestor2, cand } = {} as DemoCast;
let id: number;

const VINCULO = sql`matricula = 'A-0001', codcateg = '101', cbocargo = '212405', vrsalfx = 5500.50,
  undsalfixo = '5', tpcontr = '1', tpregjor = '2', natatividade = '1', cnpjsindcategprof = '11444777000161',
  idraca = '3', naturalidade = '3550308', codcidade = '3550308', uf = 'SP', cep = '01310100',
  cpf = '52998224725', cargo = 'Analista', nacionalidade = 'BRA', pcd = 'N', tipocargo = 'OUTROS'`;

beforeAll(async () => {
  ({ pki, standin, t } = await startEsocialRig(DELAY_MS));
  ({ admin, gestor, gestor2, cand } = await signInDemoCast(t, 'admin', 'gestor', 'gestor2', 'cand'));
  id = await fillComplete(t, cand);
  await setStatus(t, id, 8);
  await employerReady({ pki, standin, t }, admin);
  await t.db.execute(sql`update unit set cnpj = '11222333000262'
    where codunidade = (select codunidade from candidate where codcandidato = ${id})`);
  await t.db.execute(sql`update candidate set ${VINCULO} where codcandidato = ${id}`);
});
afterAll(() => stopEsocialRig({ pki, standin, t }));

const send = (who: LogonAnswer, cid: number | string = id, tenant = C041) =>
  t.app.inject({
    method: 'POST',
    url: `/api/candidate/${cid}/esocial/s2200/send`,
    headers: t.headers(who.token, tenant),
  });
const events = (who: LogonAnswer, cid: number | string = id, tenant = C041) =>
  t.app.inject({
    method: 'GET',
    url: `/api/candidate/${cid}/esocial/events`,
    headers: t.headers(who.token, tenant),
  });
const job = () => esocialPollJob({ db: t.db, config: t.config });
const makeDue = () =>
  t.db.execute(sql`update esocial_batch set next_poll_at = now() where next_poll_at is not null`);
const forget = () => t.db.execute(sql`delete from esocial_event where codcandidato = ${id}`);
const batches = async () =>
  rowsOf<{
    id: number;
    status: string;
    protocolo: string | null;
    next_poll_at: unknown;
    last_error: string | null;
  }>(
    await t.db.execute(
      sql`select id, status, protocolo, next_poll_at, last_error from esocial_batch order by id`,
    ),
  );
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

describe('sending the S-2200 to eSocial', () => {
  it('signs, sends, polls (101, then 201) and stores the receipt, in the log and the audit', async () => {
    expect((await events(admin)).json()).toEqual({ EVENTOS: [], TRANSMISSAO: 'EMPREGADOR' });
    const res = await send(admin);
    expect(res.statusCode).toBe(200);
    const sent = res.json();
    expect(sent).toMatchObject({
      TIPO: 'S-2200',
      STATUS: 'ENVIADO',
      AMBIENTE: 2,
      message: ESOCIAL_SEND_MSG.sent,
    });
    expect(sent.PROTOCOLO).toMatch(/^1\.2\.\d{6}\.\d{19}$/);
    // what the service received is the stored event, with tpAmb of the environment
    const [row] = rowsOf<{ xml: string }>(
      await t.db.execute(sql`select xml from esocial_event where id = ${sent.ID}`),
    );
    expect(row!.xml).toContain('<tpAmb>2</tpAmb>');
    expect(standin.batches.get(sent.PROTOCOLO)?.events.map((e) => e.id)).toEqual([sent.EVENTO_ID]);
    // 'em processamento' until the test says otherwise, however slow the machine
    const held = standin.batches.get(sent.PROTOCOLO)!;
    held.readyAt = new Date(Date.now() + 3_600_000);
    // a repeat while it is with the service
    const again = await send(admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ESOCIAL_SEND_MSG.inFlight);

    await makeDue();
    expect((await job().pollDue()).polled.map((p) => p.outcome)).toEqual(['processing']);
    expect((await events(admin)).json().EVENTOS[0].STATUS).toBe('EM_PROCESSAMENTO');
    const [waiting] = await batches();
    expect(waiting).toMatchObject({ status: 'EM_PROCESSAMENTO' });
    expect(new Date(String(waiting!.next_poll_at)).getTime()).toBeGreaterThan(Date.now());
    // not due yet: nothing to do
    expect((await job().pollDue()).polled).toEqual([]);

    held.readyAt = new Date();
    await settled();
    await makeDue();
    expect((await job().pollDue()).polled.map((p) => p.outcome)).toEqual(['processed']);
    const [done] = (await events(admin)).json().EVENTOS;
    expect(done).toMatchObject({ STATUS: 'RECEBIDO', CD_RESPOSTA: 201, OCORRENCIAS: [] });
    expect(done.NR_RECIBO).toMatch(/^1\.2\.\d{19}$/);
    expect(done.PROCESSADO_EM).not.toBeNull();
    const notes = (await logRows(t, id)).map((l) => l.observacoes ?? '');
    expect(notes.some((n) => n.includes(`assinado (${sent.EVENTO_ID})`))).toBe(true);
    expect(notes.some((n) => n.includes(`protocolo ${sent.PROTOCOLO}`))).toBe(true);
    expect(notes.some((n) => n.includes(`recibo ${done.NR_RECIBO}`))).toBe(true);
    expect(notes.join(' ')).not.toContain('52998224725');
    const audit = rowsOf<{ action: string }>(
      await t.db.execute(
        sql`select action from audit_log where entity = 'esocial_event' and entity_id = ${String(sent.ID)} order by id`,
      ),
    ).map((a) => a.action);
    expect(audit).toEqual(['esocial_assinado', 'esocial_enviado', 'esocial_recebido']);
    // received: no second admission
    const after = await send(admin);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(ESOCIAL_SEND_MSG.received);
  });

  it('a rejected event shows its occurrence on the field it names, and a new send is allowed', async () => {
    await forget();
    // a UF outside the layout's list is the pre-check's now (decision 084): refused before signing
    await t.db.execute(sql`update candidate set uf = 'ZZ' where codcandidato = ${id}`);
    const caught = await send(admin);
    expect(caught.statusCode).toBe(409);
    expect(caught.json().PENDENCIAS).toEqual([expect.objectContaining({ campo: 'UF' })]);
    await t.db.execute(sql`update candidate set uf = 'SP' where codcandidato = ${id}`);
    // a sex outside F/M, written past the registry: the pre-check only asks that it be there, so
    // the event goes and the schema (the stand-in's XSD check) rejects it on its field
    const [{ sexo }] = rowsOf<{ sexo: string }>(
      await t.db.execute(sql`select sexo from candidate where codcandidato = ${id}`),
    ) as [{ sexo: string }];
    await t.db.execute(sql`update candidate set sexo = 'X' where codcandidato = ${id}`);
    const res = await send(admin);
    expect(res.statusCode).toBe(200);
    await settled();
    await makeDue();
    expect((await job().pollDue()).polled.map((p) => p.outcome)).toEqual(['processed']);
    const [rejected] = (await events(admin)).json().EVENTOS;
    expect(rejected).toMatchObject({ STATUS: 'REJEITADO', CD_RESPOSTA: 402, NR_RECIBO: null });
    expect(rejected.OCORRENCIAS[0]).toMatchObject({ CODIGO: 17, TIPO: 1, CAMPO: 'SEXO' });
    expect(rejected.OCORRENCIAS[0].DESCRICAO).toContain("'X'");
    await t.db.execute(sql`update candidate set sexo = ${sexo} where codcandidato = ${id}`);
    const fresh = await send(admin);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().EVENTO_ID).not.toBe(rejected.EVENTO_ID);
    expect((await events(admin)).json().EVENTOS.map((e: { STATUS: string }) => e.STATUS)).toEqual([
      'ENVIADO',
      'REJEITADO',
    ]);
  });

  it('the service away: 503 + Retry-After, the event kept signed, and sent again with the same Id', async () => {
    await forget();
    const config = t.config.esocial!;
    const real = config.enviarUrl;
    config.enviarUrl = 'https://127.0.0.1:9/servicos/empregador/enviarloteeventos/WsEnviarLoteEventos.svc';
    const before = (await batches()).length;
    const res = await send(admin);
    config.enviarUrl = real;
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json().message).toBe(ESOCIAL_SEND_MSG.unavailable);
    const [kept] = (await events(admin)).json().EVENTOS;
    expect(kept).toMatchObject({ STATUS: 'ERRO_ENVIO', PROTOCOLO: null, NR_RECIBO: null });
    const failed = (await batches()).slice(before);
    expect(failed).toMatchObject([{ status: 'ERRO_ENVIO', protocolo: null, next_poll_at: null }]);
    expect(failed[0]!.last_error).toContain('ECONNREFUSED');
    const retry = await send(admin);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ ID: kept.ID, EVENTO_ID: kept.EVENTO_ID, STATUS: 'ENVIADO' });
    expect((await events(admin)).json().EVENTOS).toHaveLength(1);
  });

  it('a server that accepts and never answers ends in a timeout (503), TCP or TLS', async () => {
    const tcp: TcpServer = createTcpServer(() => undefined);
    const tls: TlsServer = createTlsServer(
      { key: pki.server.keyPem, cert: pki.server.certPem },
      () => undefined,
    );
    await Promise.all([tcp, tls].map((s) => new Promise<void>((r) => s.listen(0, '127.0.0.1', r))));
    const config = t.config.esocial!;
    const real = { url: config.enviarUrl, connect: config.connectTimeoutMs, total: config.timeoutMs };
    // short limits here only: this test waits for them to run out
    config.connectTimeoutMs = 1500;
    config.timeoutMs = 2500;
    try {
      for (const server of [tcp, tls]) {
        await forget();
        const port = (server.address() as AddressInfo).port;
        config.enviarUrl = `https://127.0.0.1:${port}/servicos/empregador/enviarloteeventos/WsEnviarLoteEventos.svc`;
        const started = Date.now();
        const res = await send(admin);
        expect(res.statusCode).toBe(503);
        expect(Date.now() - started).toBeLessThan(6000);
        expect((await batches()).at(-1)!.last_error).toContain('não respondeu a tempo');
      }
    } finally {
      config.enviarUrl = real.url;
      config.connectTimeoutMs = real.connect;
      config.timeoutMs = real.total;
      tcp.close();
      tls.close();
    }
  });

  it('two job runners at once query a batch once', async () => {
    await forget();
    expect((await send(admin)).statusCode).toBe(200);
    await settled();
    await makeDue();
    const due = (await batches()).filter((b) => b.next_poll_at !== null).map((b) => b.id);
    expect(due.length).toBeGreaterThan(0);
    const [a, b] = await Promise.all([job().pollDue(), job().pollDue()]);
    const polled = [...a.polled, ...b.polled];
    // every due batch (this one and the earlier tests') queried by exactly one of the two
    expect(polled.map((p) => p.batchId).sort((x, y) => x - y)).toEqual(due);
    expect(polled.every((p) => p.outcome === 'processed')).toBe(true);
    expect((await events(admin)).json().EVENTOS[0].STATUS).toBe('RECEBIDO');
  });
});

describe('who may send, and what is refused', () => {
  it("answers 404 for another client's candidate", async () => {
    for (const res of [
      await send(admin, id, C042),
      await events(admin, id, C042),
      await send(gestor2, id, C042),
    ])
      expect(res.statusCode).toBe(404);
  });

  it('lets a MANAGER only with the ESOCIAL flag (403 without it)', async () => {
    await setFlag(t, 'gestor', 'ESOCIAL', false);
    for (const res of [await send(gestor), await events(gestor)]) expect(res.statusCode).toBe(403);
    await setFlag(t, 'gestor', 'ESOCIAL', true);
    expect((await events(gestor)).statusCode).toBe(200);
    await setFlag(t, 'gestor', 'ESOCIAL', false);
  });

  it('answers 400 or 404, never a 5xx, to NUL, garbage and unknown ids', async () => {
    for (const bad of ['%00', 'abc', '-1', '1.5', '99999999999999999999', '0', "1'or'1"]) {
      const codes = [(await send(admin, bad)).statusCode, (await events(admin, bad)).statusCode];
      for (const code of codes) expect([400, 404]).toContain(code);
    }
    expect((await send(admin, 987654)).statusCode).toBe(404);
    expect((await events(admin, 987654)).statusCode).toBe(404);
  });

  it('refuses with the pending list when the candidate is not finalized, storing nothing', async () => {
    await forget();
    await setStatus(t, id, 7);
    const res = await send(admin);
    await setStatus(t, id, 8);
    expect(res.statusCode).toBe(409);
    expect(res.json().PENDENCIAS[0]).toMatchObject({ campo: 'CODSTATUS' });
    expect((await events(admin)).json().EVENTOS).toEqual([]);
  });

  it("refuses in pt-BR another company's certificate, before anything is signed or sent", async () => {
    await forget();
    const before = (await batches()).length;
    await saveClientCertificate(
      { db: t.db, config: t.config },
      C041,
      'admin',
      pki.wrongEmployer.p12,
      pki.wrongEmployer.password,
    );
    const res = await send(admin);
    await saveClientCertificate(
      { db: t.db, config: t.config },
      C041,
      'admin',
      pki.employer.p12,
      pki.employer.password,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ESOCIAL_SIGN_MSG.otherCnpj(pki.wrongEmployer.cnpj!));
    expect((await events(admin)).json().EVENTOS).toEqual([]);
    expect((await batches()).length).toBe(before);
  });
});

describe('reading the answer of a batch query', () => {
  it('garbage, a SOAP Fault, HTML or a missing number is an EsocialAnswerError', () => {
    for (const bad of [
      'not xml',
      '<html><body>502 Bad Gateway</body></html>',
      `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><s:Fault><faultcode>s:Client</faultcode><faultstring>x</faultstring></s:Fault></s:Body></s:Envelope>`,
      `<eSocial xmlns="${RETORNO_PROCESSAMENTO_NS}"><retornoProcessamentoLoteEventos><status><cdResposta>abc</cdResposta></status></retornoProcessamentoLoteEventos></eSocial>`,
    ])
      expect(() => parseRetornoProcessamento(bad)).toThrow(EsocialAnswerError);
  });
});
