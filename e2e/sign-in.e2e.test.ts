/**
 * Sign-in, routing by role, guards, 404 and logout in a real browser against the real API
 * (demo data of docs/design.md §8).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestServer, type TestServer } from '../apps/api/src/testing/start-test-server.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { productKeys, signIn, toast, waitForStaffHome } from './support/app.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open() {
  return newPage(browser, server.url);
}

describe('sign-in', () => {
  it('admin (multi-client) goes to /clients, chooses 041 and lands on the Painel of 041', async () => {
    const { context, page } = await open();
    await signIn(page, 'admin');
    await page.waitForURL('**/clients');
    await page.getByRole('heading', { name: 'Clientes' }).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: /Código 041/ }).click();
    await waitForStaffHome(page);
    await page.getByRole('heading', { name: 'Painel' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Cliente' }).inputValue()).toBe(
      '041 - Cliente Demonstração',
    );
    const client = await page.evaluate(() => JSON.parse(localStorage.getItem('admissao.client') ?? 'null'));
    expect(client).toMatchObject({ CODADM: 9, CODCLI: '041', NOMECLI: 'Cliente Demonstração' });
    expect(await page.evaluate(() => localStorage.getItem('admissao.activeMenu'))).toBe('Painel');
    await context.close();
  });

  it('the client picker also offers the Painel and the Fila of every client (decisions 040, 041)', async () => {
    const { context, page } = await open();
    await signIn(page, 'admin');
    await page.waitForURL('**/clients');
    const across = page.getByRole('group', { name: 'Todos os clientes' });
    await across.getByRole('link', { name: 'Painel de todos os clientes' }).click();
    await page.waitForURL('**/admin/painel?clientes=todos');
    await page.getByRole('heading', { name: 'Painel' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Cliente' }).inputValue()).toBe('Todos os clientes');
    await page.goBack();
    await page.waitForURL('**/clients');
    await across.getByRole('link', { name: 'Fila de conferência' }).click();
    await page.waitForURL('**/admin/fila');
    await page.getByRole('heading', { name: 'Fila de conferência' }).waitFor();
    await context.close();
  });

  it('gestor (single client) goes straight to the Painel', async () => {
    const { context, page } = await open();
    await signIn(page, 'gestor');
    await waitForStaffHome(page);
    await page.getByRole('heading', { name: 'Painel' }).waitFor();
    const client = await page.evaluate(() => JSON.parse(localStorage.getItem('admissao.client') ?? 'null'));
    expect(client).toMatchObject({ CODADM: 9, CODCLI: '041' });
    await context.close();
  });

  it('a renewal whose answer never reached the browser (a reload cut it short) does not sign the user out', async () => {
    const { context, page } = await open();
    await signIn(page, 'gestor');
    await waitForStaffHome(page);
    await page.getByRole('heading', { name: 'Painel' }).waitFor();
    // the server rotates the cookie's token, and the answer is lost on the way (sent from outside the
    // page, as the same client: the grace renewal serves only the browser that spent it, decision 010)
    const [cookie] = (await context.cookies(`${server.url}/api/auth/refresh`)).filter(
      (c) => c.name === 'admissao_rt',
    );
    const userAgent = await page.evaluate(() => navigator.userAgent);
    const lost = await fetch(`${server.url}/api/auth/refresh`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': userAgent,
        cookie: `admissao_rt=${cookie!.value}`,
      },
      body: '{}',
    });
    expect(lost.status).toBe(200);
    // the next page presents the spent token: it renews, and the user stays on the page signed in
    await page.reload();
    await page.getByRole('heading', { name: 'Painel' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/painel');
    await page.goto('/admin/lista');
    await page
      .getByRole('heading', { name: /Candidatos/ })
      .first()
      .waitFor();
    await context.close();
  });

  it('a candidate goes to /dados and cannot open the admin area', async () => {
    const { context, page } = await open();
    await signIn(page, 'candidato@demo.com.br');
    await page.waitForURL('**/dados');
    await page.getByRole('heading', { name: /^Dados: / }).waitFor();
    await page.goto('/admin/lista');
    await page.waitForURL('**/restrito');
    await page.getByRole('heading', { name: 'Oops! página acesso restrito' }).waitFor();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL('**/dados');
    await context.close();
  });

  it('a reload of /dados renews the session once, started before the page is drawn', async () => {
    const { context, page } = await open();
    await signIn(page, 'candidato@demo.com.br');
    await page.getByRole('heading', { name: /^Dados: / }).waitFor();
    const renewals: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/auth/refresh')) renewals.push(req.method());
    });
    for (let reload = 1; reload <= 3; reload++) {
      await page.reload();
      await page.getByRole('heading', { name: /^Dados: / }).waitFor();
      await page.getByRole('tab').first().waitFor();
      expect(renewals).toEqual(Array<string>(reload).fill('POST'));
    }
    await context.close();
  });

  it('a wrong password shows the message and clears the password field', async () => {
    const { context, page } = await open();
    await page.goto('/login');
    await page.getByLabel(/^Usuário/).fill('gestor');
    await page.getByLabel(/^Senha/).fill('Errada@123x');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await toast(page, 'Usuário ou senha inválidos').waitFor();
    expect(await page.getByLabel(/^Senha/).inputValue()).toBe('');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('an empty form shows the required-field messages', async () => {
    const { context, page } = await open();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Campo Usuário é obrigatório').waitFor();
    await page.getByText('Campo Senha é obrigatório').waitFor();
    await context.close();
  });

  it('a signed-out visitor is sent to /login and returns to the page asked for', async () => {
    const { context, page } = await open();
    await page.goto('/admin/unidades');
    await page.waitForURL('**/login');
    await page.getByLabel(/^Usuário/).fill('gestor');
    await page.getByLabel(/^Senha/).fill('Demo@Admissao9');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/admin/unidades');
    await context.close();
  });
});

