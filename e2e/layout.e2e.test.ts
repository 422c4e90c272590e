/**
 * Layout seen by a new user (issue 14): on a 360 px phone the help popup never covers Próximo or
 * Finalizar and the fixed footer never covers the last field; at 1366 px the help popup covers no
 * field, the notifications sit bottom-right, clear of the header and the checking toolbar, at most
 * 3 at once; the list headers are not cut; and no staff page logs a 404 (the avatar of a user
 * without a photo).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, PHONE } from './support/browser.ts';
import { signIn, signInToClient } from './support/app.ts';
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

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (l: Locator): Promise<Box> => {
  const b = await l.boundingBox();
  expect(b, 'element on screen').not.toBeNull();
  return b!;
};
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every 404 answer the page receives, by path. */
const notFoundAnswers = (page: Page) => {
  const seen: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 404) seen.push(new URL(r.url()).pathname);
  });
  return seen;
};

describe('layout', () => {
  it('360 px phone: the help popup and the footer cover neither the actions nor the last field', async () => {
    const { page, context } = await newPage(browser, server.url, PHONE);
    await signIn(page, 'candidato@demo.com.br');
    await page.waitForURL('**/dados');
    const help = page.getByRole('region', { name: 'Precisa de ajuda?' });
    await help.waitFor({ timeout: 15_000 });
    // whom to ask: the HR e-mail of the candidate's unit (issue 14)
    await help.getByRole('link', { name: /^rh\.[a-z]+@demo\.com\.br$/ }).waitFor();
    const footer = page.locator('footer').first();
    for (const y of [0, 400, 100_000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(150);
      const shown = [help, footer];
      for (const name of ['Próximo', 'Finalizar']) {
        const button = page.getByRole('button', { name, exact: true });
        if (!(await button.isVisible())) continue;
        const b = await boxOf(button);
        if (b.y + b.height < 0 || b.y > 740) continue;
        for (const cover of shown) expect(overlap(b, await boxOf(cover)), `${name} at ${y}`).toBe(false);
      }
    }
    // scrolled to the end, the last field of the tab ends above the fixed footer
    const last = page.locator('[role="tabpanel"] input:visible, [role="tabpanel"] textarea:visible').last();
    await last.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(150);
    const field = await boxOf(last);
    expect(field.y + field.height).toBeLessThanOrEqual((await boxOf(footer)).y);
    await context.close();
  });

  it('1366 px: the help popup stands beside the form and covers no field, wherever the page is scrolled', async () => {
    const { page, context } = await newPage(browser, server.url, { viewport: { width: 1366, height: 768 } });
    await signIn(page, 'candidato@demo.com.br');
    await page.waitForURL('**/dados');
    const help = page.getByRole('region', { name: 'Precisa de ajuda?' });
    await help.waitFor({ timeout: 15_000 });
    // each field on screen, measured in one pass: inputs, selects, text areas
    const fieldsUnder = (box: Box) =>
      page.evaluate((h) => {
        const fields = [...document.querySelectorAll<HTMLElement>('input, select, textarea')];
        return fields
          .map((f) => ({ f, r: f.getBoundingClientRect() }))
          .filter(({ r }) => r.width > 0 && r.height > 0)
          .filter(({ r }) => r.x < h.x + h.width && h.x < r.right && r.y < h.y + h.height && h.y < r.bottom)
          .map(
            ({ f }) =>
              (f as HTMLInputElement).labels?.[0]?.textContent ?? f.getAttribute('aria-label') ?? f.id,
          );
      }, box);
    const tabs = page.getByRole('tab');
    for (const name of ['Dados Pessoais', 'Endereço']) {
      const tab = tabs.filter({ hasText: name }).first();
      if (await tab.isVisible()) await tab.click();
      await page.locator('[role="tabpanel"] input:visible').first().waitFor();
      for (const y of [0, 400, 100_000]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(150);
        const box = await boxOf(help);
        expect(box.y, `${name} at ${y}: in view`).toBeGreaterThanOrEqual(64);
        expect(box.y + box.height, `${name} at ${y}: in view`).toBeLessThanOrEqual(768);
        expect(await fieldsUnder(box), `${name} at ${y}`).toEqual([]);
      }
    }
    // with E2E_SHOTS=<folder>, a picture of where it stands (to look at, not checked)
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/ajuda-1366.png` });
    await context.close();
  });

  it('1366 px: /dados renders its form once — each lookup list asked once; a resize across the help column keeps the form', async () => {
    const { page, context } = await newPage(browser, server.url, { viewport: { width: 1366, height: 768 } });
    const lookups: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/candidate/data/')) lookups.push(path);
    });
    await signIn(page, 'candidato@demo.com.br');
    await page.waitForURL('**/dados');
    const panel = page.locator('[role="tabpanel"]').first();
    await panel.locator('input:visible').first().waitFor();
    await page.waitForLoadState('networkidle');
    // a form mounted twice (the layout switched after the first render) asked its lists twice
    expect(lookups.length, 'some lookup list was read').toBeGreaterThan(0);
    expect(
      lookups.filter((p, i) => lookups.indexOf(p) !== i),
      'lists asked twice',
    ).toEqual([]);
    // the same DOM node after the layout changes both ways: the form was not mounted anew
    await panel.evaluate((el) => el.setAttribute('data-kept', 'yes'));
    for (const width of [900, 1366]) {
      await page.setViewportSize({ width, height: 768 });
      await page.waitForTimeout(300);
      expect(await page.locator('[role="tabpanel"][data-kept="yes"]').count(), `at ${width} px`).toBe(1);
    }
    await context.close();
  });

  it('1366 px: notifications bottom-right and at most 3, clear of the header and the checking toolbar; list headers whole; no 404', async () => {
    const { page, context } = await newPage(browser, server.url, { viewport: { width: 1366, height: 768 } });
    const missing = notFoundAnswers(page);
    await signInToClient(page, 'admin', '041');
    const headers = page.getByRole('columnheader');
    await headers.first().waitFor();
    await page.getByRole('row').nth(1).waitFor();
    // read in one pass: the list may render its columns again once the stored choices are read
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[role="columnheader"], th')]
        .filter((el) =>
          [el, ...el.querySelectorAll<HTMLElement>('*')].some(
            (e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflow !== 'visible',
          ),
        )
        .map((el) => el.textContent?.trim()),
    );
    expect(cut, 'headers cut').toEqual([]);

    // the checking screen: four notices in a row, three shown, none over the header or the toolbar
    const id = (await server.t.login('candidato@demo.com.br')).candidate!.CODCANDIDATO;
    await page.goto(`/admin/conferir/${id}`);
    const strip = page.getByRole('listbox', { name: 'Documentos do candidato' });
    await strip.waitFor();
    // four approvals with an observation in a row: four success notices asked for
    for (const tile of (await strip.getByRole('option').all()).slice(0, 4)) {
      await tile.click();
      await page.getByRole('button', { name: 'Aprovar com observações' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Observação' }).fill('Conferido no original.');
      await dialog.getByRole('button', { name: 'Aprovar', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    const notices = page.locator('.mantine-Notification-root');
    await notices.first().waitFor();
    expect(await notices.count()).toBeLessThanOrEqual(3);
    const header = await boxOf(page.locator('header').first());
    const toolbar = await boxOf(strip);
    for (const n of await notices.all()) {
      const b = await boxOf(n);
      expect(overlap(b, header)).toBe(false);
      expect(overlap(b, toolbar)).toBe(false);
      expect(b.x + b.width).toBeGreaterThan(1366 / 2);
      expect(b.y).toBeGreaterThan(768 / 2);
    }
    expect(missing).toEqual([]);
    await context.close();
  });
});
