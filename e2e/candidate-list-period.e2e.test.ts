/**
 * The candidate list's 'Período' filter (spec 3 §3, ADMIN): the dialog and its calendar load when
 * first opened (issue 15 §4), reversed dates are refused with the spec's message, and a name filters
 * the list. Issue 30, at 1366×768 and 360×780: no sideways overflow, the status chips filter, names
 * take two lines at most and no column hides under the pinned one at 1366, sort buttons are named
 * in pt-BR, the S-2200 boxes say what they are for, the first row is on a phone's first screen
 * (filters folded), and axe finds nothing serious on the list, the Período and the 'Editar unidade'
 * dialogs. One page for the whole file (browser time).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signInToClient, toast } from './support/app.ts';
import { seriousViolations as axeSerious } from './support/documents.ts';
import { startLifecycleServer, type LifecycleServer } from './support/lifecycle.ts';

const WIDE = { width: 1366, height: 768 };
const PHONE = { width: 360, height: 780 };

let server: LifecycleServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startLifecycleServer(), launchBrowser()]);
  ({ page, context } = await newPage(browser, server.url, { viewport: WIDE }));
  await signInToClient(page, 'admin', '041');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

/** axe's serious and critical findings, with where they were seen (the shared check waits for transitions) */
async function seriousViolations(where: string) {
  return { where, violations: await axeSerious(page) };
}
const clean = (where: string) => ({ where, violations: [] });

const rows = () => page.getByRole('row').filter({ has: page.getByRole('cell') });
const overflowsSideways = () =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** the list with its four demo candidates (the table may show one row while a page arrives) */
async function openList() {
  await page.goto('/admin/lista');
  await page.getByRole('heading', { name: 'Candidatos', level: 1 }).waitFor();
  await expect.poll(() => rows().count()).toBe(4);
}

/** the dialog open and settled (its transition over: axe reads the final colours) */
async function openDialog(name: string) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await expect.poll(() => dialog.evaluate((d) => getComputedStyle(d).opacity)).toBe('1');
  return dialog;
}

