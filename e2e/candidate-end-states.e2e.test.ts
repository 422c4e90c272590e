/**
 * The candidate's side of the lifecycle (issue 30 §3, decision 061), in a real browser against the
 * real API: one message per status (a finalized candidate reads only that the admission is
 * concluded), and at 360 × 780 a compact first screen — progress line, 'Salvo às', no fixed version
 * footer — then Finalizar asking first and landing on the next steps at 1366 × 768. The staff side
 * is lifecycle.e2e.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { formatDateBR } from '@admissao/domain';
import { rowsOf } from '../apps/api/src/lib/rows.ts';
import { C042, fillComplete, idOf } from '../apps/api/test/support/lifecycle-fixture.ts';
import { seriousViolations } from './support/documents.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { finalizeAsCandidate, signIn } from './support/app.ts';
import { startLifecycleServer, statusOf, type LifecycleServer } from './support/lifecycle.ts';

let server: LifecycleServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startLifecycleServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const PHONE_780 = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true };
const LAPTOP = { viewport: { width: 1366, height: 768 } };

/** A candidate signed in on /dados, its tabs shown. */
async function openDados(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await page.waitForURL('**/dados');
  await page.getByRole('tab').first().waitFor();
}

const overflowX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** the frame's version footer: fixed at the bottom of the screen, or at the end of the page */
const footerPosition = (page: Page) =>
  page.locator('footer').evaluate((el) => ({
    position: getComputedStyle(el).position,
    top: el.getBoundingClientRect().top,
    text: el.textContent ?? '',
  }));

describe("the candidate's side: one message per status, Finalizar and its next steps", () => {
  it('a finalized candidate reads only that the admission is concluded, with the start date', async () => {
    // Elisa (demo, status 8) gets the demo password to sign in
    await server.t.db.execute(sql`update candidate set senha_hash =
      (select senha_hash from candidate where email = 'candidato@demo.com.br') where email = 'elisa@demo.com.br'`);
    const elisa = await idOf(server.t, 'elisa@demo.com.br');
    const [start] = rowsOf<{ d: string }>(
      await server.t.db.execute(
        sql`select to_char(datinicio, 'YYYY-MM-DD') as d from candidate where codcandidato = ${elisa}`,
      ),
    );
    const day = formatDateBR(start!.d);
    for (const options of [PHONE_780, LAPTOP]) {
      const { page, context } = await newPage(browser, server.url, options);
      await openDados(page, 'elisa@demo.com.br');
      const notice = page.getByRole('region', { name: 'Admissão concluída' });
      await notice.getByText('O RH entrará em contato sobre o exame admissional.').waitFor();
      await notice.getByText(`Início previsto em ${day}.`).waitFor();
      await page.getByText('Finalizado', { exact: true }).first().waitFor();
      // nothing contradicts it: no 'aguardando validação', no Finalizar, no progress to make
      expect(await page.getByText(/aguardando validação/i).count()).toBe(0);
      expect(await page.getByText('Dados enviados para conferência').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Finalizar' }).count()).toBe(0);
      expect(await page.getByTestId('fill-progress').count()).toBe(0);
      expect(await overflowX(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });

  it('360 px: compact first screen — progress, Salvo às, no fixed version footer; Finalizar asks, then lands on the next steps (1366 px)', async () => {
    const cand = await server.t.login('candidata@outra.com.br');
    const id = await fillComplete(server.t, cand, C042);
    const phone = await newPage(browser, server.url, PHONE_780);
    const page = phone.page;
    await openDados(page, 'candidata@outra.com.br');
    expect(await overflowX(page)).toBeLessThanOrEqual(0);
    // the progress line counts what the fill status marks valid
    const progress = page.getByTestId('fill-progress');
    const valid = await page.locator('[aria-label="Status do preenchimento"] [data-valid="true"]').count();
    const tabs = await page.getByRole('tab').count();
    expect(await progress.textContent()).toBe(`${valid} de ${tabs} etapas válidas`);
    expect((await progress.boundingBox())!.y).toBeLessThan(780 / 2);
    // the version is at the end of the page, not fixed over the first screen
    const footer = await footerPosition(page);
    expect(footer.text).toMatch(/Versão/);
    expect(footer.position).not.toBe('fixed');
    expect(footer.top).toBeGreaterThanOrEqual(780);
    expect(await seriousViolations(page)).toEqual([]);
    // a field saved: the time of the save is in view
    await page.getByRole('tab', { name: /Dados Pessoais$/ }).click();
    const nickname = page.getByRole('textbox', { name: 'Apelido', exact: true });
    await nickname.fill('Carol');
    await nickname.press('Tab');
    const saved = page.getByTestId('saved-at');
    await saved.waitFor();
    expect(await saved.textContent()).toMatch(/^Salvo às \d{2}:\d{2}$/);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect((await saved.boundingBox())!.y).toBeLessThan(780 / 2);

    // Finalizar asks first; Voltar keeps everything as it was
    await page.getByRole('button', { name: 'Finalizar' }).and(page.locator(':enabled')).waitFor();
    await page.getByRole('button', { name: 'Finalizar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Enviar os dados para conferência?' });
    await confirm.getByText(/não poderão ser alterados, a não ser que o RH peça uma correção/).waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await confirm.getByRole('button', { name: 'Voltar' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await statusOf(server.t, id)).toBe(3);
    await phone.context.close();

    // at 1366 px: confirmed, the page lands on what happens next; a reload shows the same
    const laptop = await newPage(browser, server.url, LAPTOP);
    await openDados(laptop.page, 'candidata@outra.com.br');
    expect((await footerPosition(laptop.page)).position).toBe('fixed');
    await laptop.page
      .getByRole('button', { name: 'Finalizar' })
      .and(laptop.page.locator(':enabled'))
      .waitFor();
    await finalizeAsCandidate(laptop.page);
    const sent = laptop.page.getByRole('region', { name: 'Dados enviados para conferência' });
    await sent.waitFor();
    await expect.poll(() => sent.evaluate((el) => el === document.activeElement)).toBe(true);
    for (const step of [
      /O RH confere os seus dados e documentos/,
      /exame admissional/,
      /^Início previsto em /,
    ])
      await sent.getByRole('listitem').filter({ hasText: step }).waitFor();
    expect(await statusOf(server.t, id)).toBe(4);
    await laptop.page.reload();
    await laptop.page.getByRole('region', { name: 'Dados enviados para conferência' }).waitFor();
    expect(await laptop.page.getByText('Admissão concluída').count()).toBe(0);
    expect(await seriousViolations(laptop.page, '[data-status-notice]')).toEqual([]);
    await laptop.context.close();
  });
});
