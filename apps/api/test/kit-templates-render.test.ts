/**
 * The kit of a candidate as PDFs (issue 33 §1, modules/kit-templates renderKitForCandidate): the
 * templates of the client that apply to the candidate, in order; merged values as the product prints
 * them, read back with pdftotext; a value that looks like HTML prints as typed; page counts; FICHA
 * is the registration sheet; the preview fills '[FIELD]'.
 */
import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unknownMergeFields } from '@admissao/domain';
import { kitTemplate } from '../src/db/schema.ts';
import { previewKitTemplate, renderKitForCandidate } from '../src/modules/kit-templates/index.ts';
import { refusedContent, sanitizeKitHtml } from '../src/modules/kit-templates/kit-html.ts';
import { DEMO_KIT } from '../src/seed/demo-kit.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';

const C041 = { CODADM: 9, CODCLI: '041' };
const C042 = { CODADM: 9, CODCLI: '042' };
let t: TestApp;
let { id } = {} as DemoCast;

const text = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');
const pdfPages = (pdf: Buffer) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString())?.[1]);

async function template(nome: string, corpo: string, over: Partial<typeof kitTemplate.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(kitTemplate)
    .values({ codadm: 9, codcli: '041', nome, tipo: 'TEXTO', corpo, ...over })
    .returning({ id: kitTemplate.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ id } = await signInDemoCast(t, 'cand'));
  await t.db.execute(sql`update candidate set nome = 'JOÃO <b>CONCEIÇÃO</b> & FILHOS', cpf = '52998224725',
    datinicio = '2030-03-15', tipocargo = 'OUTROS', cargo = 'ANALISTA' where codcandidato = ${id}`);
});
afterAll(() => t.close());

describe('the demo kit', () => {
  it('is stored as the API would store it, with known fields only', () => {
    for (const k of DEMO_KIT) {
      expect(refusedContent(k.corpo), k.nome).toEqual([]);
      expect(sanitizeKitHtml(k.corpo), k.nome).toBe(k.corpo);
      expect(unknownMergeFields(k.corpo), k.nome).toEqual([]);
    }
  });

  it('renders for the demo candidate: the CLT documents and the sheet, every field filled', async () => {
    const docs = await renderKitForCandidate(t.app.ctx, C041, id);
    expect(docs.map((d) => d.nome)).toEqual(
      DEMO_KIT.filter((k) => k.aplicaA !== 'ESTAGIO').map((k) => k.nome),
    );
    for (const d of docs) {
      const s = text(d.pdf);
      expect(s, d.nome).not.toContain('{{');
      expect(s, d.nome).toContain(`Página ${d.pages} de ${d.pages}`);
    }
    const contract = text(docs[0]!.pdf);
    expect(contract).toContain('Cliente Demonstração');
    expect(contract).toContain('15/03/2030');
    expect(contract).toContain('45 (quarenta e cinco) dias');
  });
});

describe('renderKitForCandidate', () => {
  it('merges the values as printed, HTML-looking values literal, in order, only what applies', async () => {
    await t.db.execute(sql`delete from kit_template where codadm = 9 and codcli = '041'`);
    await template('Segundo', '<p>Início: {{DATINICIO}}</p>', { ordem: 2 });
    await template(
      'Contrato',
      '<h1>Contrato</h1><p>Empregado: <strong>{{NOME}}</strong>, CPF {{CPF}}, empresa {{EMPRESA}} em {{DATA_ATUAL}}.</p><ul><li>um</li><li>dois</li></ul>',
      { ordem: 1 },
    );
    await template('Estágio', '<p>Estagiário {{NOME}}</p>', { ordem: 0, aplicaA: 'ESTAGIO' });
    await template('Inativo', '<p>x</p>', { ordem: 0, ativo: false });
    const docs = await renderKitForCandidate(t.app.ctx, C041, id);
    expect(docs.map((d) => d.nome)).toEqual(['Contrato', 'Segundo']);
    const first = text(docs[0]!.pdf);
    expect(first).toContain('JOÃO <b>CONCEIÇÃO</b> & FILHOS');
    expect(first).toContain('529.982.247-25');
    expect(first).toMatch(/em \d{2}\/\d{2}\/\d{4}\./);
    expect(first).toContain('Página 1 de 1');
    expect(first).not.toContain('{{');
    expect(text(docs[1]!.pdf)).toContain('Início: 15/03/2030');
    expect(docs[0]!.pages).toBe(1);
  });

  it('an intern gets the ESTAGIO templates, not the CLT ones', async () => {
    await t.db.execute(
      sql`update candidate set tipocargo = 'ESTAGIO', cargo = 'ESTAGIO' where codcandidato = ${id}`,
    );
    await template('Só CLT', '<p>clt</p>', { ordem: 5, aplicaA: 'CLT' });
    const names = (await renderKitForCandidate(t.app.ctx, C041, id)).map((d) => d.nome);
    expect(names).toContain('Estágio');
    expect(names).not.toContain('Só CLT');
    await t.db.execute(
      sql`update candidate set tipocargo = 'OUTROS', cargo = 'ANALISTA' where codcandidato = ${id}`,
    );
  });

  it('a long text counts its pages, each numbered', async () => {
    await t.db.execute(sql`delete from kit_template where codadm = 9 and codcli = '041'`);
    const paragraph =
      '<p>Cláusula de teste com texto suficiente para ocupar uma linha inteira do documento, e mais um pouco.</p>';
    await template('Longo', `<h2>Título</h2>${paragraph.repeat(70)}`);
    const [doc] = await renderKitForCandidate(t.app.ctx, C041, id);
    expect(doc!.pages).toBe(4);
    expect(pdfPages(doc!.pdf)).toBe(4);
    expect(text(doc!.pdf)).toContain('Página 4 de 4');
  });

  it('FICHA is the registration sheet of the candidate', async () => {
    await t.db.execute(sql`delete from kit_template where codadm = 9 and codcli = '041'`);
    await template('Ficha de registro', '', { tipo: 'FICHA' });
    const [doc] = await renderKitForCandidate(t.app.ctx, C041, id);
    expect(doc!.pages).toBe(pdfPages(doc!.pdf));
    expect(text(doc!.pdf)).toContain('Ficha cadastral de admissão');
  });

  it("another client's candidate is not found", async () => {
    await expect(renderKitForCandidate(t.app.ctx, C042, id)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('previewKitTemplate', () => {
  it('fills candidate fields with [NAME] and the client facts', async () => {
    const tid = await template('Prévia', '<p>Nome: {{NOME}} — {{EMPRESA}}</p>');
    const p = await previewKitTemplate(t.app.ctx, C041, tid);
    const s = text(p.pdf);
    expect(s).toContain('Nome: [NOME]');
    expect(s).not.toContain('{{');
    await expect(previewKitTemplate(t.app.ctx, C042, tid)).rejects.toMatchObject({ statusCode: 404 });
  });
});
