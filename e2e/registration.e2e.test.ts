/**
 * Staff screens of issue 3 in a real browser against the real API (demo data of docs/design.md §8):
 * a unit is added, a candidate registered (with the 'Atenção' notice for a missing field), the
 * access link copied and used for the first access, and the list follows the status; an empty
 * Gravar lists every missing field at once (issue 30 §7).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { isoDateInBrazil } from '@admissao/domain';
import { startTestServer, type TestServer } from '../apps/api/src/testing/start-test-server.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { openCandidateList, signInToClient, toast, waitForStaffHome } from './support/app.ts';
import { menu } from './support/configuration.ts';
import { seriousViolations } from './support/documents.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const UNIT = 'FILIAL SANTOS';
const NAME = 'RENATA TESTE REGISTRO';
const EMAIL = 'renata.registro@teste.com.br';

/** dd/mm/yyyy a week after today in Brasília. */
function nextWeek(): string {
  const [y, m, d] = isoDateInBrazil().split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d! + 7));
  return date.toISOString().slice(0, 10).split('-').reverse().join('/');
}

/** The candidate's row in the list, found through the quick search. */
async function listRow(page: Page) {
  await page.getByLabel('Buscar por nome ou código').fill('RENATA');
  return page.getByRole('row').filter({ hasText: NAME });
}

/** A new admin page signed in to 041, on its candidate list. */
async function adminOnTheList() {
  const admin = await newPage(browser, server.url);
  await signInToClient(admin.page, 'admin', '041');
  await admin.page.getByRole('row').filter({ hasText: 'CARLOS CANDIDATO DA SILVA' }).waitFor();
  return admin;
}

/** Opens a main-menu entry and waits for its page. */
async function openFromMenu(page: Page, entry: string, path: string) {
  await menu(page, entry); // Unidades is under the header's 'Configuração' drop-down (issue 30)
  await page.waitForURL(`**/admin/${path}`);
}

