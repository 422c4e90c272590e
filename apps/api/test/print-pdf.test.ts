/**
 * POST /api/candidate/print (docs/api-lifecycle.md; spec 3 §2, §5): the PDF opens, holds the chosen
 * areas and not the others, and its text (read back with a PDF library) has the candidate's data with
 * accents, page numbers and the generation date; selection rules, print rule, tenant and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import type { LogonAnswer } from '@admissao/domain';
import { loadFont } from '../src/modules/print/render-pdf.ts';
import { renderPoolState, stopRenderPool } from '../src/modules/print/render-pool.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { C041, C042, fillComplete, refuseDocument, setFlag, setStatus } from './support/lifecycle-fixture.ts';
import { signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let admin: LogonAnswer;
let gestor: LogonAnswer;
let gestor2: LogonAnswer;
let cand: LogonAnswer;
let id: number;

// a 1×1 PNG: the client logo
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, gestor, gestor2, cand } = await signInDemoCast(t, 'admin', 'gestor', 'gestor2', 'cand'));
  id = await fillComplete(t, cand);
  await t.db
    .execute(sql`update candidate set nome = 'JOÃO DA CONCEIÇÃO ÁVILA', nomemae = 'Maria Aparecida Conceição',
    datinicio = '2030-03-15' where codcandidato = ${id}`);
  await t.db.execute(sql`insert into dependent (codcandidato, nome, parentesco, sexo, datnasc)
    values (${id}, 'Luíza Conceição Ávila', 1, 'F', '2015-05-10')`);
  await refuseDocument(t, id, 'COMPROVANTE DE RESIDÊNCIA', 'Imagem ilegível, envie outra.');
  await setStatus(t, id, 4);
});
afterAll(() => t.close());

const print = (who: LogonAnswer, body: Record<string, unknown>, tenant = C041) =>
  t.app.inject({
    method: 'POST',
    url: '/api/candidate/print',
    headers: t.headers(who.token, who === cand ? undefined : tenant),
    payload: { CODCANDIDATO: id, ...body },
  });

async function pdfText(raw: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(raw));
  const { text, totalPages } = await extractText(doc, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), totalPages };
}

describe('the PDF', () => {
  it('opens and holds the chosen areas only, with accents, dates dd/mm/yyyy, pages and date', async () => {
    const res = await print(admin, { DADOSPESSOAIS: true, DOCUMENTOS: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="cadastro-${String(id).padStart(4, '0')}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // rendered by the worker pool, off the event loop
    expect(renderPoolState()).toEqual({ started: true, broken: false });
    const { text, totalPages } = await pdfText(res.rawPayload);
    expect(totalPages).toBeGreaterThanOrEqual(1);
    for (const s of [
      'JOÃO DA CONCEIÇÃO ÁVILA',
      'Maria Aparecida Conceição',
      'Cliente Demonstração',
      'Dados Pessoais',
      'Dados do cadastro',
      'Endereço residencial',
      '15/03/2030',
      'Documentos Enviados',
      'COMPROVANTE DE RESIDÊNCIA',
      'Recusado — Imagem ilegível, envie outra.',
      `Página 1 de ${totalPages}`,
      `Página ${totalPages} de ${totalPages}`,
      'Gerado em',
    ])
      expect(text, s).toContain(s);
    for (const s of [
      'Dados Bancários',
      'Dependentes',
      'Luíza',
      'Dados de Transporte',
      'Entrega de equipamentos',
    ])
      expect(text, s).not.toContain(s);
  });

  it('prints every area when all are chosen, dependents and documents included', async () => {
    const res = await print(admin, {
      DADOSPESSOAIS: true,
      ENTREGAEQUIP: true,
      DOCUMENTACAO: true,
      INFOADICIONAL: true,
      DADOSBANCARIOS: true,
      TRANSPORTE: true,
      BENEFICIOS: true,
      DEPENDENTES: true,
      DOCUMENTOS: true,
    });
    expect(res.statusCode).toBe(200);
    const { text, totalPages } = await pdfText(res.rawPayload);
    expect(totalPages).toBeGreaterThan(1);
    for (const s of [
      'Dados Pessoais',
      'Entrega de equipamentos',
      'Documentação',
      'Informações adicionais',
      'Dados Bancários',
      'Dados de Transporte',
      'Benefícios',
      'Dependente 1: Luíza Conceição Ávila',
      // coded values print as their labels
      'Solteiro(a)',
      '001 - Banco do Brasil S.A.',
      'Naturalidade São Paulo - SP',
      'MATRIZ SÃO PAULO',
      'Filho(a)',
      '10/05/2015',
      'Documentos Enviados',
      `Página ${totalPages} de ${totalPages}`,
    ])
      expect(text, s).toContain(s);
  });

  it('prints only the dependents when only they are chosen', async () => {
    const { text } = await pdfText((await print(admin, { DEPENDENTES: true })).rawPayload);
    expect(text).toContain('Luíza Conceição Ávila');
    expect(text).not.toContain('Dados Pessoais');
    expect(text).not.toContain('Maria Aparecida');
  });

  it('embeds the client logo when the client has one', async () => {
    await t.db.execute(
      sql`update client set logo = ${PNG}, logo_mime = 'image/png' where codadm = 9 and codcli = '041'`,
    );
    const res = await print(admin, { DOCUMENTOS: true });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
    await t.db.execute(
      sql`update client set logo = null, logo_mime = null where codadm = 9 and codcli = '041'`,
    );
  });
});

describe('rules and bad input', () => {
  it('needs at least one area, and personal data with equipment delivery', async () => {
    const none = await print(admin, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Selecione ao menos um item para imprimir!');
    const allFalse = await print(admin, { DADOSPESSOAIS: false, DOCUMENTOS: false });
    expect(allFalse.json().message).toBe('Selecione ao menos um item para imprimir!');
    const delivery = await print(admin, { ENTREGAEQUIP: true });
    expect(delivery.statusCode).toBe(400);
    expect(delivery.json().message).toBe(
      'Para imprimir a entrega de equipamentos, selecione também os dados pessoais.',
    );
    expect((await print(admin, { ENTREGAEQUIP: true, DADOSPESSOAIS: true })).statusCode).toBe(200);
  });

  it('prints from status 3 up only', async () => {
    for (const s of [1, 2, 3, 8, 9, 14]) {
      await setStatus(t, id, s);
      const res = await print(admin, { DOCUMENTOS: true });
      expect(res.statusCode, `status ${s}`).toBe(s >= 3 ? 200 : 403);
      if (s < 3)
        expect(res.json().message).toBe('Só é possível imprimir a partir do status 3 (Em preenchimento).');
    }
    await setStatus(t, id, 4);
  });

  it('needs IMPRIMIR for a manager', async () => {
    expect((await print(gestor, { DOCUMENTOS: true })).statusCode).toBe(200);
    await setFlag(t, 'gestor', 'IMPRIMIR', false);
    const res = await print(gestor, { DOCUMENTOS: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Você não tem permissão para imprimir.');
    await setFlag(t, 'gestor', 'IMPRIMIR', true);
  });

  it("answers 404 for another client's candidate and 403 for a candidate", async () => {
    const other = await print(gestor2, { DOCUMENTOS: true }, C042);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Candidato não encontrado.');
    expect((await print(admin, { DOCUMENTOS: true }, C042)).statusCode).toBe(404);
    expect((await print(cand, { DOCUMENTOS: true })).statusCode).toBe(403);
  });

  it('refuses malformed input with 400', async () => {
    for (const body of [
      { CODCANDIDATO: 'abc', DOCUMENTOS: true },
      { CODCANDIDATO: -1, DOCUMENTOS: true },
      { DOCUMENTOS: 'sim' },
      { DOCUMENTOS: true, CODUSUARIO: 'x' },
    ]) {
      const res = await print(admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const otherUser = await print(admin, { DOCUMENTOS: true, CODUSUARIO: gestor.user.CODUSUARIO });
    expect(otherUser.statusCode).toBe(403);
  });
});

describe('the render pool', () => {
  it('renders again after its workers are stopped, and in the main thread while they stop', async () => {
    const body = { DOCUMENTOS: true };
    const during = print(admin, body);
    await stopRenderPool();
    expect((await during).statusCode).toBe(200);
    const after = await print(admin, body);
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(renderPoolState()).toEqual({ started: true, broken: false });
  });
});

describe('the fonts every PDF of a thread shares', () => {
  it('keep each glyph’s character for the text layer once a subset has used it inside an accented one', () => {
    // `ú` is drawn as `u` + acute: writing the subset of a PDF that printed "Júlia" must not leave the
    // `u` of every later PDF without its character (found when one process ran several test files:
    // "Aguardando" read back as "Ag,ardando")
    const font = loadFont('DejaVuSans.ttf');
    const subset = font.createSubset();
    for (const glyph of font.layout('ú').glyphs) subset.includeGlyph(glyph);
    subset.encode();
    expect(font.layout('u').glyphs.map((g) => g.codePoints)).toEqual([[0x75]]);
  });
});
