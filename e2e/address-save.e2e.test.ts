/**
 * The home address found by its CEP is saved as one address (issue 14, spec 2 §7): the page calls
 * PUT /api/candidate/address/main with the CEP and what the search found, and a refusal shows
 * 'Erro ao atualizar o endereço'. Typing a field still saves it alone (the autosave).
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
