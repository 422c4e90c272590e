/**
 * POST /candidate/customFieldsData (spec 3 §7), beside the PUT: adds the value of an additional
 * field with the same rules (who fills it, its options, tenant and ownership), answering 201; an
 * empty value is refused instead of removing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LogonAnswer } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let cand: LogonAnswer;
let gestor: LogonAnswer;
let gestor2: LogonAnswer;
let id: number;
let field: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  ({ cand, gestor, gestor2 } = await signInDemoCast(t, 'cand', 'gestor', 'gestor2'));
  id = cand.candidate!.CODCANDIDATO;
  const rows = rowsOf<{ codinfo: number; descricao: string }>(
    await t.db.execute(sql`select codinfo, descricao from custom_field where codadm = 9 and codcli = '041'`),
  );
  field = Object.fromEntries(rows.map((r) => [r.descricao, r.codinfo]));
});
afterAll(() => t.close());

const post = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/candidate/customFieldsData',
    headers: t.headers(token),
    payload,
  });
const stored = async () =>
  rowsOf<{ codinfo: number; descricao: string }>(
    await t.db.execute(sql`select codinfo, descricao from custom_field_data where codcandidato = ${id}`),
  );

describe('POST /api/candidate/customFieldsData', () => {
  it('adds a candidate-filled value and answers 201 with it', async () => {
    const res = await post(cand.token, {
      CODCANDIDATO: id,
      CODINFO: field['Tamanho do uniforme'],
      DESCRICAO: 'M',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ CODINFO: field['Tamanho do uniforme'], DESCRICAO: 'M' });
    expect(await stored()).toContainEqual({ codinfo: field['Tamanho do uniforme'], descricao: 'M' });
  });

  it('refuses an empty value, a wrong option and NUL characters in pt-BR, changing nothing', async () => {
    const empty = await post(cand.token, {
      CODCANDIDATO: id,
      CODINFO: field['Tamanho do uniforme'],
      DESCRICAO: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Informe o valor do campo/);
    const bad = await post(cand.token, {
      CODCANDIDATO: id,
      CODINFO: field['Tamanho do uniforme'],
      DESCRICAO: 'XG',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Tamanho do uniforme: opção inválida.');
    const nul = await post(cand.token, {
      CODCANDIDATO: id,
      CODINFO: field['Centro de custo'],
      DESCRICAO: 'A\u0000B',
    });
    expect(nul.statusCode).toBeGreaterThanOrEqual(400);
    expect(nul.statusCode).toBeLessThan(500);
    const wrongType = await post(cand.token, { CODCANDIDATO: 'x', CODINFO: [], DESCRICAO: 1 });
    expect(wrongType.statusCode).toBe(400);
    expect(await stored()).toContainEqual({ codinfo: field['Tamanho do uniforme'], descricao: 'M' });
  });

  it('refuses an admin-filled field to the candidate (403) and lets the manager add it', async () => {
    const refused = await post(cand.token, {
      CODCANDIDATO: id,
      CODINFO: field['Centro de custo'],
      DESCRICAO: 'CC-1',
    });
    expect(refused.statusCode).toBe(403);
    const ok = await post(gestor.token, {
      CODCANDIDATO: id,
      CODINFO: field['Centro de custo'],
      DESCRICAO: 'CC-1',
    });
    expect(ok.statusCode).toBe(201);
    const otherUser = await post(gestor.token, {
      CODCANDIDATO: id,
      CODUSUARIO: 999999,
      CODINFO: field['Centro de custo'],
      DESCRICAO: 'CC-2',
    });
    expect(otherUser.statusCode).toBe(403);
  });

  it("answers 404 to another client's staff, changing nothing", async () => {
    const res = await post(gestor2.token, {
      CODCANDIDATO: id,
      CODINFO: field['Centro de custo'],
      DESCRICAO: 'CC-9',
    });
    expect(res.statusCode).toBe(404);
    expect(await stored()).toContainEqual({ codinfo: field['Centro de custo'], descricao: 'CC-1' });
  });
});
