/**
 * Masking in the API (issue 16 item 4, decision 036): GET /candidate/{id} never answers staff a
 * sensitive value (registry `sensivel`) — it answers null and names the field in OCULTOS; the value
 * comes only from GET /candidate/{id}/sensitive, one access-log row each. The candidate reads their
 * own record in clear; another client's candidate stays 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CANDIDATE_FIELDS, type LogonAnswer } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { rowsOf } from '../src/lib/rows.ts';
import { C041, C042 } from './support/lifecycle-fixture.ts';
import { signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let cand: LogonAnswer;
let admin: LogonAnswer;
let id: number;
const SENSITIVE = CANDIDATE_FIELDS.filter((f) => f.sensivel).map((f) => f.name);
const STORED = { IDRACA: '1', PCD: 'S', DOADOR: true, DATULTDOACAO: '2024-05-06', PESO: 71, ALTURA: 172 };

beforeAll(async () => {
  t = await createTestApp();
  ({ cand, admin } = await signInDemoCast(t, 'cand', 'admin'));
  id = cand.candidate!.CODCANDIDATO;
  await t.db.execute(sql`update candidate set idraca = '1', pcd = 'S', doador = true,
    datultdoacao = '2024-05-06', peso = 71, altura = 172 where codcandidato = ${id}`);
});
afterAll(() => t.close());

const read = (token: string, tenant?: typeof C041) =>
  t.app.inject({ method: 'GET', url: `/api/candidate/${id}`, headers: t.headers(token, tenant) });
const logged = async (acao: string) =>
  rowsOf<{ n: number }>(
    await t.db.execute(
      sql`select count(*)::int as n from access_log where codcandidato = ${id} and acao = ${acao}`,
    ),
  )[0]!.n;

describe('GET /candidate/{id} to staff', () => {
  it('answers every sensitive field with a value as null, named in OCULTOS, and logs only the read', async () => {
    const res = await read(admin.token, C041);
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    for (const name of SENSITIVE) expect(body[name], name).toBeNull();
    expect([...(body.OCULTOS as string[])].sort()).toEqual(Object.keys(STORED).sort());
    expect(body.NOME).toBe('CARLOS CANDIDATO DA SILVA');
    expect(await logged('LEITURA_FICHA')).toBe(1);
    expect(await logged('CAMPO_SENSIVEL')).toBe(0);
  });

  it("gives the value through the logged 'Mostrar' call only", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/${id}/sensitive?FIELD=PCD`,
      headers: t.headers(admin.token, C041),
    });
    expect(res.json()).toEqual({ FIELD: 'PCD', VALUE: 'S' });
    expect(await logged('CAMPO_SENSIVEL')).toBe(1);
  });

  it('answers the candidate their own record in clear, and 404 for another client', async () => {
    const own = (await read(cand.token)).json<Record<string, unknown>>();
    expect(own).toMatchObject(STORED);
    expect(own.OCULTOS).toBeUndefined();
    expect((await read(admin.token, C042)).statusCode).toBe(404);
  });
});
