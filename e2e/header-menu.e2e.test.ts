/**
 * The staff header (issue 30): at 1366 and 1280 px nothing overflows and every entry in front and
 * the user menu are on screen; the administration's entries are under 'Configuração', which is lit
 * while one of its pages is shown — the access log lit 'Painel' before; at 360 px a burger opens
 * a drawer with every entry. axe finds nothing serious with each menu open. And a refused
 * sign-in's toast leaves with the next, successful sign-in (item 6).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../apps/api/src/testing/start-test-server.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { signIn, toast, waitForStaffHome } from './support/app.ts';
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

/** the demo administrator's entries in front of the header (Relatório: his permission) */
const FRONT = [
  'Clientes',
  'Painel',
  'Fila de conferência',
  'Candidatos',
  'Cadastro',
  'Relatório',
  'Conversas',
];
const CONFIGURATION = ['eSocial — prazos', 'Benefícios', 'Dúvidas', 'Configurações', 'Unidades', 'Usuários'];

/** with E2E_SHOTS=<folder>, a picture of the header (to look at, not checked) */
const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/header-${name}.png` });
};

/** The administrator signed in, acting on client 041, on the Painel. */
async function adminOn041(width: number, height: number, phone = false) {
  const { page, context } = await newPage(browser, server.url, {
    viewport: { width, height },
    ...(phone ? { isMobile: true, hasTouch: true } : {}),
  });
  await signIn(page, 'admin');
  await page.waitForURL('**/clients');
  await page.getByRole('button', { name: /Código 041/ }).click();
  await waitForStaffHome(page);
  return { page, context };
}

const noHorizontalOverflow = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'the page scrolls sideways',
  ).toBe(true);

async function expectInView(page: Page, element: Locator, what: string) {
  const box = await element.boundingBox();
  const { width, height } = page.viewportSize()!;
  expect(box, `${what} shown`).not.toBeNull();
  expect(box!.x, what).toBeGreaterThanOrEqual(0);
  expect(box!.y, what).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, what).toBeLessThanOrEqual(width);
  expect(box!.y + box!.height, what).toBeLessThanOrEqual(height);
}

/** Signs out through the user menu, passing by 'Senha' (its dialog opens and is closed). */
async function passwordThenSignOut(page: Page) {
  const userMenu = page.getByTestId('user-menu');
  await userMenu.click();
  for (const name of ['Senha', 'Sair']) await expectInView(page, page.getByRole('menuitem', { name }), name);
  expect(await seriousViolations(page), 'user menu open').toEqual([]);
  await page.getByRole('menuitem', { name: 'Senha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.waitForURL('**/login');
}

describe('staff header', () => {
  it.each([
    [1366, 768],
    [1280, 720],
  ])('%i × %i: everything on screen, Configuração groups and lights, the user menu works', async (w, h) => {
    const { page, context } = await adminOn041(w, h);
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await nav.getByRole('link', { name: 'Relatório' }).waitFor(); // the entry the permissions add
    await noHorizontalOverflow(page);
    for (const name of FRONT) await expectInView(page, nav.getByRole('link', { name }), name);
    const configuration = nav.getByRole('button', { name: 'Configuração' });
    await expectInView(page, configuration, 'Configuração');
    await expectInView(page, page.getByTestId('user-menu'), 'the user menu');
    expect(await nav.getByRole('link', { name: 'Painel' }).getAttribute('aria-current')).toBe('page');
    if (w === 1366) await shot(page, `${w}`);

    // from the keyboard: Enter opens it with the focus in it, Escape gives the focus back
    await configuration.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Usuários' }).waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    // the opened menu takes the focus (its dropdown) a moment after it shows
    await expect.poll(focused).not.toBe('Configuração');
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('menuitem');
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'Usuários' }).waitFor({ state: 'detached' });
    await expect.poll(focused).toBe('Configuração');

    await configuration.click();
    const items = page.getByRole('menu').getByRole('menuitem');
    await items.first().waitFor();
    expect(await items.allInnerTexts()).toEqual(CONFIGURATION);
    for (const name of CONFIGURATION) await expectInView(page, page.getByRole('menuitem', { name }), name);
    if (w === 1366) await shot(page, `${w}-configuracao`);
    expect(await seriousViolations(page), 'Configuração open').toEqual([]);
    await page.getByRole('menuitem', { name: 'Usuários' }).click();
    await page.waitForURL('**/admin/usuarios');
    await expect.poll(() => configuration.getAttribute('aria-current')).toBe('true');
    expect(await nav.locator('[aria-current="page"]').count(), 'a front entry lit').toBe(0);
    await configuration.click();
    expect(await page.getByRole('menuitem', { name: 'Usuários' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('menuitem', { name: 'Configurações' }).click();
    await page.waitForURL('**/admin/configuracoes');

    // the access log, opened from Configurações: Configuração lit, never Painel (remembered at sign-in)
    await page.getByRole('link', { name: 'Registro de acessos' }).click();
    await page.waitForURL('**/admin/acessos');
    await page.getByRole('heading', { name: 'Registro de acessos', level: 1 }).waitFor();
    expect(await configuration.getAttribute('aria-current')).toBe('true');
    expect(await nav.getByRole('link', { name: 'Painel' }).getAttribute('aria-current')).toBeNull();
    // …and from the user menu, coming from the Painel
    await nav.getByRole('link', { name: 'Painel' }).click();
    await waitForStaffHome(page);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Registro de acessos' }).click();
    await page.waitForURL('**/admin/acessos');
    await expect
      .poll(() => nav.getByRole('link', { name: 'Painel' }).getAttribute('aria-current'))
      .toBeNull();
    expect(await configuration.getAttribute('aria-current')).toBe('true');

    await passwordThenSignOut(page);
    await context.close();
  });

  it('1152 px, the narrowest with the entries in the header, shows the user menu; narrower, the burger', async () => {
    const { page, context } = await adminOn041(1152, 720);
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await nav.getByRole('link', { name: 'Relatório' }).waitFor();
    await expectInView(page, nav.getByRole('button', { name: 'Configuração' }), 'Configuração');
    await expectInView(page, page.getByTestId('user-menu'), 'the user menu');
    await page.setViewportSize({ width: 1151, height: 720 });
    await page.getByRole('button', { name: 'Abrir menu' }).waitFor();
    expect(await nav.isVisible()).toBe(false);
    await context.close();
  });

  it('360 × 780: a burger opens every entry in a drawer; the user menu on screen', async () => {
    const { page, context } = await adminOn041(360, 780, true);
    const burger = page.getByRole('button', { name: 'Abrir menu' });
    await expectInView(page, burger, 'the burger');
    await expectInView(page, page.getByTestId('user-menu'), 'the user menu');
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).isVisible()).toBe(false);
    await noHorizontalOverflow(page);
    await shot(page, '360');

    await burger.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    const links = drawer.getByRole('link');
    await links.filter({ hasText: 'Relatório' }).waitFor();
    expect(await links.allInnerTexts()).toEqual([...FRONT, ...CONFIGURATION]);
    await drawer
      .getByRole('group', { name: 'Configuração' })
      .getByRole('link', { name: 'Usuários' })
      .waitFor();
    expect(await drawer.getByRole('link', { name: 'Painel' }).getAttribute('aria-current')).toBe('page');
    await expectInView(page, drawer.getByRole('link', { name: 'Usuários' }), 'Usuários');
    await noHorizontalOverflow(page);
    await shot(page, '360-menu');
    expect(await seriousViolations(page), 'drawer open').toEqual([]);

    await drawer.getByRole('link', { name: 'Usuários' }).click();
    await page.waitForURL('**/admin/usuarios');
    await drawer.waitFor({ state: 'hidden' });
    await burger.click();
    await expect
      .poll(() => drawer.getByRole('link', { name: 'Usuários' }).getAttribute('aria-current'))
      .toBe('page');
    expect(await drawer.getByRole('link', { name: 'Painel' }).getAttribute('aria-current')).toBeNull();
    await page.getByRole('button', { name: 'Fechar menu' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await noHorizontalOverflow(page);

    await passwordThenSignOut(page);
    await context.close();
  });
});

describe('sign-in errors (issue 30 §6)', () => {
  it("a refused sign-in's toast is gone once the next sign-in succeeds", async () => {
    const { page, context } = await newPage(browser, server.url);
    await page.goto('/login');
    await page.getByLabel(/^Usuário/).fill('admin');
    await page.getByLabel(/^Senha/).fill('Errada@123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    const refused = toast(page, 'Usuário ou senha inválidos');
    await refused.waitFor();
    // the right password at once: the toast (5 s) would still be up on the next page
    await page.getByLabel(/^Senha/).fill('Demo@Admissao9');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/clients');
    await page.getByRole('heading', { name: 'Clientes', level: 1 }).waitFor();
    await expect.poll(() => refused.isVisible(), { timeout: 1500 }).toBe(false);
    await context.close();
  });

  it("leaving the sign-in form takes its errors along (to 'Esqueci minha senha')", async () => {
    const { page, context } = await newPage(browser, server.url);
    await page.goto('/login');
    await page.getByLabel(/^Usuário/).fill('admin');
    await page.getByLabel(/^Senha/).fill('Errada@123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    const refused = toast(page, 'Usuário ou senha inválidos');
    await refused.waitFor();
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await expect.poll(() => refused.isVisible(), { timeout: 1500 }).toBe(false);
    await context.close();
  });
});
