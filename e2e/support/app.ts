/** Steps shared by the browser tests. */
import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Demo@Admissao9';

/** Signs in through /login and waits for the page to leave it. */
export async function signIn(page: Page, user: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^Usuário/).fill(user);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Local-storage keys of the product in this page. */
export function productKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith('admissao.')));
}

/** A toast (Mantine notification) holding the text. */
export const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

/**
 * A fresh access token of the page's sign-in, renewed from its HttpOnly cookie the way the SPA does
 * (one tab at a time): the SPA keeps its own token in memory, out of the page's reach.
 */
export function pageToken(page: Page): Promise<string> {
  return page.evaluate(() =>
    navigator.locks.request('admissao-refresh', async () => {
      const res = await fetch('/api/auth/refresh', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-refresh-cookie': '1' },
        body: '{}',
      });
      return ((await res.json()) as { token: string }).token;
    }),
  );
}

/**
 * Waits for the staff's home page after signing in or picking a client: the Painel (decision 041), shown —
 * after a reload the address is already there before the page is (and before its session is renewed).
 */
export async function waitForStaffHome(page: Page): Promise<void> {
  await page.waitForURL('**/admin/painel');
  await page.getByRole('heading', { name: 'Painel', level: 1 }).waitFor();
}

/** Follows 'Candidatos' in the main menu (the burger's on narrow screens) to the list of the active client. */
export async function openCandidateList(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  const burger = page.getByRole('button', { name: 'Abrir menu' });
  // the menu frame loads with the first framed page: wait for the menu itself, in either form
  await nav.or(burger).first().waitFor();
  if (await nav.isVisible()) await nav.getByRole('link', { name: 'Candidatos' }).click();
  else {
    // narrow screens: the burger's drawer holds every entry (issue 30)
    await burger.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Candidatos' }).click();
  }
  await page.waitForURL('**/admin/lista');
}

/**
 * Signs a staff user in and lands on the list of the client: a multi-client user picks the client
 * on the cards, lands on the Painel, then opens the list.
 */
export async function signInToClient(page: Page, user: string, codcli: '041' | '042'): Promise<void> {
  await signIn(page, user);
  await page.waitForURL('**/clients');
  await page.getByRole('button', { name: new RegExp(`Código ${codcli}`) }).click();
  await waitForStaffHome(page);
  await openCandidateList(page);
}

/** The candidate's Finalizar on /dados: the button, then 'Enviar dados' in its confirmation (issue 30 §3). */
export async function finalizeAsCandidate(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await page
    .getByRole('dialog', { name: 'Enviar os dados para conferência?' })
    .getByRole('button', { name: 'Enviar dados' })
    .click();
}

/**
 * Reads `read` every 200 ms until `ok` holds or `ms` pass, and answers the last value (the test's
 * expectation then says what was wrong): for what the server does after the page has answered —
 * a mail in the sink, a job's row.
 */
export async function pollUntil<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}
