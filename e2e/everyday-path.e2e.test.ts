/**
 * The everyday path at the two screens that matter most (issue 30, 'Done when'): a 1366 × 768
 * office laptop and a 360 × 780 phone. Staff walk every page of the menu and open the dialogs of
 * the day (Período, Finalizar, Editar unidade, Senha); the candidate walks the data page, its
 * tabs, Dúvidas and Privacidade. On each: no sideways scrolling, axe finds nothing serious or
 * critical, and the user menu (Senha, Sair) is on screen. The paths' own steps — the checking
 * screen's layout and keys, the refusal loop, the end states — have their tests beside their
 * features; this walk proves that nothing on the way breaks at either size.
 *
 * SCREENSHOTS_DIR=/some/dir writes a picture of every page and dialog there, to be looked at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signIn, signInToClient } from './support/app.ts';
import { seriousViolations } from './support/documents.ts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/api/src/lib/rows.ts';
import { markApproved, startLifecycleServer, type LifecycleServer } from './support/lifecycle.ts';

const SIZES: { name: string; options: BrowserContextOptions }[] = [
  { name: '1366x768', options: { viewport: { width: 1366, height: 768 } } },
  { name: '360x780', options: { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true } },
];

/** The staff pages of the menu, in the order a new administrator meets them. */
const STAFF_PAGES: { path: string; heading: RegExp }[] = [
  { path: '/admin/painel', heading: /^Painel$/ },
  { path: '/admin/fila', heading: /Fila/ },
  { path: '/admin/lista', heading: /Candidatos/ },
  { path: '/admin/cadastro', heading: /Cadastro/ },
  { path: '/admin/conversas', heading: /Conversas/ },
  { path: '/admin/relatorio', heading: /Relatório/ },
  { path: '/admin/beneficios', heading: /Benefícios/ },
  { path: '/admin/duvidas/lista', heading: /Dúvidas/ },
  { path: '/admin/unidades', heading: /Unidades/ },
  { path: '/admin/usuarios', heading: /Usuários/ },
  { path: '/admin/configuracoes', heading: /Configurações/ },
  { path: '/admin/acessos', heading: /acessos/i },
  { path: '/admin/requisicoes', heading: /Requisições/ },
];

let server: LifecycleServer;
let browser: Browser;
let candidateId: number;
/** a candidate waiting for HR with every document approved: Finalizar opens its confirmation */
let readyId: number;

beforeAll(async () => {
  [server, browser] = await Promise.all([startLifecycleServer(), launchBrowser()]);
  candidateId = (await server.t.login('candidato@demo.com.br')).candidate!.CODCANDIDATO;
  readyId = rowsOf<{ codcandidato: number }>(
    await server.t.db.execute(sql`select codcandidato from candidate where email = 'daniel@demo.com.br'`),
  )[0]!.codcandidato;
  await markApproved(server.t, readyId);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** What every screen of the walk must be: no sideways scroll, nothing serious for axe; a picture. */
async function expectFinished(page: Page, size: string, what: string) {
  await page.waitForLoadState('networkidle');
  expect(await overflow(page), `${what}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page), what).toEqual([]);
  await screenshot(page, `${size}-${what}`);
}

/** A dialog opened by `open`, checked as a screen and closed by its named close button. */
async function expectDialog(page: Page, size: string, name: string | RegExp, open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await expectFinished(page, size, `dialog ${String(name)}`);
  await dialog.getByRole('button', { name: 'Fechar' }).first().click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The user menu's Senha and Sair are reachable on this screen. */
async function expectUserMenu(page: Page) {
  await page.getByTestId('user-menu').click();
  const { width, height } = page.viewportSize()!;
  for (const name of ['Senha', 'Sair']) {
    const box = await page.getByRole('menuitem', { name }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(width);
    expect(box!.y + box!.height, name).toBeLessThanOrEqual(height);
  }
  await page.keyboard.press('Escape');
}

describe.each(SIZES)('the everyday path at $name', ({ name: size, options }) => {
  it('staff: every page of the menu and the dialogs of the day', { timeout: 240_000 }, async () => {
    const { page, context } = await newPage(browser, server.url, options);
    await signInToClient(page, 'admin', '041');
    for (const { path, heading } of STAFF_PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor();
      await expectFinished(page, size, path);
    }
    await expectUserMenu(page);

    await page.goto('/admin/lista');
    await expectDialog(page, size, 'Período', async () => {
      await page.getByRole('textbox', { name: 'Buscar por nome ou código' }).waitFor();
      // phones fold the filters behind 'Filtros'
      const filters = page.getByRole('button', { name: /^Filtros/ });
      if (await filters.isVisible()) await filters.click();
      await page.getByRole('button', { name: 'Período' }).first().click();
    });
    await page.goto(`/admin/dados/${readyId}`);
    const finalize = page.getByRole('button', { name: 'Finalizar' }).first();
    await expect.poll(() => finalize.isEnabled()).toBe(true);
    await expectFinished(page, size, 'candidate view');
    await expectDialog(page, size, 'Finalizar conferência', () => finalize.click());
    await page.goto(`/admin/conferir/${candidateId}`);
    await page.getByRole('listbox', { name: 'Documentos do candidato' }).waitFor();
    await expectFinished(page, size, 'conferir');
    await page.goto('/admin/unidades');
    await expectDialog(page, size, /unidade/i, () =>
      page
        .getByRole('button', { name: /Editar/ })
        .first()
        .click(),
    );
    await expectDialog(page, size, 'Alterar senha', async () => {
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: 'Senha' }).click();
    });
    await context.close();
  });

  it('candidate: the data page, its tabs, Dúvidas and Privacidade', { timeout: 180_000 }, async () => {
    const { page, context } = await newPage(browser, server.url, options);
    await signIn(page, 'candidato@demo.com.br');
    await page.waitForURL('**/dados');
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    await expectFinished(page, size, 'dados');
    const names = (await tabs.allTextContents()).map((t) => t.trim()).filter(Boolean);
    expect(names.length).toBeGreaterThan(3);
    for (let i = 1; i < names.length; i++) {
      await tabs.nth(i).click();
      await expect.poll(() => tabs.nth(i).getAttribute('aria-selected')).toBe('true');
      await expectFinished(page, size, `dados tab ${names[i]}`);
    }
    await expectUserMenu(page);
    for (const path of ['/duvidas', '/privacidade']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectFinished(page, size, path);
    }
    await context.close();
  });
});
