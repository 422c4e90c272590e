/**
 * The candidate list's 'Período' filter (spec 3 §3, ADMIN): the dialog and its calendar load when
 * first opened (issue 15 §4), reversed dates are refused with the spec's message, and a name filters
 * the list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';
import { signInToClient, toast } from './support/app.ts';
import { startLifecycleServer, type LifecycleServer } from './support/lifecycle.ts';

let server: LifecycleServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startLifecycleServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('candidate list: Período', () => {
  it('refuses reversed dates and filters by name', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signInToClient(page, 'admin', '041');
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    // the table may show a single row (loading, or a first page still arriving) before the list
    await expect.poll(() => rows.count()).toBeGreaterThan(1);

    await page.getByRole('button', { name: 'Período' }).click();
    const dialog = page.getByRole('dialog', { name: 'Período' });
    await dialog.getByRole('textbox', { name: 'Data inicial' }).fill('10/10/2030');
    await dialog.getByRole('textbox', { name: 'Data final' }).fill('01/01/2030');
    await dialog.getByRole('textbox', { name: 'Nome' }).click();
    await dialog.getByRole('button', { name: 'Filtrar' }).click();
    await toast(page, 'Datas Inválidas!').waitFor();

    await dialog.getByRole('button', { name: 'Limpar', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Nome' }).fill('CARLOS');
    await dialog.getByRole('button', { name: 'Filtrar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => rows.count()).toBe(1);
    await expect(rows.first().textContent()).resolves.toContain('CARLOS CANDIDATO DA SILVA');
    await context.close();
  });
});
