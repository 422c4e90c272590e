/**
 * The access-link dialog of the staff view in a real browser (issue 14): the gestor opens a
 * registered candidate (status 1), sees the live link, resends it by e-mail; the dialog shows the
 * new link, the candidate receives it, and the old one no longer opens the first access.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { rowsOf } from '../apps/api/src/lib/rows.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { signIn, toast, waitForStaffHome } from './support/app.ts';
import { startLifecycleServer, toolbar, type LifecycleServer } from './support/lifecycle.ts';

const BEATRIZ = 'beatriz@demo.com.br';
let server: LifecycleServer;
let browser: Browser;
let id: number;
let oldLink: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startLifecycleServer(), launchBrowser()]);
  id = rowsOf<{ codcandidato: number }>(
    await server.t.db.execute(sql`select codcandidato from candidate where email = ${BEATRIZ}`),
  )[0]!.codcandidato;
  oldLink = await server.t.issueCandidateLink(BEATRIZ);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('access-link dialog', () => {
  it('shows the current link with a copy button and resends a new one by e-mail', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signIn(page, 'gestor');
    await waitForStaffHome(page);
    await page.goto(`/admin/dados/${id}`);
    await toolbar(page).getByRole('button', { name: 'Link de acesso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link de acesso do candidato' });
    await expect.poll(() => dialog.getByLabel('Link de acesso').inputValue()).toBe(oldLink);
    await dialog.getByRole('button', { name: 'Copiar' }).waitFor();

    await dialog.getByRole('button', { name: 'Reenviar por e-mail' }).click();
    await toast(page, 'Link de acesso reenviado por e-mail.').waitFor();
    await expect.poll(() => dialog.getByLabel('Link de acesso').inputValue()).not.toBe(oldLink);
    const newLink = await dialog.getByLabel('Link de acesso').inputValue();
    await expect
      .poll(async () =>
        (await server.mails()).some((m) => m.to.includes(BEATRIZ) && m.text.includes(newLink)),
      )
      .toBe(true);

    const start = (link: string) => {
      const url = new URL(link);
      return server.t.app.inject({
        method: 'POST',
        url: '/api/auth/start',
        payload: {
          USUARIO: url.searchParams.get('u'),
          SENHA: 'Nova#Senha97',
          SENHA_ANTERIOR: url.searchParams.get('l'),
        },
      });
    };
    expect((await start(oldLink)).statusCode).toBe(401);
    expect((await start(newLink)).statusCode).toBe(200);
    await context.close();
  });
});
