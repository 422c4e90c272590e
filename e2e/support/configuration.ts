/** Steps shared by the configuration, FAQ and report browser tests (issue 7). */
import type { Browser, Page } from 'playwright-core';
import { newPage } from './browser.ts';
import { signIn, signInToClient } from './app.ts';

/** The admin signed in, acting on client 041, at /admin/lista. */
export async function adminOf041(browser: Browser, url: string): Promise<Page> {
  const { page } = await newPage(browser, url);
  await signInToClient(page, 'admin', '041');
  return page;
}

/** The staff entries the header lists under its 'Configuração' drop-down (apps/web/src/app/menus.ts). */
export const CONFIGURATION_ENTRIES = ['Benefícios', 'Dúvidas', 'Configurações', 'Unidades', 'Usuários'];

/** Follows an entry of the main menu: a link of the header, or of its 'Configuração' drop-down (staff). */
export async function menu(page: Page, label: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  // the frame loads with the first framed page; its drop-down comes in the same render as the links
  await nav.getByRole('link').first().waitFor();
  const group = nav.getByRole('button', { name: 'Configuração' });
  if (CONFIGURATION_ENTRIES.includes(label) && (await group.count())) {
    await group.click();
    await page.getByRole('menuitem', { name: label, exact: true }).click();
  } else await nav.getByRole('link', { name: label }).click();
}

/** The demo candidate of 041 signed in at /dados (the help popup closed whenever it shows). */
export async function candidateOf041(browser: Browser, url: string): Promise<Page> {
  const { page } = await newPage(browser, url);
  await signIn(page, 'candidato@demo.com.br');
  await page.waitForURL('**/dados');
  await page.getByRole('tab').first().waitFor();
  return page;
}

/** The rich-text editor (contenteditable) labelled `label`. */
export const editor = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
