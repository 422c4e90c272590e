/**
 * Configurações → Documentos para assinatura (issue 33 §1): /api/configuration/kit-templates. ADMIN
 * only (MANAGER 403), per client (another client's id 404), bad input refused in pt-BR with nothing
 * stored (NUL, too long, active or external content, unknown merge fields with the valid list), the
 * saved text sanitised, the round trip, the audit, deleting a template a sent kit used, the preview.
 */
import { execFileSync } from 'node:child_process';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_MERGE_FIELDS, type KitTemplate, type LogonAnswer } from '@admissao/domain';
import { auditLog, kitDocument, kitTemplate, signatureKit } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast } from './support/demo-cast.ts';

const C041 = { CODADM: 9, CODCLI: '041' };
const C042 = { CODADM: 9, CODCLI: '042' };
const URL = '/api/configuration/kit-templates';
let t: TestApp;
let admin: LogonAnswer;
let gestor: LogonAnswer;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  who = admin,
  tenant = C041,
) => t.app.inject({ method, url, headers: t.headers(who.token, tenant), payload: payload as object });
const valid = {
  NOME: 'Termo de teste',
  TIPO: 'TEXTO',
  CORPO: '<p>Eu, {{NOME}}, CPF {{CPF}}.</p>',
  APLICA_A: 'TODOS',
  ORDEM: 9,
  ATIVO: true,
};
const snapshot = async () =>
  JSON.stringify(await t.db.select().from(kitTemplate).orderBy(asc(kitTemplate.id)));

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, gestor } = await signInDemoCast(t, 'admin', 'gestor'));
});
afterAll(() => t.close());

async function create(body: object = valid, tenant = C041) {
  const res = await call('POST', URL, body, admin, tenant);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<KitTemplate>();
}

