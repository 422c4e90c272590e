/**
 * Authorized persons for the delivery address (docs/api-candidate-page.md; spec 2 §3.4, §4.7):
 * at most 2, document type CPF or RG, document max 14, ownership and tenant checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LogonAnswer } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast } from './support/demo-cast.ts';

const LIMIT = 'Não foi possível incluír uma pessoa autorizada: o limite é de 2 pessoas.';
const NOT_FOUND = 'Pessoa autorizada não encontrada';
const MISSING =
  'Os campos marcados com [*] são de preenchimento obrigatório. Próximo campo a ser preenchido: ';

let t: TestApp;
let cand: LogonAnswer;
let cand042: LogonAnswer;
let gestor: LogonAnswer;
let gestor2: LogonAnswer;
let id: number;
let id042: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ cand, cand042, gestor, gestor2 } = await signInDemoCast(t, 'cand', 'cand042', 'gestor', 'gestor2'));
  id = cand.candidate!.CODCANDIDATO;
  id042 = cand042.candidate!.CODCANDIDATO;
});
afterAll(() => t.close());

const rowsOf = <T>(res: unknown) => (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as T[];
interface Row {
  idpessoa: number;
  nome: string;
  tipodoc: string;
  documento: string;
}
const stored = async (codcandidato = id) =>
  rowsOf<Row>(
    await t.db.execute(
      sql`select idpessoa, nome, tipodoc, documento from authorized_person
        where codcandidato = ${codcandidato} order by idpessoa`,
    ),
  );
const clear = (codcandidato = id) =>
  t.db.execute(sql`delete from authorized_person where codcandidato = ${codcandidato}`);

const send = (method: 'POST' | 'PUT' | 'DELETE', token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method, url: '/api/candidate/authorization', headers: t.headers(token), payload });
const list = (token: string, cod = id) =>
  t.app.inject({ method: 'GET', url: `/api/candidate/authorizations/${cod}`, headers: t.headers(token) });
const person = (over: Record<string, unknown> = {}) => ({
  CODCANDIDATO: id,
  NOME: 'João Vizinho',
  TIPODOC: 'CPF',
  DOCUMENTO: '52998224725',
  ...over,
});

describe('POST /api/candidate/authorization', () => {
  it('adds two persons (201) and refuses the third with the limit message, keeping 2', async () => {
    await clear();
    const first = await send('POST', cand.token, person());
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      IDPESSOA: expect.any(Number),
      NOME: 'João Vizinho',
      TIPODOC: 'CPF',
      DOCUMENTO: '52998224725',
      RESPONSAVEL_LEGAL: null,
      EMAIL: null,
    });
    const second = await send(
      'POST',
      cand.token,
      person({ NOME: 'Ana Porteira', TIPODOC: 'RG', DOCUMENTO: '12.345.678-9' }),
    );
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ NOME: 'Ana Porteira', TIPODOC: 'RG', DOCUMENTO: '12.345.678-9' });

    const third = await send('POST', cand.token, person({ NOME: 'Terceiro' }));
    expect(third.statusCode).toBe(400);
    expect(third.json().message).toBe(LIMIT);
    expect((await stored()).map((r) => r.nome)).toEqual(['João Vizinho', 'Ana Porteira']);

    const listed = await list(cand.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      {
        IDPESSOA: first.json().IDPESSOA,
        NOME: 'João Vizinho',
        TIPODOC: 'CPF',
        DOCUMENTO: '52998224725',
        RESPONSAVEL_LEGAL: null,
        EMAIL: null,
      },
      {
        IDPESSOA: second.json().IDPESSOA,
        NOME: 'Ana Porteira',
        TIPODOC: 'RG',
        DOCUMENTO: '12.345.678-9',
        RESPONSAVEL_LEGAL: null,
        EMAIL: null,
      },
    ]);
    // the manager is held to the same limit
    const byManager = await send('POST', gestor.token, person({ NOME: 'Pelo Gestor' }));
    expect(byManager.statusCode).toBe(400);
    expect(byManager.json().message).toBe(LIMIT);
    expect(await stored()).toHaveLength(2);
  });

  it('ends with exactly 2 rows when 3 additions arrive at once', async () => {
    await clear();
    const answers = await Promise.all(
      ['Primeira', 'Segunda', 'Terceira'].map((NOME) => send('POST', cand.token, person({ NOME }))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().message).toBe(LIMIT);
    expect(await stored()).toHaveLength(2);
  });

  it('ends with exactly 2 rows when 3 additions arrive at once with one already there', async () => {
    await clear();
    expect((await send('POST', cand.token, person({ NOME: 'Existente' }))).statusCode).toBe(201);
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((NOME) => send('POST', cand.token, person({ NOME: `Pessoa ${NOME}` }))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400]);
    expect(await stored()).toHaveLength(2);
  });

  it('accepts only CPF or RG as document type, adding nothing otherwise', async () => {
    await clear();
    for (const TIPODOC of ['CNH', 'cpf', 'PASSAPORTE', '']) {
      const res = await send('POST', cand.token, person({ TIPODOC }));
      expect(res.statusCode, TIPODOC).toBe(400);
      expect(res.json().field, TIPODOC).toBe('TIPODOC');
      expect(res.json().message, TIPODOC).toBe(
        TIPODOC ? 'Tipo de documento: Opção inválida.' : `${MISSING}Tipo de documento`,
      );
    }
    expect(await stored()).toEqual([]);
  });

  it('refuses a document longer than 14 characters and a missing name or document, adding nothing', async () => {
    const long = await send('POST', cand.token, person({ TIPODOC: 'RG', DOCUMENTO: '123456789012345' }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: 'Documento: Máximo de 14 caracteres.', field: 'DOCUMENTO' });
    const noName = await send('POST', cand.token, person({ NOME: '  ' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe(`${MISSING}Nome`);
    const noDoc = await send('POST', cand.token, person({ DOCUMENTO: undefined }));
    expect(noDoc.statusCode).toBe(400);
    expect(noDoc.json().message).toBe(`${MISSING}Documento`);
    const longName = await send('POST', cand.token, person({ NOME: 'N'.repeat(71) }));
    expect(longName.statusCode).toBe(400);
    expect(longName.json().message).toBe('Nome: Máximo de 70 caracteres.');
    expect(await stored()).toEqual([]);
    const exactly14 = await send('POST', cand.token, person({ TIPODOC: 'RG', DOCUMENTO: '12345678901234' }));
    expect(exactly14.statusCode).toBe(201);
    expect((await stored()).map((r) => r.documento)).toEqual(['12345678901234']);
    await clear();
  });

  it("answers 404 for another candidate's CODCANDIDATO and for another client's staff, adding nothing", async () => {
    const other = await send('POST', cand.token, person({ CODCANDIDATO: id042 }));
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Candidato não encontrado.');
    expect((await send('POST', gestor2.token, person())).statusCode).toBe(404);
    expect(await stored(id042)).toEqual([]);
    expect(await stored()).toEqual([]);
    expect((await list(cand.token, id042)).statusCode).toBe(404);
    expect((await list(gestor2.token, id)).statusCode).toBe(404);
  });

  it("refuses a locked status with 403 'Dados aguardando validação', adding nothing", async () => {
    await t.db.execute(sql`update candidate set codstatus = 4 where codcandidato = ${id}`);
    try {
      const res = await send('POST', cand.token, person());
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Dados aguardando validação');
      expect(await stored()).toEqual([]);
    } finally {
      await t.db.execute(sql`update candidate set codstatus = 3 where codcandidato = ${id}`);
    }
  });
});

describe('PUT and DELETE /api/candidate/authorization', () => {
  let mine: number;
  let theirs: number;

  beforeAll(async () => {
    await clear();
    await clear(id042);
    mine = (await send('POST', cand.token, person())).json().IDPESSOA;
    const res = await send('POST', cand042.token, person({ CODCANDIDATO: id042, NOME: 'Da Carolina' }));
    expect(res.statusCode).toBe(201);
    theirs = res.json().IDPESSOA;
  });

  it('edits a person with the same rules', async () => {
    const res = await send(
      'PUT',
      cand.token,
      person({ IDPESSOA: mine, NOME: 'João Alterado', TIPODOC: 'RG', DOCUMENTO: '1234567' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      IDPESSOA: mine,
      NOME: 'João Alterado',
      TIPODOC: 'RG',
      DOCUMENTO: '1234567',
      RESPONSAVEL_LEGAL: null,
      EMAIL: null,
    });
    const bad = await send('PUT', cand.token, person({ IDPESSOA: mine, TIPODOC: 'CNH' }));
    expect(bad.statusCode).toBe(400);
    const long = await send('PUT', cand.token, person({ IDPESSOA: mine, DOCUMENTO: '1'.repeat(15) }));
    expect(long.statusCode).toBe(400);
    expect(await stored()).toEqual([
      { idpessoa: mine, nome: 'João Alterado', tipodoc: 'RG', documento: '1234567' },
    ]);
  });

  it("answers 404 'Pessoa autorizada não encontrada' for another candidate's IDPESSOA, changing nothing", async () => {
    const put = await send('PUT', cand.token, person({ IDPESSOA: theirs, NOME: 'Invasor' }));
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe(NOT_FOUND);
    const del = await send('DELETE', cand.token, { CODCANDIDATO: id, IDPESSOA: theirs });
    expect(del.statusCode).toBe(404);
    expect(del.json().message).toBe(NOT_FOUND);
    const otherRecord = await send('DELETE', cand.token, { CODCANDIDATO: id042, IDPESSOA: theirs });
    expect(otherRecord.statusCode).toBe(404);
    const staff = await send('DELETE', gestor2.token, { CODCANDIDATO: id, IDPESSOA: mine });
    expect(staff.statusCode).toBe(404);
    expect(await stored(id042)).toEqual([
      { idpessoa: theirs, nome: 'Da Carolina', tipodoc: 'CPF', documento: '52998224725' },
    ]);
    expect(await stored()).toHaveLength(1);
  });

  it('deletes a person, then answers 404 for it', async () => {
    const res = await send('DELETE', cand.token, { CODCANDIDATO: id, IDPESSOA: mine });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Pessoa autorizada excluída.' });
    expect(await stored()).toEqual([]);
    const again = await send('DELETE', cand.token, { CODCANDIDATO: id, IDPESSOA: mine });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(NOT_FOUND);
    const put = await send('PUT', cand.token, person({ IDPESSOA: mine }));
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe(NOT_FOUND);
    expect(await stored()).toEqual([]);
    expect(await stored(id042)).toHaveLength(1);
  });
});

describe('the legal guardian (issue 33, decision 072)', () => {
  it('asks the e-mail of a person marked RESPONSAVEL_LEGAL, stores both, refuses a bad address', async () => {
    await clear();
    const noEmail = await send('POST', cand.token, person({ RESPONSAVEL_LEGAL: true }));
    expect(noEmail.statusCode).toBe(400);
    const badEmail = await send(
      'POST',
      cand.token,
      person({ RESPONSAVEL_LEGAL: true, EMAIL: 'mae@familia' }),
    );
    expect(badEmail.statusCode).toBe(400);
    const nul = await send(
      'POST',
      cand.token,
      person({ RESPONSAVEL_LEGAL: true, EMAIL: 'mae@fam\u0000ilia.com' }),
    );
    expect(nul.statusCode).toBe(400);
    expect(await stored()).toEqual([]);
    const ok = await send(
      'POST',
      cand.token,
      person({ RESPONSAVEL_LEGAL: true, EMAIL: 'mae@familia.com.br' }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ RESPONSAVEL_LEGAL: true, EMAIL: 'mae@familia.com.br' });
    await clear();
  });
});
