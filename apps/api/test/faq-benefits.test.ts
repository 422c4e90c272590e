/**
 * FAQ (doubts) and the benefits text (docs/api-configuration.md; spec 3 §2, §7): sanitised on
 * save and on output (scripts, event handlers, javascript: links, foreign images stripped),
 * candidates read their own client's content, edit/delete ADMIN only, another client's entry 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Doubt, LogonAnswer } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import * as F from './fixtures/files.ts';
import { multipartBody } from './fixtures/documents-helpers.ts';
import { signInDemoCast } from './support/demo-cast.ts';

const C041 = { CODADM: 9, CODCLI: '041' };
const C042 = { CODADM: 9, CODCLI: '042' };
const HOSTILE =
  '<p style="text-align:center;position:fixed" onclick="steal()">Olá <strong>mundo</strong></p>' +
  '<script>alert(1)</script><img src="x" onerror="alert(2)"><img src="/api/image/editor/viewer/faq/abc.png">' +
  '<a href="javascript:alert(3)">clique</a><a href="https://gov.br" onmouseover="x()">gov</a>' +
  '<iframe src="https://evil"></iframe><svg onload="alert(4)"></svg>';
let t: TestApp;
let admin: LogonAnswer;
let gestor: LogonAnswer;
let cand: LogonAnswer;
let cand042: LogonAnswer;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, gestor, cand, cand042 } = await signInDemoCast(t, 'admin', 'gestor', 'cand', 'cand042'));
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  token: string,
  payload?: object,
  tenant?: { CODADM: number; CODCLI: string },
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: t.headers(token, tenant),
    ...(payload ? { payload } : {}),
  });

const expectSafe = (html: string) => {
  expect(html).not.toMatch(
    /<script|onerror|onclick|onmouseover|onload|javascript:|<iframe|<svg|position:fixed/i,
  );
  expect(html).not.toContain('src="x"');
};

describe('FAQ', () => {
  let created: Doubt;

  it('a MANAGER posts an entry; the HTML is sanitised; the candidate of the client reads it', async () => {
    const res = await call('POST', '/candidate/doubts', gestor.token, {
      TITULO: 'Como envio o RG?',
      DESCRICAO: HOSTILE,
    });
    expect(res.statusCode).toBe(201);
    created = res.json<Doubt & { message: string }>();
    expect(res.json().message).toBe('Dúvida postada com sucesso!');
    expectSafe(created.DESCRICAO);
    expect(created.DESCRICAO).toContain('<p style="text-align:center">Olá <strong>mundo</strong></p>');
    expect(created.DESCRICAO).toContain('<img src="/api/image/editor/viewer/faq/abc.png" />');
    expect(created.DESCRICAO).toContain(
      '<a href="https://gov.br" target="_blank" rel="noopener noreferrer">gov</a>',
    );
    expect(created.RESUMO).toContain('Olá mundo');
    const [row] = rowsOf<{ descricao: string }>(
      await t.db.execute(sql`select descricao from doubt where codduvida = ${created.CODDUVIDA}`),
    );
    expectSafe(row!.descricao);
    const list = await call('GET', '/candidate/doubts', cand.token);
    expect(list.json<Doubt[]>().map((d) => d.CODDUVIDA)).toContain(created.CODDUVIDA);
    const one = await call('GET', `/candidate/doubts/${created.CODDUVIDA}`, cand.token);
    expect(one.json()).toMatchObject({ TITULO: 'Como envio o RG?' });
  });

  it('sanitises again on output (a row stored unsafe by hand)', async () => {
    await t.db.execute(sql`update doubt set descricao = ${HOSTILE} where codduvida = ${created.CODDUVIDA}`);
    const one = await call('GET', `/candidate/doubts/${created.CODDUVIDA}`, cand.token);
    expectSafe(one.json<Doubt>().DESCRICAO);
    const list = await call('GET', '/candidate/doubts', admin.token, undefined, C041);
    for (const d of list.json<Doubt[]>()) expectSafe(d.DESCRICAO);
  });

  it("another client's entry is 404 for reading, editing and deleting", async () => {
    expect((await call('GET', `/candidate/doubts/${created.CODDUVIDA}`, cand042.token)).statusCode).toBe(404);
    expect(
      (await call('GET', '/candidate/doubts', cand042.token)).json<Doubt[]>().map((d) => d.CODDUVIDA),
    ).not.toContain(created.CODDUVIDA);
    const put = await call(
      'PUT',
      '/candidate/doubts/',
      admin.token,
      { CODDUVIDA: created.CODDUVIDA, TITULO: 'x', DESCRICAO: 'y' },
      C042,
    );
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe('Dúvida não encontrada.');
    expect(
      (await call('DELETE', '/candidate/doubts/', admin.token, { CODDUVIDA: created.CODDUVIDA }, C042))
        .statusCode,
    ).toBe(404);
  });

  it('edit and delete are ADMIN only; candidates cannot post', async () => {
    const body = { CODDUVIDA: created.CODDUVIDA, TITULO: 'Novo', DESCRICAO: '<p>x</p>' };
    expect((await call('PUT', '/candidate/doubts/', gestor.token, body)).statusCode).toBe(403);
    expect(
      (await call('DELETE', '/candidate/doubts/', gestor.token, { CODDUVIDA: created.CODDUVIDA })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/candidate/doubts', cand.token, { TITULO: 'a', DESCRICAO: 'b' })).statusCode,
    ).toBe(403);
  });

  it('rules: title and description required (also when only unsafe HTML was sent), lengths', async () => {
    const cases: [object, string][] = [
      [{ TITULO: ' ', DESCRICAO: '<p>a</p>' }, 'Informe o título.'],
      [{ TITULO: 't'.repeat(201), DESCRICAO: '<p>a</p>' }, 'Máximo de 200 caracteres.'],
      [{ TITULO: 'ok', DESCRICAO: '' }, 'Informe a descrição.'],
      [{ TITULO: 'ok', DESCRICAO: '<script>alert(1)</script><p onclick="x"> </p>' }, 'Informe a descrição.'],
      [{ TITULO: 'ok', DESCRICAO: '<p>a</p>', RESUMO: 'r'.repeat(301) }, 'Máximo de 300 caracteres.'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/candidate/doubts', admin.token, body, C041);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('the admin edits (date set by the server) and deletes', async () => {
    const put = await call(
      'PUT',
      '/candidate/doubts/',
      admin.token,
      {
        CODDUVIDA: created.CODDUVIDA,
        TITULO: 'Como envio o RG e o CPF?',
        DESCRICAO: '<p>Use <em>Documentos</em></p>',
        DATATUALIZACAO: '2000-01-01',
      },
      C041,
    );
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      TITULO: 'Como envio o RG e o CPF?',
      message: 'Dúvida alterada com sucesso!',
    });
    expect(Date.now() - Date.parse(put.json().DATATUALIZACAO)).toBeLessThan(60_000);
    const del = await call(
      'DELETE',
      '/candidate/doubts',
      admin.token,
      { CODDUVIDA: created.CODDUVIDA, CODADM: 9 },
      C041,
    );
    expect(del.json()).toEqual({ message: 'Dúvida excluída com sucesso!' });
    expect((await call('GET', `/candidate/doubts/${created.CODDUVIDA}`, cand.token)).statusCode).toBe(404);
    expect((await call('GET', '/candidate/doubts/abc', cand.token)).statusCode).toBe(400);
  });
});

describe('benefits', () => {
  it('empty until written; the admin saves sanitised HTML; the candidate reads it', async () => {
    await t.db.execute(sql`delete from client_benefits where codadm = 9 and codcli = '042'`);
    const empty = await call('GET', '/candidate/benefits', cand042.token);
    expect(empty.json()).toEqual({ OBS_BENEFICIOS: '', DATULTATUALIZACAO: null });
    const res = await call('PATCH', '/candidate/benefits', admin.token, { OBS_BENEFICIOS: HOSTILE }, C042);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Dados de benefícios, atualizado com sucesso!');
    expectSafe(res.json().OBS_BENEFICIOS);
    const read = await call('GET', '/candidate/benefits', cand042.token);
    expectSafe(read.json().OBS_BENEFICIOS);
    expect(read.json().OBS_BENEFICIOS).toContain('<strong>mundo</strong>');
    expect(read.json().DATULTATUALIZACAO).toBe(res.json().DATULTATUALIZACAO);
  });

  it('sanitises stored text again on output; another client keeps its own text', async () => {
    await t.db.execute(
      sql`update client_benefits set obs_beneficios = ${HOSTILE} where codadm = 9 and codcli = '042'`,
    );
    expectSafe((await call('GET', '/candidate/benefits', cand042.token)).json().OBS_BENEFICIOS);
    expect((await call('GET', '/candidate/benefits', cand.token)).json().OBS_BENEFICIOS).not.toContain(
      'mundo',
    );
  });

  it('PATCH is staff only (ADMIN and MANAGER, decision 025); bad input 400', async () => {
    const byManager = await call('PATCH', '/candidate/benefits', gestor.token, {
      OBS_BENEFICIOS: '<p>VR</p>',
    });
    expect(byManager.statusCode).toBe(200);
    expect((await call('GET', '/candidate/benefits', cand.token)).json().OBS_BENEFICIOS).toBe('<p>VR</p>');
    expect(
      (await call('PATCH', '/candidate/benefits', cand.token, { OBS_BENEFICIOS: '<p>x</p>' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', '/candidate/benefits', admin.token, { OBS_BENEFICIOS: 5 }, C041)).statusCode,
    ).toBe(400);
    const long = await call(
      'PATCH',
      '/candidate/benefits',
      admin.token,
      { OBS_BENEFICIOS: 'x'.repeat(100_001) },
      C041,
    );
    expect(long.statusCode).toBe(400);
  });
});

describe('editor images in the FAQ', () => {
  it('the URL the editor upload answers survives the sanitiser and is served; an outside src is dropped', async () => {
    const body = multipartBody(await F.png(40, 30), 'figura.png');
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/image/editor/upload/duvidas',
      headers: { ...t.headers(admin.token, C041), ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode).toBe(201);
    const { data, url } = up.json<{ data: string; url: string }>();
    expect(url).toBe(`/api/image/editor/viewer/duvidas/${data}`);
    const outside = [
      'https://evil.example/x.png',
      '//evil.example/api/image/editor/viewer/duvidas/x.png',
      '/api/image/editor/viewer/../../candidate/x',
      'data:image/png;base64,AAAA',
    ];
    const html = `<p>Veja:</p><img src="${url}" alt="figura">${outside.map((src) => `<img src="${src}">`).join('')}`;
    const saved = await call(
      'POST',
      '/candidate/doubts',
      admin.token,
      { TITULO: 'Com figura', DESCRICAO: html },
      C041,
    );
    expect(saved.statusCode).toBe(201);
    const read = await call('GET', `/candidate/doubts/${saved.json<Doubt>().CODDUVIDA}`, cand.token);
    expect(read.statusCode).toBe(200);
    const description = read.json<Doubt>().DESCRICAO;
    expect(description).toContain(`<img src="${url}" alt="figura" />`);
    expect(description.match(/<img/g)).toHaveLength(1);
    for (const src of outside) expect(description).not.toContain(src);
    const shown = await t.app.inject({ method: 'GET', url });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
  });
});
