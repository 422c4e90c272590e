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

/** Follows a link of the main menu. */
export async function menu(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: label }).click();
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
