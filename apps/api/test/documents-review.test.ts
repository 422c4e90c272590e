/**
 * Reviewer actions on documents (spec 3 §4-§5; docs/design.md §3): approve, approve with observation,
 * refuse; the blocking message; the first action on a candidate in 4 or 10 moves it to 7 and logs
 * it; observations; roles, statuses and tenants.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DOC_MSG, type LogonAnswer } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import * as F from './fixtures/files.ts';
import { clearDocuments, docTypes, multipartBody, setStatus } from './fixtures/documents-helpers.ts';
import { signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let cand: LogonAnswer;
let admin: LogonAnswer;
let gestor: LogonAnswer;
let gestor2: LogonAnswer;
let id: number;
let types: Record<string, number>;
const C041 = { CODADM: 9, CODCLI: '041' };
const C042 = { CODADM: 9, CODCLI: '042' };
const BLOCKING = 'Nenhum arquivo anexado a este documento. Favor utilizar o botão "Aprovar com observações".';

beforeAll(async () => {
  t = await createTestApp();
  ({ cand, admin, gestor, gestor2 } = await signInDemoCast(t, 'cand', 'admin', 'gestor', 'gestor2'));
  id = cand.candidate!.CODCANDIDATO;
  types = await docTypes(t, '041');
});
afterAll(() => t.close());

const RG = () => types['RG (FRENTE E VERSO)']!;
const CNH = () => types['CNH']!; // optional

async function upload(doc: number) {
  const body = multipartBody(await F.png(10, 10), 'a.png');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/candidate/documents/upload/image/${id}/${doc}/0`,
    headers: { ...t.headers(cand.token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const act = (token: string, body: Record<string, unknown>, tenant?: typeof C041) =>
  t.app.inject({
    method: 'POST',
    url: '/api/candidate/documents/action',
    headers: t.headers(token, tenant),
    payload: { CODCANDIDATO: id, CODTIPODOC: RG(), ...body },
  });
const candStatus = async () =>
  rowsOf<{ codstatus: number }>(
    await t.db.execute(sql`select codstatus from candidate where codcandidato = ${id}`),
  )[0]!.codstatus;
const logs = async () =>
  rowsOf<{
    tipo: string;
    codstatus: number;
    codtipodoc: number | null;
    observacoes: string;
    codusuario: number;
  }>(
    await t.db.execute(
      sql`select tipo, codstatus, codtipodoc, observacoes, codusuario from candidate_log where codcandidato = ${id} order by codlog`,
    ),
  );

describe('approve and refuse', () => {
  it('A on a required document with no file is blocked with the spec message; A. is allowed', async () => {
    await clearDocuments(t, id);
    await setStatus(t, id, 4);
    const blocked = await act(admin.token, { ACAO: 'A' }, C041);
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().message).toBe(BLOCKING);
    expect(await candStatus()).toBe(4); // nothing changed
    const noObs = await act(admin.token, { ACAO: 'A.' }, C041);
    expect(noObs.statusCode).toBe(400);
    expect(noObs.json().message).toBe(DOC_MSG.observationRequired);
    const ok = await act(
      admin.token,
      { ACAO: 'A.', OBSERVACAO: 'Documento entregue em mãos.', CODUSUARIO: admin.user.CODUSUARIO },
      C041,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      STATUS: 3,
      DESSTATUS: 'Aprovado',
      CONFERIDO: true,
      OBSERVACAO_STATUS: 'Documento entregue em mãos.',
      CODSTATUS: 7,
    });
  });

  it('the first action on a candidate in 4 moved it to 7 and wrote the log', async () => {
    expect(await candStatus()).toBe(7);
    const entries = await logs();
    expect(entries.slice(-2)).toEqual([
      expect.objectContaining({
        tipo: '0',
        codstatus: 7,
        observacoes: DOC_MSG.reviewStarted,
        codusuario: admin.user.CODUSUARIO,
      }),
      expect.objectContaining({ tipo: '1', codstatus: 7, codtipodoc: RG() }),
    ]);
  });

  it('an approved document cannot be approved again; it can be refused', async () => {
    const again = await act(admin.token, { ACAO: 'A' }, C041);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DOC_MSG.alreadyApproved);
    const refused = await act(admin.token, { ACAO: 'R', OBSERVACAO: 'Ilegível, envie novamente.' }, C041);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ STATUS: 2, DESSTATUS: 'Recusado', CONFERIDO: true, CODSTATUS: 7 });
  });

  it('refusing needs an observation of at most 230 characters', async () => {
    expect((await act(admin.token, { ACAO: 'R' }, C041)).json().message).toBe(DOC_MSG.observationRequired);
    expect((await act(admin.token, { ACAO: 'R', OBSERVACAO: '   ' }, C041)).json().message).toBe(
      DOC_MSG.observationRequired,
    );
    const long = await act(admin.token, { ACAO: 'R', OBSERVACAO: 'x'.repeat(231) }, C041);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(DOC_MSG.observationTooLong);
    expect((await act(admin.token, { ACAO: 'X' }, C041)).statusCode).toBe(400);
  });

  it('the candidate sees the refusal and sends again (4); CONFERIDO goes back to false; A then works', async () => {
    await setStatus(t, id, 12);
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/documents/list',
      headers: t.headers(cand.token),
      payload: { CODCANDIDATO: id },
    });
    expect(list.json().find((d: { CODTIPODOC: number }) => d.CODTIPODOC === RG())).toMatchObject({
      STATUS: 2,
      OBSERVACAO_STATUS: 'Ilegível, envie novamente.',
    });
    expect((await upload(RG())).STATUS).toBe(4);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/documents/list',
      headers: t.headers(cand.token),
      payload: { CODCANDIDATO: id },
    });
    expect(after.json().find((d: { CODTIPODOC: number }) => d.CODTIPODOC === RG())).toMatchObject({
      STATUS: 4,
      CONFERIDO: false,
    });
    await setStatus(t, id, 10);
    const ok = await act(gestor.token, { ACAO: 'A' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ STATUS: 3, CODSTATUS: 7, OBSERVACAO_STATUS: null });
  });

  it('an optional document with no file may be approved with A', async () => {
    const res = await act(admin.token, { ACAO: 'A', CODTIPODOC: CNH() }, C041);
    expect(res.statusCode).toBe(200);
  });

  it('observations list every action, newest first', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/documents/observations',
      headers: t.headers(cand.token),
      payload: { CODCANDIDATO: id, CODTIPODOC: RG() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((o: { ACAO: string }) => o.ACAO)).toEqual(['A', 'R', 'A.']);
    expect(res.json()[1]).toMatchObject({
      OBSERVACAO: 'Ilegível, envie novamente.',
      USUARIO: expect.any(String),
      DATLOG: expect.any(String),
    });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/documents/observations',
      headers: t.headers(gestor2.token),
      payload: { CODCANDIDATO: id, CODTIPODOC: RG() },
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('who and when', () => {
  it('closed statuses (8, 9) refuse actions', async () => {
    for (const s of [8, 9]) {
      await setStatus(t, id, s);
      const res = await act(admin.token, { ACAO: 'R', OBSERVACAO: 'x' }, C041);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(DOC_MSG.actionStatusLocked);
    }
    await setStatus(t, id, 7);
  });

  it('a candidate may not act (403); another client answers 404; another CODUSUARIO 403', async () => {
    expect((await act(cand.token, { ACAO: 'A' })).statusCode).toBe(403);
    expect((await act(gestor2.token, { ACAO: 'R', OBSERVACAO: 'x' })).statusCode).toBe(404);
    expect((await act(admin.token, { ACAO: 'R', OBSERVACAO: 'x' }, C042)).statusCode).toBe(404);
    expect(
      (await act(admin.token, { ACAO: 'R', OBSERVACAO: 'x', CODTIPODOC: 999999 }, C041)).statusCode,
    ).toBe(404);
    expect(
      (await act(admin.token, { ACAO: 'R', OBSERVACAO: 'x', CODUSUARIO: 424242 }, C041)).statusCode,
    ).toBe(403);
  });
});
