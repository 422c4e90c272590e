/**
 * Who transmits, as the sending pipeline sees it (decisions 077, 079): under 'a folha transmite' the
 * send is a 409 that says so and nothing is signed or stored; with a transmitter, the administrator's
 * certificate signs the event and opens the connection, ideTransmissor is its CNPJ, and the stand-in
 * (which checks both) gives a receipt; a batch sent before a switch to FOLHA is still followed up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ESOCIAL_SETTINGS_MSG } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { esocialPollJob } from '../src/modules/esocial-transmit/index.ts';
import { type EsocialStandin } from '../src/testing/esocial-standin/index.ts';
import { type TestApp } from '../src/testing/test-app.ts';
import { TEST_EMPLOYER_CNPJ, TEST_WRONG_CNPJ, type TestPki } from '../src/testing/test-pki.ts';
import { employerReady, startEsocialRig, stopEsocialRig } from './support/esocial-rig.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { esocialSettingsCalls } from './support/esocial-settings-calls.ts';
import { C041, fillComplete, setStatus } from './support/lifecycle-fixture.ts';

let pki: TestPki;
let standin: EsocialStandin;
let t: TestApp;
let { admin, cand } = {} as DemoCast;
let id: number;
const calls = esocialSettingsCalls(
  () => t,
  () => admin.token,
);

const VINCULO = sql`matricula = 'A-0002', codcateg = '101', cbocargo = '212405', vrsalfx = 5500.50,
  undsalfixo = '5', tpcontr = '1', tpregjor = '2', natatividade = '1', cnpjsindcategprof = '11444777000161',
  idraca = '3', naturalidade = '3550308', codcidade = '3550308', uf = 'SP', cep = '01310100',
  cpf = '52998224725', cargo = 'Analista', nacionalidade = 'BRA', pcd = 'N', tipocargo = 'OUTROS'`;

beforeAll(async () => {
  ({ pki, standin, t } = await startEsocialRig(0));
  ({ admin, cand } = await signInDemoCast(t, 'admin', 'cand'));
  id = await fillComplete(t, cand);
  await setStatus(t, id, 8);
  await employerReady({ pki, standin, t }, admin);
  await t.db.execute(sql`update unit set cnpj = '11222333000262'
    where codunidade = (select codunidade from candidate where codcandidato = ${id})`);
  await t.db.execute(sql`update candidate set ${VINCULO} where codcandidato = ${id}`);
});
afterAll(() => stopEsocialRig({ pki, standin, t }));

const send = () =>
  t.app.inject({
    method: 'POST',
    url: `/api/candidate/${id}/esocial/s2200/send`,
    headers: t.headers(admin.token, C041),
  });
const eventCount = async () =>
  rowsOf<{ n: number }>(
    await t.db.execute(sql`select count(*)::int as n from esocial_event where codcandidato = ${id}`),
  )[0]!.n;
/** the job's outcomes until the stand-in has processed the batch (it answers 101 until then) */
async function pollUntilProcessed(): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < 20 && !seen.includes('processed'); i++) {
    await t.db.execute(sql`update esocial_batch set next_poll_at = now() where next_poll_at is not null`);
    seen.push(
      ...(await esocialPollJob({ db: t.db, config: t.config }).pollDue()).polled.map((p) => p.outcome),
    );
    if (!seen.includes('processed')) await new Promise((r) => setTimeout(r, 150));
  }
  return seen;
}

describe('who transmits, at the send', () => {
  it("'a folha transmite': 409 in pt-BR, nothing signed, stored or sent", async () => {
    expect((await calls.putMode({ TRANSMISSAO: 'FOLHA' })).statusCode).toBe(200);
    const before = standin.batches.size;
    const res = await send();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ESOCIAL_SETTINGS_MSG.folhaTransmits);
    expect(await eventCount()).toBe(0);
    expect(standin.batches.size).toBe(before);
  });

  it('a transmitter: its certificate signs and connects, ideTransmissor its CNPJ; received', async () => {
    const up = await calls.upload(pki.wrongEmployer.p12, {
      SENHA: pki.wrongEmployer.password,
      CNPJ: TEST_WRONG_CNPJ,
    });
    expect(up.statusCode, up.body).toBe(200);
    expect((await calls.putMode({ TRANSMISSAO: 'TRANSMISSOR' })).statusCode).toBe(200);
    const res = await send();
    expect(res.statusCode, res.body).toBe(200);
    const batch = standin.batches.get(res.json().PROTOCOLO)!;
    expect(batch.transmitter).toEqual({ tpInsc: '1', nrInsc: TEST_WRONG_CNPJ });
    expect(batch.employer.nrInsc).toBe(TEST_EMPLOYER_CNPJ.slice(0, 8));
    expect(batch.sentBy).toBe(TEST_WRONG_CNPJ);
    // switched to FOLHA after the send: the batch already with the service is still followed up
    expect((await calls.putMode({ TRANSMISSAO: 'FOLHA' })).statusCode).toBe(200);
    expect(await pollUntilProcessed()).toContain('processed');
    const [row] = rowsOf<{ status: string; nr_recibo: string | null }>(
      await t.db.execute(sql`select status, nr_recibo from esocial_event where codcandidato = ${id}`),
    );
    expect(row).toMatchObject({ status: 'RECEBIDO' });
    expect(row!.nr_recibo).toMatch(/^1\.2\.\d{19}$/);
  });
});
