/**
 * The home address found by its CEP is saved as one address (issue 14, spec 2 §7): the page calls
 * PUT /api/candidate/address/main with the CEP and what the search found, and a refusal shows
 * 'Erro ao atualizar o endereço'. Typing a field still saves it alone (the autosave). What the form
 * no longer asks (issue 30, decision 064): the delivery address has no own-home/FGTS question, a
 * CTPS Digital no issue date.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { rowsOf } from '../apps/api/src/lib/rows.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { signIn, toast } from './support/app.ts';
import { startLifecycleServer, type LifecycleServer } from './support/lifecycle.ts';

let server: LifecycleServer;
let browser: Browser;
let id: number;

beforeAll(async () => {
  [server, browser] = await Promise.all([startLifecycleServer(), launchBrowser()]);
  id = (await server.t.login('candidato@demo.com.br')).candidate!.CODCANDIDATO;
  // the CEP service is out of reach in tests: the answers come from the API's cache, as ViaCEP gave them
  const viaCep = (logradouro: string, bairro: string, ibge = '3550308') => ({
    logradouro,
    bairro,
    localidade: 'São Paulo',
    uf: 'SP',
    ibge,
  });
  await server.t.db.execute(sql`insert into cep_cache (cep, answer) values
    ('01310100', ${JSON.stringify(viaCep('Avenida Paulista', 'Bela Vista'))}::jsonb),
    ('01001000', ${JSON.stringify(viaCep('Praça da Sé', 'Sé', '9999999'))}::jsonb)
    on conflict (cep) do update set answer = excluded.answer, fetched_at = now()`);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The CTPS columns of the demo candidate. */
const ctps = async () =>
  rowsOf<{ ctpstipo: string | null; ctpsexpedicao: string | null }>(
    await server.t.db.execute(
      sql`select ctpstipo, ctpsexpedicao::text from candidate where codcandidato = ${id}`,
    ),
  )[0]!;

const address = async () =>
  rowsOf<{ cep: string | null; endereco: string | null; bairro: string | null; cidade: string | null }>(
    await server.t.db.execute(
      sql`select cep, endereco, bairro, cidade from candidate where codcandidato = ${id}`,
    ),
  )[0]!;

async function typeCep(page: Page, cep: string) {
  const field = page.getByLabel(/^CEP/).first();
  await field.fill('');
  await field.pressSequentially(cep);
}

describe('the home address found by its CEP', () => {
  it('is saved with PUT /candidate/address/main, and a refusal says Erro ao atualizar o endereço', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signIn(page, 'candidato@demo.com.br');
    await page.waitForURL('**/dados');
    await page.getByRole('tab', { name: /Endereço$/ }).click();

    const put = page.waitForRequest(
      (r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/api/candidate/address/main',
    );
    await typeCep(page, '01310100');
    const body = (await put).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ CODCANDIDATO: id, CEP: '01310100', BAIRRO: 'BELA VISTA' });
    await expect.poll(async () => (await address()).bairro).toBe('BELA VISTA');
    expect(await address()).toMatchObject({ cep: '01310100', cidade: 'SÃO PAULO' });
    await expect
      .poll(() =>
        page
          .getByLabel(/^Bairro/)
          .first()
          .inputValue(),
      )
      .toBe('BELA VISTA');

    // a city code the reference list does not hold (the page cannot know it): the server refuses the
    // whole address, and nothing of it is stored
    const refused = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/api/candidate/address/main',
    );
    await typeCep(page, '01001000');
    expect((await refused).status()).toBe(400);
    // the toast lives 5 s: looked for as soon as the refusal is in (a popup handler may run meanwhile)
    await toast(page, 'Erro ao atualizar o endereço').waitFor({ timeout: 4000 });
    expect((await address()).bairro).toBe('BELA VISTA');
    await context.close();
  });
});

describe('what the form does not ask (issue 30)', () => {
  it('the delivery address has no own-home or FGTS question; a CTPS Digital no issue date', async () => {
    const { page, context } = await newPage(browser, server.url, { viewport: { width: 1366, height: 768 } });
    await signIn(page, 'candidato@demo.com.br');
    await page.waitForURL('**/dados');
    await page.getByRole('tab', { name: /Endereço$/ }).click();
    const panel = page.getByRole('tabpanel');
    const delivery = panel.getByRole('group', { name: 'Endereço de entrega de equipamentos' });
    await delivery.getByRole('textbox', { name: 'Endereço (entrega)', exact: true }).waitFor();
    // the home's own facts are asked once, of the home
    const HOME_FACTS = /Residência própria|FGTS|Domicílio no exterior/;
    await panel.getByRole('radiogroup', { name: 'Imóvel adquirido com recursos do FGTS' }).waitFor();
    expect(await panel.getByRole('radiogroup', { name: HOME_FACTS }).count()).toBe(3);
    expect(await delivery.getByText(HOME_FACTS).count()).toBe(0);
    if (process.env.E2E_SHOTS) {
      await delivery.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/delivery-1366.png` });
    }

    // Física asks the paper CTPS's number, series, UF and issue date
    await page.getByRole('tab', { name: /Documentação$/ }).click();
    const type = panel.getByRole('radiogroup', { name: 'Tipo de CTPS' });
    const issued = panel.getByRole('textbox', { name: 'Data de expedição da CTPS', exact: true });
    await type.getByRole('radio', { name: 'Física', exact: true }).click();
    await issued.waitFor();
    await panel.getByRole('textbox', { name: 'Série da CTPS', exact: true }).waitFor();
    await issued.pressSequentially('01022012');
    await issued.press('Tab');
    await expect.poll(async () => (await ctps()).ctpsexpedicao).toBe('2012-02-01');

    // Digital: asked before emptying what was typed, then the issue date is gone, stored and shown
    await type.getByRole('radio', { name: 'Digital', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirma alteração' });
    await confirm.getByText(/data de expedição da CTPS física sejam limpos/).waitFor();
    await confirm.getByRole('button', { name: 'Sim' }).click();
    await issued.waitFor({ state: 'detached' });
    expect(await panel.getByText(/Série da CTPS|Número da CTPS|UF da CTPS/).count()).toBe(0);
    await expect.poll(ctps).toEqual({ ctpstipo: 'D', ctpsexpedicao: null });
    if (process.env.E2E_SHOTS) {
      await type.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/ctps-digital-1366.png` });
      await page.setViewportSize({ width: 360, height: 780 });
      await type.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/ctps-digital-360.png` });
      await page.getByRole('tab', { name: /Endereço$/ }).click();
      await delivery.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/delivery-360.png` });
    }
    await context.close();
  });
});
