/**
 * The candidate corrects their own name (issue 14, spec 2 §5.2): PATCH /api/candidate with FIELD NOME
 * by the candidate — required, at most 70 characters, stored in upper case as registration writes it —
 * and staff see the change in the candidate log (GET /api/candidate/log/{id}).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { STATUS, type LogonAnswer } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { rowsOf } from '../src/lib/rows.ts';
import { signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let cand: LogonAnswer;
let admin: LogonAnswer;
let gestor2: LogonAnswer;
let id: number;
const C041 = { CODADM: 9, CODCLI: '041' };
const ORIGINAL = 'CARLOS CANDIDATO DA SILVA';

beforeAll(async () => {
  t = await createTestApp();
  ({ cand, admin, gestor2 } = await signInDemoCast(t, 'cand', 'admin', 'gestor2'));
  id = cand.candidate!.CODCANDIDATO;
});
afterAll(() => t.close());

const patch = (token: string, VALUE: unknown, CODCANDIDATO = id) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/candidate',
    headers: t.headers(token),
    payload: { CODCANDIDATO, FIELD: 'NOME', VALUE },
  });
const storedName = async () =>
  rowsOf<{ nome: string }>(await t.db.execute(sql`select nome from candidate where codcandidato = ${id}`))[0]!
    .nome;
const logNotes = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/candidate/log/${id}`,
    headers: t.headers(admin.token, C041),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ OBSERVACOES: string | null; USUARIO: string | null; CODSTATUS: number }[]>();
};

describe('the candidate changes their name (PATCH /api/candidate, FIELD NOME)', () => {
  it('refuses an empty name, one over 70 characters and a NUL character, changing nothing', async () => {
    const empty = await patch(cand.token, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Próximo campo a ser preenchido: Nome/);
    const long = await patch(cand.token, 'A'.repeat(71));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Nome: Máximo de 70 caracteres.');
    const nul = await patch(cand.token, 'CARLOS\u0000SILVA');
    expect(nul.statusCode).toBe(400);
    const wrongType = await patch(cand.token, { nome: 'x' });
    expect(wrongType.statusCode).toBe(400);
    expect(await storedName()).toBe(ORIGINAL);
    expect((await logNotes()).some((e) => e.OBSERVACOES?.startsWith('Nome alterado'))).toBe(false);
  });

  it("answers 404 for another candidate's record and for another client's staff", async () => {
    expect((await patch(cand.token, 'OUTRO NOME', id + 1)).statusCode).toBe(404);
    expect((await patch(gestor2.token, 'OUTRO NOME')).statusCode).toBe(404);
    expect(await storedName()).toBe(ORIGINAL);
  });

  it('stores the new name in upper case and writes it to the candidate log for staff', async () => {
    const res = await patch(cand.token, '  Carlos Candido da Silva ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ FIELD: 'NOME', VALUE: 'CARLOS CANDIDO DA SILVA', CODSTATUS: 3 });
    expect(await storedName()).toBe('CARLOS CANDIDO DA SILVA');
    const [entry] = await logNotes();
    expect(entry).toMatchObject({
      OBSERVACOES: `Nome alterado pelo candidato: de "${ORIGINAL}" para "CARLOS CANDIDO DA SILVA".`,
      USUARIO: 'CARLOS CANDIDO DA SILVA',
      CODSTATUS: 3,
    });
    // the same name again changes nothing and logs nothing
    const before = (await logNotes()).length;
    expect((await patch(cand.token, 'carlos candido da silva')).statusCode).toBe(200);
    expect(await logNotes()).toHaveLength(before);
  });

  it('keeps the name once the registration is sent (403), and staff changes are not logged as the candidate’s', async () => {
    await t.db.execute(
      sql`update candidate set codstatus = ${STATUS.AGUARDANDO_CONFERENCIA} where codcandidato = ${id}`,
    );
    const locked = await patch(cand.token, 'OUTRO NOME');
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe('Dados aguardando validação');
    const before = (await logNotes()).length;
    const staff = await t.app.inject({
      method: 'PATCH',
      url: '/api/candidate',
      headers: t.headers(admin.token, C041),
      payload: { CODCANDIDATO: id, FIELD: 'NOME', VALUE: 'Carlos da Silva' },
    });
    expect(staff.statusCode).toBe(200);
    expect(await storedName()).toBe('CARLOS DA SILVA');
    expect(await logNotes()).toHaveLength(before);
  });
});