describe('registration', () => {
  it('adds a unit, registers a candidate, whose link leads to the first access; the list follows', async () => {
    const admin = await adminOnTheList();
    const page = admin.page;

    // units: the e-mail is checked, then the unit is added
    await openFromMenu(page, 'Unidades', 'unidades');
    await page.getByRole('button', { name: 'Adicionar unidade' }).click();
    const unitDialog = page.getByRole('dialog', { name: 'Adicionar unidade' });
    await unitDialog.getByLabel(/^Unidade/).fill(UNIT);
    await unitDialog.getByLabel(/^E-mail do responsável/).fill('rh.santos');
    await unitDialog.getByRole('button', { name: 'Salvar' }).click();
    await unitDialog.getByText('Email inválido').waitFor();
    await unitDialog.getByLabel(/^E-mail do responsável/).fill('rh.santos@demo.com.br');
    await unitDialog.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Unidade adicionada com sucesso!').waitFor();
    await page.getByRole('cell', { name: UNIT, exact: true }).waitFor();

    // registration: Gestor left empty first → 'Atenção' names it and focuses it
    await openFromMenu(page, 'Cadastro', 'cadastro');
    await page.getByLabel(/^Nome/).fill(NAME);
    // an e-mail of a process still open (demo candidate 0004) cannot be used
    await page.getByLabel(/^E-mail/).fill('daniel@demo.com.br');
    await page.getByLabel(/^Nome/).click();
    const inUse = page.getByRole('dialog', { name: 'E-mail em uso' });
    await inUse.getByText(/candidato 0004 \(DANIEL OLIVEIRA COSTA\)/).waitFor();
    await inUse.getByRole('button', { name: 'Entendi' }).click();
    await inUse.waitFor({ state: 'detached' });
    await page.getByLabel(/^E-mail/).fill(EMAIL);
    await page.getByRole('combobox', { name: 'Unidade' }).click();
    await page.getByRole('option', { name: UNIT }).click();
    await page.getByLabel(/^Data de início/).fill(nextWeek());
    await page.getByLabel(/^Cargo/).fill('ANALISTA DE TESTES');
    await page.getByRole('button', { name: 'Gravar' }).click();
    const notice = page.getByRole('alert', { name: 'Atenção' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Próximo campo a ser preenchido: Gestor');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe('GESTOR');

    // Gestor from the suggestions (prefix), Recrutador typed
    await page.getByRole('combobox', { name: 'Gestor' }).fill('MARI');
    await page.getByRole('option', { name: 'MARIANA PRADO' }).click();
    await page.getByRole('combobox', { name: 'Recrutador' }).fill('PEDRO ALVES');
    await page.getByLabel(/^Celular/).fill('11987654321');

    // the required admin custom field is on the other tab
    await page.getByRole('button', { name: 'Gravar' }).click();
    await page.getByRole('tab', { name: 'Informações adicionais', selected: true }).waitFor();
    await page.getByLabel(/^Centro de custo/).fill('CC-1001');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toast(page, 'Candidato cadastrado com sucesso!').waitFor();

    const linkField = page.getByLabel('Link de acesso');
    await page.getByRole('button', { name: 'Copiar' }).click();
    await toast(page, 'Link copiado!').waitFor();
    const link = await linkField.inputValue();
    expect(link).toContain(`u=${encodeURIComponent(EMAIL)}`);
    expect(await page.getByRole('button', { name: 'Gravar' }).isDisabled()).toBe(true);

    // the list shows the new candidate as 'Cadastrado'
    // Voltar leads home: the Painel (decision 041); the list is one menu entry away
    await page.getByRole('button', { name: 'Voltar' }).click();
    await waitForStaffHome(page);
    await openCandidateList(page);
    const row = await listRow(page);
    await row.getByText('Cadastrado', { exact: true }).waitFor();
    await row.getByText(UNIT).waitFor();
    // the list's state (here the search) is remembered per table
    const stored = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('admissao.tableState.candidatos') ?? '{}'));
    await expect.poll(stored).toMatchObject({ filters: { NOME: 'RENATA' }, pageSize: 25 });
    await expect.poll(() => page.getByRole('row').count()).toBe(2);

    // the link in a fresh browser context: first access, then /dados
    const candidate = await newPage(browser, server.url);
    await candidate.page.goto(link);
    await candidate.page.getByRole('heading', { name: 'Primeiro acesso' }).waitFor();
    // greeted by name once the password is made, never by the e-mail the link carries
    expect(await candidate.page.getByRole('form', { name: 'Primeiro acesso' }).textContent()).not.toContain(
      EMAIL,
    );
    await candidate.page.getByLabel(/^Nova senha/).fill('Renata@Teste7');
    await candidate.page.getByLabel(/^Confirmação/).fill('Renata@Teste7');
    await candidate.page.getByRole('button', { name: /Salvar senha/ }).click();
    await candidate.page.waitForURL('**/dados');
    await toast(candidate.page, 'Olá, Renata! Sua senha foi criada.').waitFor();
    await candidate.context.close();

    // back in the admin context: after a reload the status is 'Primeiro acesso'
    await page.reload();
    const after = page.getByRole('row').filter({ hasText: NAME });
    await after.getByText('Primeiro acesso', { exact: true }).waitFor();
    await admin.context.close();
  });

  it('an empty Gravar marks and lists every missing field at once; a message never repeats its label', async () => {
    const admin = await newPage(browser, server.url, { viewport: { width: 1366, height: 768 } });
    const page = admin.page;
    await signInToClient(page, 'admin', '041');
    await openFromMenu(page, 'Cadastro', 'cadastro');
    await page.getByRole('button', { name: 'Gravar' }).click();
    const summary = page.getByRole('alert', { name: 'Atenção' });
    await summary.waitFor();
    // the spec's sentence names the next field; every missing one is listed, the first focused
    expect(await summary.textContent()).toContain(
      'Os campos marcados com [*] são de preenchimento obrigatório. Próximo campo a ser preenchido: Nome',
    );
    const missing = ['Nome', 'E-mail', 'Unidade', 'Data de início', 'Cargo', 'Gestor', 'Recrutador'];
    const links = () => summary.getByRole('button').allTextContents();
    expect(await links()).toEqual([...missing, 'Centro de custo']);
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe('NOME');
    const panel = page.getByRole('tabpanel', { name: 'Cadastro' });
    expect(await panel.getByText('Campo obrigatório', { exact: true }).count()).toBe(missing.length);
    expect(await seriousViolations(page)).toEqual([]);
    if (process.env.E2E_SHOTS) {
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/registration-empty-1366.png`, fullPage: true });
      await page.setViewportSize({ width: 360, height: 780 });
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/registration-empty-360.png`, fullPage: true });
      await page.setViewportSize({ width: 1366, height: 768 });
    }

    // an invalid e-mail: under the field the spec's 'Email inválido', not 'E-mail: Email inválido'
    await page.getByLabel(/^Nome/).fill('Teste Resumo');
    await page.getByLabel(/^E-mail/).fill('rh.santos');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await expect
      .poll(links)
      .toEqual(['Unidade', 'Data de início', 'Cargo', 'Gestor', 'Recrutador', 'Centro de custo', 'E-mail']);
    expect(await summary.getByText('Corrija (1):').count()).toBe(1);
    await panel.getByText('Email inválido', { exact: true }).waitFor();
    expect(await page.getByText(/E-mail: Email/).count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe('EMAIL'); // the first problem in form order

    // a field of the other tab is one click away; an edit takes its field out of the list
    await summary.getByRole('button', { name: 'Centro de custo' }).click();
    await page.getByRole('tab', { name: 'Informações adicionais', selected: true }).waitFor();
    const costCentre = page.getByLabel(/^Centro de custo/);
    await expect.poll(() => costCentre.evaluate((el) => el === document.activeElement)).toBe(true);
    await costCentre.fill('CC-9');
    await expect.poll(links).not.toContain('Centro de custo');
    await admin.context.close();
  });

  it("registers an intern: the job title is not asked, the API stores the job type's ESTAGIO", async () => {
    const admin = await adminOnTheList();
    const page = admin.page;
    await openFromMenu(page, 'Cadastro', 'cadastro');
    await page.getByLabel(/^Nome/).fill('Igor Estagiário Teste');
    await page.getByLabel(/^E-mail/).fill('igor.estagio@teste.com.br');
    await page.getByRole('combobox', { name: 'Unidade' }).click();
    await page.getByRole('option').first().click();
    await page.getByLabel(/^Data de início/).fill(nextWeek());
    await page.getByLabel(/^Cargo/).waitFor();
    await page.getByRole('radio', { name: 'Estágio' }).check();
    // CARGO's visible rule: an intern's job title is the job type itself
    await page.getByLabel(/^Cargo/).waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Gestor' }).fill('MARI');
    await page.getByRole('option', { name: 'MARIANA PRADO' }).click();
    await page.getByRole('combobox', { name: 'Recrutador' }).fill('PEDRO ALVES');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await page.getByRole('tab', { name: 'Informações adicionais', selected: true }).waitFor();
    await page.getByLabel(/^Centro de custo/).fill('CC-2002');
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/candidate') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Gravar' }).click();
    const answer = await sent;
    expect(answer.status()).toBe(201);
    const body = answer.request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ TIPOCARGO: 'ESTAGIO', NOME: 'Igor Estagiário Teste' });
    expect(body).not.toHaveProperty('CARGO');
    await toast(page, 'Candidato cadastrado com sucesso!').waitFor();

    // the staff view reads the stored record: NOME upper-cased and CARGO forced by the registry
    const { CODCANDIDATO } = (await answer.json()) as { CODCANDIDATO: number };
    const read = page.waitForResponse(
      (r) => r.url().endsWith(`/api/candidate/${CODCANDIDATO}`) && r.request().method() === 'GET',
    );
    await page.goto(`${server.url}/admin/dados/${CODCANDIDATO}`);
    expect(await (await read).json()).toMatchObject({
      NOME: 'IGOR ESTAGIÁRIO TESTE',
      TIPOCARGO: 'ESTAGIO',
      CARGO: 'ESTAGIO',
    });
    await admin.context.close();
  });
});