describe('candidate list: Período', () => {
  it('refuses reversed dates and filters by name', async () => {
    await openList();
    await page.getByRole('button', { name: 'Período' }).click();
    const dialog = await openDialog('Período');
    expect(await seriousViolations('Período, 1366')).toEqual(clean('Período, 1366'));
    await dialog.getByRole('textbox', { name: 'Data inicial' }).fill('10/10/2030');
    await dialog.getByRole('textbox', { name: 'Data final' }).fill('01/01/2030');
    await dialog.getByRole('textbox', { name: 'Nome' }).click();
    await dialog.getByRole('button', { name: 'Filtrar' }).click();
    await toast(page, 'Datas Inválidas!').waitFor();

    await dialog.getByRole('button', { name: 'Limpar', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Nome' }).fill('CARLOS');
    await dialog.getByRole('button', { name: 'Filtrar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => rows().count()).toBe(1);
    await expect(rows().first().textContent()).resolves.toContain('CARLOS CANDIDATO DA SILVA');
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
  });
});

describe('candidate list: layout and accessibility (issue 30)', () => {
  it('at 1366 px: status chips filter, names on two lines, nothing under the pinned column, pt-BR sort names', async () => {
    await openList();
    expect(await overflowsSideways()).toBe(false);
    // no column is drawn under the pinned 'Conferência' one: the table fits, unscrolled
    const edges = await page.locator('thead th').evaluateAll((ths) =>
      ths.map((th) => ({
        right: th.getBoundingClientRect().right,
        pinned: th.hasAttribute('data-pinned'),
      })),
    );
    const pinnedLeft = await page
      .locator('thead th[data-pinned]')
      .evaluate((th) => th.getBoundingClientRect().left);
    expect(edges.filter((e) => !e.pinned && e.right > pinnedLeft + 1)).toEqual([]);
    // every name on two lines at most
    const lines = await page
      .locator('tbody a[href^="/admin/dados/"]')
      .evaluateAll((links) =>
        links.map((a) =>
          Math.round(a.getBoundingClientRect().height / parseFloat(getComputedStyle(a).lineHeight)),
        ),
      );
    expect(lines.length).toBe(4);
    expect(lines.filter((n) => n > 2)).toEqual([]);

    // sort buttons in pt-BR (mantine-datatable's own say 'Not sorted')
    expect(await page.locator('[aria-label="Not sorted"], [aria-label^="Sorted "]').count()).toBe(0);
    await page.getByRole('button', { name: 'Cadastro, em ordem decrescente' }).waitFor();
    await page.getByRole('button', { name: 'Nome, não ordenado' }).click();
    await page.getByRole('button', { name: 'Nome, em ordem crescente' }).waitFor();
    await expect.poll(() => rows().first().textContent()).toContain('BEATRIZ NOVAES LIMA');
    await page.getByRole('button', { name: 'Nome, em ordem crescente' }).press('Space');
    await expect.poll(() => rows().first().textContent()).toContain('ELISA MARTINS ROCHA');
    await page.getByRole('button', { name: 'Cadastro, não ordenado' }).click();
    await page.getByRole('button', { name: 'Cadastro, em ordem crescente' }).click();

    // the S-2200 boxes say what they are for
    await page
      .getByRole('checkbox', { name: 'Selecionar para o eSocial (S-2200) os finalizados da página' })
      .waitFor();
    await page
      .getByRole('checkbox', { name: 'Selecionar ELISA MARTINS ROCHA para o eSocial (S-2200)' })
      .waitFor();
    await page.getByText('selecionar para o eSocial (S-2200)').waitFor();

    // a status chip filters the list by its status (with the client's count), and pressing it again clears it
    const chips = page.getByRole('group', { name: 'Filtrar por status' });
    const finalizado = chips.getByRole('button', { name: /^Finalizado 1$/ });
    await finalizado.click();
    await expect.poll(() => rows().count()).toBe(1);
    await expect(rows().first().textContent()).resolves.toContain('ELISA MARTINS ROCHA');
    expect(await finalizado.getAttribute('aria-pressed')).toBe('true');
    await finalizado.click();
    await expect.poll(() => rows().count()).toBe(4);
    expect(await chips.getByRole('button').count()).toBe(14);

    // the pointer off the menu (axe would read its hovered colours)
    await page.mouse.move(0, 500);
    expect(await seriousViolations('lista, 1366')).toEqual(clean('lista, 1366'));
    await screenshot(page, 'lista-1366');
  });

  it('at 360 px: the first row on the first screen, filters folded, axe on the list and dialogs', async () => {
    await page.setViewportSize(PHONE);
    await openList();
    expect(await overflowsSideways()).toBe(false);
    const first = await rows().first().boundingBox();
    expect(first!.y + first!.height).toBeLessThanOrEqual(PHONE.height);
    expect(await page.getByRole('button', { name: 'Período' }).isVisible()).toBe(false);
    expect(await seriousViolations('lista, 360')).toEqual(clean('lista, 360'));
    await screenshot(page, 'lista-360');
    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByRole('button', { name: 'Período' }).click();
    await openDialog('Período');
    expect(await seriousViolations('Período, 360')).toEqual(clean('Período, 360'));
    await screenshot(page, 'periodo-360');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Período' }).waitFor({ state: 'hidden' });
  });

  it("'Editar unidade' at both sizes", async () => {
    for (const size of [PHONE, WIDE]) {
      await page.setViewportSize(size);
      await page.goto('/admin/unidades');
      await page.getByRole('button', { name: 'Unidade, em ordem crescente' }).waitFor();
      await page
        .getByRole('button', { name: /^Editar / })
        .first()
        .click();
      await openDialog('Editar unidade');
      const where = `Editar unidade, ${size.width}`;
      expect(await seriousViolations(where)).toEqual(clean(where));
      await screenshot(page, `unidade-${size.width}`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Editar unidade' }).waitFor({ state: 'hidden' });
    }
  });
});
