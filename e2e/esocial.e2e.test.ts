/**
 * eSocial S-2200 in a real browser (issue 17): a finalized demo candidate → 'eSocial S-2200' lists
 * what the event still lacks → staff fill the 'Vínculo (eSocial)' section from the panel's link →
 * the panel is clean and 'Baixar XML' downloads S-2200_<CPF>_<Id>.xml, unsigned. A parent-in-law
 * dependent for IRRF: the panel asks for its eSocial type, its link opens the Dependentes section
 * where staff choose it, and the pre-check clears (decision 031, 2026-11-26).
 */
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';
import { signInToClient } from './support/app.ts';
import { startLifecycleServer, toolbar, type LifecycleServer } from './support/lifecycle.ts';

let server: LifecycleServer;
let browser: Browser;
let id: number;

beforeAll(async () => {
  [server, browser] = await Promise.all([startLifecycleServer(), launchBrowser()]);
  const cand = await server.t.login('candidato@demo.com.br');
  id = cand.candidate!.CODCANDIDATO;
  // a finalized candidate whose own data is complete; the employer decides the link's data
  await server.t.db.execute(sql`update candidate set codstatus = 8, cpf = '52998224725', sexo = 'M',
    datnasc = '1990-03-15', idgrauinstrucao = '7', idraca = '3', idestcivil = 'SOL', nacionalidade = 'BRA',
    naturalidade = '3550308', endereco = 'Rua das Flores', numero = '10', cep = '01310100',
    codcidade = '3550308', uf = 'SP', pcd = 'N', tipocargo = 'OUTROS', cargo = 'Analista',
    datinicio = '2026-12-01', codcateg = '101', undsalfixo = '5', tpcontr = '1', tpregjor = '2',
    natatividade = '1' where codcandidato = ${id}`);
  await server.t.db.execute(sql`update unit set cnpj = '11222333000262'
    where codunidade = (select codunidade from candidate where codcandidato = ${id})`);
  await server.t.db.execute(sql`insert into client_settings (codadm, codcli, settings)
    values (9, '041', '{"CNPJ_EMPREGADOR": "11222333000181"}'::jsonb)
    on conflict (codadm, codcli) do update set settings = client_settings.settings || excluded.settings`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('eSocial S-2200 in the staff view', () => {
  it('lists what is missing, staff fill the Vínculo section, and Baixar XML downloads the event', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signInToClient(page, 'admin', '041');
    await page.goto(`/admin/dados/${id}`);
    await page.getByRole('heading', { name: /CARLOS CANDIDATO DA SILVA/ }).waitFor();

    await toolbar(page).getByRole('button', { name: 'eSocial S-2200' }).click();
    const panel = page.getByRole('dialog', { name: 'eSocial S-2200' });
    const pending = panel.getByRole('list', { name: 'Pendências do S-2200' });
    for (const label of ['Matrícula', 'CBO do cargo', 'Salário base', 'CNPJ do sindicato da categoria'])
      await pending.getByText(label, { exact: true }).waitFor();
    await expect(panel.getByRole('button', { name: 'Baixar XML' }).count()).resolves.toBe(0);

    await pending.getByRole('button', { name: 'Editar Vínculo (eSocial)' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Alterar Vínculo (eSocial)' });
    await dialog.getByRole('textbox', { name: 'Matrícula' }).fill('A-0001');
    await dialog.getByRole('textbox', { name: 'CBO do cargo' }).fill('212405');
    await dialog.getByRole('textbox', { name: 'Salário base' }).fill('5500,50');
    await dialog.getByRole('textbox', { name: 'CNPJ do sindicato da categoria' }).fill('11.444.777/0001-61');
    await dialog.getByRole('button', { name: 'Gravar' }).click();
    await dialog.waitFor({ state: 'detached' });

    await toolbar(page).getByRole('button', { name: 'eSocial S-2200' }).click();
    await panel.getByText('Pronto para exportar').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Baixar XML' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^S-2200_52998224725_ID1\d{33}\.xml$/);
    const xml = await readFile((await download.path())!, 'utf8');
    expect(xml).toContain('<matricula>A-0001</matricula>');
    expect(xml).toContain('<vrSalFx>5500.50</vrSalFx>');
    expect(xml).not.toContain('Signature');
    await context.close();
  }, 90_000);

  it('exports the selected finalized candidates of the list as one ZIP with the report', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signInToClient(page, 'admin', '041');
    await page
      .getByRole('checkbox', { name: /Selecionar CARLOS CANDIDATO DA SILVA para o eSocial \(S-2200\)/ })
      .check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar S-2200 (1)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^S-2200_lote_\d{14}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(Object.keys(files).some((n) => /^S-2200_52998224725_ID1\d{33}\.xml$/.test(n))).toBe(true);
    expect(strFromU8(files['RELATORIO.txt']!)).toContain('Exportados: 1. Não exportados: 0.');
    await context.close();
  }, 90_000);

  it("staff choose the eSocial type of a 'sogro' dependent from the panel's item, and the pre-check clears", async () => {
    await server.t.db.execute(sql`insert into dependent (codcandidato, nome, parentesco, sexo, datnasc, pcd,
      dependenteirrf) values (${id}, 'Rosa Souza', '8', 'F', '1950-09-09', 'N', true)`);
    const { page, context } = await newPage(browser, server.url);
    await signInToClient(page, 'admin', '041');
    await page.goto(`/admin/dados/${id}`);
    await page.getByRole('heading', { name: /CARLOS CANDIDATO DA SILVA/ }).waitFor();

    await toolbar(page).getByRole('button', { name: 'eSocial S-2200' }).click();
    const panel = page.getByRole('dialog', { name: 'eSocial S-2200' });
    const pending = panel.getByRole('list', { name: 'Pendências do S-2200' });
    await pending
      .getByText('Dependente para IRRF: escolha o tipo de dependente do eSocial (09 ou 99).', {
        exact: false,
      })
      .waitFor();
    await pending.getByRole('button', { name: 'Escolher em Dependentes' }).click();
    await panel.waitFor({ state: 'detached' });

    const label = { name: 'Tipo de dependente (eSocial) de Rosa Souza', exact: true } as const;
    await page.getByRole('textbox', label).or(page.getByRole('combobox', label)).first().click();
    await page.getByRole('option', { name: '09 - Pais, avós e bisavós' }).click();
    await page.getByRole('button', { name: 'Salvar tipo' }).click();
    await page.getByText('Tipo de dependente do eSocial salvo.').waitFor();

    await toolbar(page).getByRole('button', { name: 'eSocial S-2200' }).click();
    await panel.getByText('Pronto para exportar').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Baixar XML' }).click(),
    ]);
    const xml = await readFile((await download.path())!, 'utf8');
    expect(xml).toMatch(/<dependente><tpDep>09<\/tpDep><nmDep>Rosa Souza<\/nmDep>/);
    await context.close();
  }, 90_000);
});
