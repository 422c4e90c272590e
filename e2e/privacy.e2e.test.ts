/**
 * LGPD in a real browser (issue 16, decision 036): staff see a sensitive field masked — the
 * candidate's own and a dependent's (decision 081) — reveal it with 'Mostrar', and the access log screen shows that reveal, each detail in words (the field's
 * label, the print sections, the document type's name; the codes in a tooltip); the art. 37 record is a tab of the
 * configuration; a candidate downloads their data from 'Privacidade', files a request there, staff
 * answer it and the candidate reads the answer.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { rowsOf } from '../apps/api/src/lib/rows.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { seriousViolations } from './support/documents.ts';
import { signIn, signInToClient } from './support/app.ts';
import { startLifecycleServer, type LifecycleServer } from './support/lifecycle.ts';

let server: LifecycleServer;
let browser: Browser;
let id: number;

beforeAll(async () => {
  [server, browser] = await Promise.all([startLifecycleServer(), launchBrowser()]);
  const cand = await server.t.login('candidato@demo.com.br');
  id = cand.candidate!.CODCANDIDATO;
  await server.t.db.execute(sql`update candidate set idraca = 1 where codcandidato = ${id}`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('sensitive data in the staff view', () => {
  it('is masked until Mostrar, and the access log shows the reveal', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signInToClient(page, 'admin', '041');
    await page.goto(`/admin/dados/${id}`);
    await page.getByRole('heading', { name: /CARLOS CANDIDATO DA SILVA/ }).waitFor();
    const race = page.locator('[data-field="IDRACA"] dd');
    await race.getByText('••••••').waitFor();
    await race.getByRole('button', { name: 'Mostrar Raça/cor' }).click();
    await race.getByText('••••••').waitFor({ state: 'detached' });

    // a print link of every section and an image link of a document type, through the API
    const admin = await server.t.login('admin');
    const C041 = { CODADM: 9, CODCLI: '041' };
    const [rg] = rowsOf<{ codtipodoc: number }>(
      await server.t.db.execute(
        sql`select codtipodoc from document_type where codadm = 9 and codcli = '041' and documento = 'RG (FRENTE E VERSO)'`,
      ),
    );
    const calls = [
      ['/api/candidate/print/link', { CODCANDIDATO: id, PERMISSOES: 'ABCDEFGHI' }, 201],
      ['/api/procedure/generate/candidate/images/type', { ...C041, CODTIPODOC: rg!.codtipodoc }, 200],
    ] as const;
    for (const [url, payload, status] of calls) {
      const res = await server.t.app.inject({
        method: 'POST',
        url,
        headers: server.t.headers(admin.token, C041),
        payload,
      });
      expect(res.statusCode, res.body).toBe(status);
    }

    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`/admin/acessos?candidato=${id}`);
    // the detail in words (issue 30); the codes the API wrote stay on the element for audits
    const row = page.locator('tr[data-acao="CAMPO_SENSIVEL"]').first();
    await row.getByText('Dado sensível exibido').waitFor();
    const field = row.getByText('Raça/cor', { exact: true });
    expect(await field.getAttribute('data-raw')).toBe('IDRACA');
    await field.hover();
    await page.getByRole('tooltip').getByText('Registro: IDRACA').waitFor();
    const print = page.locator('tr[data-acao="LINK_IMPRESSAO"]').first();
    await print.getByText('Todas as seções', { exact: true }).waitFor();
    await page.locator('tr[data-acao="LEITURA_FICHA"]').first().waitFor();
    expect(await page.locator('table[aria-label="Acessos"]').textContent()).not.toMatch(
      /ABCDEFGHI|CODTIPODOC/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'acessos-1366');
    // the images link names no candidate: the unfiltered list shows it with the document's name
    await page.goto('/admin/acessos');
    await page
      .locator('tr[data-acao="LINK_IMAGENS"]')
      .first()
      .getByText(/^RG \(FRENTE E VERSO\), /)
      .waitFor();
    await context.close();
  });

  it("masks a dependent's PCD as the candidate's own, until its Mostrar (decision 081)", async () => {
    const [dep] = rowsOf<{ coddep: number }>(
      await server.t.db.execute(sql`insert into dependent (codcandidato, nome, parentesco, sexo, datnasc, pcd)
        values (${id}, 'ANA FILHA', '1', 'F', '2015-05-10', 'S') returning coddep`),
    );
    const revealed = async () =>
      rowsOf<{ n: number }>(
        await server.t.db.execute(sql`select count(*)::int as n from access_log
          where acao = 'CAMPO_SENSIVEL' and detalhe = ${`CODDEP ${dep!.coddep}; PCD`}`),
      )[0]!.n;
    const { page, context } = await newPage(browser, server.url);
    await signInToClient(page, 'admin', '041');
    await page.goto(`/admin/dados/${id}`);
    await page.getByRole('heading', { name: /CARLOS CANDIDATO DA SILVA/ }).waitFor();
    await page.getByRole('tab', { name: 'Dependentes' }).click();
    const pcd = page.locator(`[data-dependent="${dep!.coddep}"] [data-field="PCD"] dd`);
    await pcd.getByText('••••••').waitFor();
    // the dependent's own name is in clear; its PCD is not in the page until Mostrar
    await page.getByText('Dependente 1: ANA FILHA').waitFor();
    expect(await pcd.textContent()).not.toMatch(/Sim/);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await revealed()).toBe(0);
    await pcd.getByRole('button', { name: 'Mostrar Pessoa com deficiência? (Dependente 1)' }).click();
    await pcd.getByText('Sim', { exact: true }).waitFor();
    expect(await revealed()).toBe(1);
    await screenshot(page, 'dependente-pcd-revelado');
    await context.close();
  });

  it('lists what the client collects and why in the configuration', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signInToClient(page, 'admin', '041');
    await page.goto('/admin/configuracoes');
    await page.getByRole('tab', { name: 'Tratamento de dados (LGPD)' }).click();
    const cpf = page.locator('tr[data-field="CPF"]').first();
    await cpf.getByText('Cumprimento de obrigação legal', { exact: false }).waitFor();
    await page.locator('tr[data-field="IDRACA"]').getByText('Sensível').waitFor();
    await context.close();
  });
});

describe('Baixar meus dados', () => {
  it('gives the candidate a ZIP of their data from the Privacidade page', async () => {
    const { page, context } = await newPage(browser, server.url);
    // the help popup of /dados (5 s) is closed whenever it shows
    await signIn(page, 'candidato@demo.com.br');
    await page.waitForURL('**/dados');
    await page.getByRole('heading', { name: /^Dados: / }).waitFor();
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Privacidade' })
      .click();
    await page.getByRole('heading', { name: 'Privacidade' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar meus dados' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`meus-dados-${String(id).padStart(4, '0')}.zip`);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['LEIA-ME.txt', 'dados.json']));
    const dados = JSON.parse(strFromU8(files['dados.json']!)) as { titular: { CODCANDIDATO: number } };
    expect(dados.titular.CODCANDIDATO).toBe(id);
    await context.close();
  });
});

