/**
 * The candidate's name and login in a real browser (issue 14, decision 052): the candidate corrects
 * their name on Dados Pessoais (autosave); 'Alterar e-mail' refuses an address another user has,
 * mails a code to the new one, and the code switches the login; the old address is told; staff read
 * both changes in the candidate's log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { rowsOf } from '../apps/api/src/lib/rows.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { signIn, signInToClient, toast, pollUntil } from './support/app.ts';
import { startLifecycleServer, toolbar, type LifecycleServer } from './support/lifecycle.ts';

let server: LifecycleServer;
let browser: Browser;
let id: number;
const OLD = 'candidato@demo.com.br';
const NEW = 'carlos.silva@empresa.store';

beforeAll(async () => {
  [server, browser] = await Promise.all([startLifecycleServer(), launchBrowser()]);
  id = (await server.t.login(OLD)).candidate!.CODCANDIDATO;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const stored = async () =>
  rowsOf<{ nome: string; email: string }>(
    await server.t.db.execute(sql`select nome, email from candidate where codcandidato = ${id}`),
  )[0]!;

describe('the candidate changes their name and their e-mail', () => {
  it('saves the name, switches the login only with the code sent to the new address, and staff see both in the log', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signIn(page, OLD);
    await page.waitForURL('**/dados');
    await page.getByRole('heading', { name: /^Dados: / }).waitFor();

    // the name: typed, saved when left, stored in upper case
    const name = page.getByLabel(/^Nome\s*\*?$/);
    await name.fill('Carlos Cândido da Silva');
    await name.blur();
    expect((await pollUntil(stored, (r) => r.nome !== 'CARLOS CANDIDATO DA SILVA')).nome).toBe(
      'CARLOS CÂNDIDO DA SILVA',
    );

    // the e-mail: read-only, changed through 'Alterar e-mail'
    const email = page.getByLabel(/^E-mail/);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: 'Alterar e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar e-mail' });
    await dialog.getByLabel('Novo e-mail').fill('beatriz@demo.com.br');
    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    await dialog.getByText('Este e-mail já está em uso por outro usuário. Informe outro e-mail.').waitFor();

    await dialog.getByLabel('Novo e-mail').fill(NEW);
    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    await dialog.getByText(`Enviamos um código de confirmação para ${NEW}.`, { exact: false }).waitFor();
    const mail = (await pollUntil(server.mails, (ms) => ms.some((m) => m.to === NEW))).find(
      (m) => m.to === NEW,
    )!;
    const code = /código (\d{7})/.exec(mail.text)![1]!;
    expect((await stored()).email).toBe(OLD); // until confirmed the old address stays

    await dialog.getByLabel('Código de confirmação').fill(code);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await toast(page, 'E-mail alterado.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => email.inputValue()).toBe(NEW);
    expect((await stored()).email).toBe(NEW);
    const notice = await pollUntil(server.mails, (ms) =>
      ms.some((m) => m.to === OLD && /alterado/.test(m.subject)),
    );
    expect(notice.some((m) => m.to === OLD && /Seu e-mail de acesso foi alterado/.test(m.subject))).toBe(
      true,
    );
    await context.close();

    // the new address signs in; staff read both changes in the log
    const again = await newPage(browser, server.url);
    await signIn(again.page, NEW);
    await again.page.waitForURL('**/dados');
    await again.context.close();

    const staff = await newPage(browser, server.url);
    await signInToClient(staff.page, 'admin', '041');
    await staff.page.goto(`/admin/dados/${id}`);
    await toolbar(staff.page).getByRole('button', { name: 'Log', exact: true }).click();
    const log = staff.page.getByRole('dialog', { name: 'Log do candidato' });
    await log.getByText('Nome alterado pelo candidato', { exact: false }).waitFor();
    await log.getByText('E-mail de acesso alterado pelo candidato', { exact: false }).waitFor();
    await staff.context.close();
  });
});