describe('roles and tenant', () => {
  it('a MANAGER gets 403 on every call', async () => {
    const mine = await create();
    for (const [m, u, body] of [
      ['GET', URL],
      ['GET', `${URL}/fields`],
      ['POST', URL, valid],
      ['PUT', `${URL}/${mine.ID}`, valid],
      ['DELETE', `${URL}/${mine.ID}`],
      ['GET', `${URL}/${mine.ID}/preview`],
    ] as const) {
      const res = await call(m, u, body, gestor);
      expect(res.statusCode, `${m} ${u}`).toBe(403);
    }
  });

  it("another client's template is 404 on PUT, DELETE and preview, and unchanged", async () => {
    const other = await create({ ...valid, NOME: 'Do 042' }, C042);
    const before = await snapshot();
    expect((await call('PUT', `${URL}/${other.ID}`, valid)).statusCode).toBe(404);
    expect((await call('DELETE', `${URL}/${other.ID}`)).statusCode).toBe(404);
    expect((await call('GET', `${URL}/${other.ID}/preview`)).statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
    const list = (await call('GET', URL)).json<KitTemplate[]>();
    expect(list.map((x) => x.ID)).not.toContain(other.ID);
  });
});

describe('refused input stores nothing', () => {
  const refused = async (
    body: object,
    status: number,
    message: RegExp,
    method: 'POST' | 'PUT' = 'POST',
    id?: number,
  ) => {
    const before = await snapshot();
    const res = await call(method, id ? `${URL}/${id}` : URL, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect(await snapshot()).toBe(before);
    return res.json<{ message: string; VALIDOS?: string[] }>();
  };

  it('NUL, empty and too long names and texts', async () => {
    await refused({ ...valid, CORPO: '<p>a\u0000b</p>' }, 400, /Caractere inválido/);
    await refused({ ...valid, NOME: 'a\u0000b' }, 400, /inválido/);
    await refused({ ...valid, NOME: '' }, 400, /Informe o nome/);
    await refused({ ...valid, NOME: 'x'.repeat(121) }, 400, /Máximo de 120/);
    await refused({ ...valid, CORPO: `<p>${'x'.repeat(200_001)}</p>` }, 400, /200\.000/);
    await refused({ ...valid, CORPO: '<p> </p>' }, 400, /Informe o texto/);
  });

  it.each([
    ['<p>a</p><script>alert(1)</script>', /script/],
    ['<p onclick="alert(1)">a</p>', /manipulador de evento/],
    ['<p>a <a href="javascript:alert(1)">x</a></p>', /javascript:/],
    ['<p>a <img src="https://evil.example/x.png"></p>', /imagem/],
    ['<iframe src="https://evil.example"></iframe>', /iframe/],
    ['<object data="x.swf"></object>', /object/],
    ['<p style="background: url(https://evil.example/t.png)">a</p>', /url\(\)/],
    ['<p>veja <a href="https://example.com">aqui</a></p>', /recurso externo/],
  ])('active or external content %s', async (CORPO, what) => {
    const answer = await refused({ ...valid, CORPO }, 400, /O texto contém conteúdo não permitido/);
    expect(answer.message).toMatch(what);
  });

  it('an unknown merge field: named, with the valid list; PUT too', async () => {
    const answer = await refused(
      { ...valid, CORPO: '<p>{{NOME}} {{SALARIO_X}} {{FOO}}</p>' },
      400,
      /SALARIO_X/,
    );
    expect(answer.message).toContain('{{FOO}}');
    expect(answer.VALIDOS).toEqual(KIT_MERGE_FIELDS.map((f) => f.name));
    const mine = await create();
    await refused({ ...valid, CORPO: '<p>{{NADA}}</p>' }, 400, /NADA/, 'PUT', mine.ID);
  });
});

describe('the round trip', () => {
  it('creates, lists, replaces (sanitised), previews and deletes, each audited', async () => {
    const made = await create({
      ...valid,
      CORPO:
        '<h2 class="x" style="text-align:center">Termo</h2><p><span style="color:red">Eu</span>, <b>{{NOME}}</b></p>',
    });
    expect(made.CORPO).toBe('<h2 style="text-align:center">Termo</h2><p>Eu, <b>{{NOME}}</b></p>');
    expect(made).toMatchObject({
      NOME: 'Termo de teste',
      TIPO: 'TEXTO',
      APLICA_A: 'TODOS',
      ORDEM: 9,
      ATIVO: true,
    });
    const saved = await call('PUT', `${URL}/${made.ID}`, {
      ...valid,
      NOME: 'Termo novo',
      APLICA_A: 'CLT',
      ATIVO: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<KitTemplate>()).toMatchObject({
      NOME: 'Termo novo',
      APLICA_A: 'CLT',
      ATIVO: false,
      CORPO: valid.CORPO,
    });
    const list = (await call('GET', URL)).json<KitTemplate[]>();
    expect(list.find((x) => x.ID === made.ID)?.NOME).toBe('Termo novo');
    const preview = await call('GET', `${URL}/${made.ID}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toMatch(/application\/pdf/);
    const text = execFileSync('pdftotext', ['-', '-'], { input: preview.rawPayload }).toString();
    expect(text).toContain('Eu, [NOME], CPF [CPF].');
    const fields = (await call('GET', `${URL}/fields`)).json<{ CAMPO: string; ROTULO: string }[]>();
    expect(fields.map((f) => f.CAMPO)).toContain('EMPRESA');
    expect((await call('DELETE', `${URL}/${made.ID}`)).statusCode).toBe(200);
    expect((await call('DELETE', `${URL}/${made.ID}`)).statusCode).toBe(404);
    const audit = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'kit_template'), eq(auditLog.entityId, String(made.ID))))
      .orderBy(asc(auditLog.id));
    expect(audit.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });

  it('a FICHA has no text; a template used by a sent kit can be deleted, the kit keeps its document', async () => {
    const ficha = await create({ NOME: 'Ficha de registro', TIPO: 'FICHA', CORPO: '<p>ignorado</p>' });
    expect(ficha.CORPO).toBe('');
    const preview = await call('GET', `${URL}/${ficha.ID}/preview`);
    expect(preview.statusCode).toBe(200);
    const { id } = await signInDemoCast(t, 'cand');
    const [kit] = await t.db
      .insert(signatureKit)
      .values({ codadm: 9, codcli: '041', codcandidato: id, status: 'AGUARDANDO_CANDIDATO', sentBy: 'admin' })
      .returning({ id: signatureKit.id });
    await t.db.insert(kitDocument).values({
      kitId: kit!.id,
      templateId: ficha.ID,
      nome: 'Ficha de registro',
      ordem: 1,
      originalKey: 'kit/x.pdf',
      originalSha256: '0'.repeat(64),
      pages: 1,
    });
    expect((await call('DELETE', `${URL}/${ficha.ID}`)).statusCode).toBe(200);
    const docs = await t.db.select().from(kitDocument).where(eq(kitDocument.kitId, kit!.id));
    expect(docs.map((d) => [d.nome, d.templateId])).toEqual([['Ficha de registro', ficha.ID]]);
  });
});