describe('requests under art. 18', () => {
  it('the candidate files a request, staff answer it, the candidate reads the answer', async () => {
    const cand = await newPage(browser, server.url);
    await signIn(cand.page, 'candidato@demo.com.br');
    await cand.page.waitForURL('**/dados');
    await cand.page.goto('/privacidade');
    await cand.page.getByRole('heading', { name: 'Requisições à empresa' }).waitFor();
    const kind = { name: 'Tipo de requisição' };
    await cand.page.getByRole('textbox', kind).or(cand.page.getByRole('combobox', kind)).first().click();
    await cand.page.getByRole('option', { name: 'Portabilidade dos dados' }).click();
    await cand.page.getByRole('textbox', { name: 'Detalhes (opcional)' }).fill('Quero levar meus dados.');
    await cand.page.getByRole('button', { name: 'Enviar requisição' }).click();
    const row = cand.page.getByRole('table', { name: 'Requisições' }).getByRole('row').nth(1);
    await row.getByText('Portabilidade dos dados').waitFor();
    await row.getByText('Aberta').waitFor();

    const staff = await newPage(browser, server.url);
    await signInToClient(staff.page, 'admin', '041');
    await staff.page.goto('/admin/configuracoes');
    await staff.page.getByRole('link', { name: 'Requisições LGPD' }).click();
    const open = staff.page
      .getByRole('table', { name: 'Requisições' })
      .getByRole('row')
      .filter({ hasText: 'Portabilidade' });
    await open.getByText('Quero levar meus dados.').waitFor();
    await open.getByRole('button', { name: 'Responder' }).click();
    const dialog = staff.page.getByRole('dialog', { name: 'Responder à requisição' });
    await dialog.getByRole('textbox', { name: 'Resposta' }).fill('O arquivo está em Baixar meus dados.');
    await dialog.getByRole('button', { name: 'Enviar resposta' }).click();
    await open.getByText('Respondida').waitFor();
    await staff.context.close();

    await cand.page.reload();
    await row.getByText('O arquivo está em Baixar meus dados.').waitFor();
    await row.getByText('Respondida').waitFor();
    await cand.context.close();
  });
});