describe('pages and logout', () => {
  it('the 404 page shows the path and Voltar goes back', async () => {
    const { context, page } = await open();
    await page.goto('/login');
    await page.goto('/nao/existe?x=1');
    await page.getByRole('heading', { name: 'Oops! página não encontrada' }).waitFor();
    expect(await page.getByTestId('not-found-path').textContent()).toBe('/nao/existe?x=1');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });

  it('an /admin/print/* path that is not a print view is the 404 page (issue 14)', async () => {
    const { context, page } = await open();
    await page.goto('/admin/print/qualquer?token=x');
    await page.getByRole('heading', { name: 'Oops! página não encontrada' }).waitFor();
    expect(await page.getByTestId('not-found-path').textContent()).toBe('/admin/print/qualquer?token=x');
    await context.close();
  });

  it('print views without a token go to /restrito', async () => {
    const { context, page } = await open();
    await page.goto('/admin/print/form');
    await page.waitForURL('**/restrito');
    await context.close();
  });

  it('a first load of a signed-in page writes no warning or error to the console', async () => {
    const { context, page } = await open();
    const logged: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') logged.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => logged.push(`pageerror: ${e.message}`));
    // the sign-in page hands over to the app, which starts its router in the same page
    await signIn(page, 'admin');
    await page.waitForURL('**/clients');
    await page.getByText('041').first().waitFor();
    await page.goto('/logout');
    await page.waitForURL('**/login');
    await signIn(page, 'gestor');
    await waitForStaffHome(page);
    // a reload is a first load of the app at this page: the router's start, the session renewed
    await page.reload();
    await waitForStaffHome(page);
    await page.goto('/admin/lista');
    await page
      .getByRole('heading', { name: /Candidatos/ })
      .first()
      .waitFor();
    await page.reload();
    await page
      .getByRole('heading', { name: /Candidatos/ })
      .first()
      .waitFor();
    expect(logged).toEqual([]);
    await context.close();
  });

  it('the user menu, loaded on its first opening, works from the keyboard and gives the focus back', async () => {
    const { context, page } = await open();
    await signIn(page, 'gestor');
    await waitForStaffHome(page);
    const button = page.getByTestId('user-menu');
    await button.focus();
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el?.dataset.testid ?? el?.getAttribute('role') ?? el?.tagName;
      });
    for (const opening of ['first', 'second']) {
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: 'Sair' }).waitFor();
      // the opened menu takes the focus (its dropdown) a moment after it shows
      await expect.poll(focused, { message: opening }).not.toBe('user-menu');
      await page.keyboard.press('ArrowDown');
      expect(await focused(), opening).toBe('menuitem');
      await page.keyboard.press('Escape');
      await page.getByRole('menuitem', { name: 'Sair' }).waitFor({ state: 'detached' });
      expect(await focused(), opening).toBe('user-menu');
    }
    await context.close();
  });

  it('logout returns to /login and the session is gone (column choices stay)', async () => {
    const { context, page } = await open();
    await signIn(page, 'gestor');
    await waitForStaffHome(page);
    await page.evaluate(() => localStorage.setItem('admissao.tableColumns.candidatos', '["NOME"]'));
    expect(await productKeys(page)).toContain('admissao.user');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL('**/login');
    expect(await productKeys(page)).toEqual(['admissao.tableColumns.candidatos']);
    // the server ended the sign-in: its cookie renews nothing any more
    const renewal = await page.evaluate(async () => {
      const res = await fetch('/api/auth/refresh', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-refresh-cookie': '1' },
        body: '{}',
      });
      return res.status;
    });
    expect(renewal).toBe(401);
    await page.goto('/admin/lista');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('no token within reach of scripts; a reload renews the session from the HttpOnly cookie', async () => {
    const { context, page } = await open();
    await signIn(page, 'gestor');
    await waitForStaffHome(page);
    const stored = await page.evaluate(() =>
      Object.keys(localStorage)
        .map((k) => `${k}=${localStorage.getItem(k) ?? ''}`)
        .join('\n'),
    );
    expect(stored).not.toMatch(/ey[A-Za-z0-9_-]{20,}\./);
    expect(stored).not.toMatch(/token/i);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/admissao_rt/);
    const cookies = await context.cookies();
    const rt = cookies.filter((c) => c.name === 'admissao_rt');
    expect(rt.map((c) => c.path).sort()).toEqual(['/api/auth/logout', '/api/auth/refresh']);
    expect(rt.every((c) => c.httpOnly && c.sameSite === 'Strict')).toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Painel' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/painel');
    await context.close();
  });
});
