/**
 * The review queue across clients in a real browser (issue 18 §2): the multi-client admin, with
 * 041 active, opens the queue, opens a candidate of 042 from it and lands on the checking screen
 * with 042 active; 'Próximo' goes to the next candidate of the queue, back in 041.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newPage } from './support/browser.ts';
import { signInToClient } from './support/app.ts';
import type { LifecycleServer } from './support/lifecycle.ts';
import { activeClient, startQueueRun, type QueueRun } from './support/review-queue.ts';

let run: QueueRun;
let server: LifecycleServer;
let browser: Browser;
let ids: Record<string, number>;

beforeAll(async () => {
  run = await startQueueRun();
  ({ server, browser, ids } = run);
  const { wait } = run;
  await wait('candidata@outra.com.br', 4, 120); // 042, the oldest wait
  await wait('daniel@demo.com.br', 4, 48); // 041
  await wait('beatriz@demo.com.br', 10, 1); // 041, answered an hour ago
});
afterAll(() => run?.close());

describe('Fila de conferência', () => {
  it('opens a 042 candidate while 041 is active, switching the client, and Próximo goes on', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signInToClient(page, 'admin', '041');
    expect((await activeClient(page)).CODCLI).toBe('041');

    await page.getByRole('link', { name: 'Fila de conferência' }).first().click();
    await page.waitForURL('**/admin/fila');
    await page.getByRole('heading', { name: 'Fila de conferência' }).waitFor();
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    const order = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-testid')));
    expect(order).toEqual([
      `fila-${ids['candidata@outra.com.br']}`,
      `fila-${ids['daniel@demo.com.br']}`,
      `fila-${ids['beatriz@demo.com.br']}`,
    ]);
    const first = rows.first();
    expect(await first.textContent()).toContain('042 - Outra Empresa Ltda');
    expect(await first.textContent()).toContain('há 5 dias');

    await first.getByRole('button', { name: /^Abrir / }).click();
    await page.waitForURL(`**/admin/conferir/${ids['candidata@outra.com.br']}`);
    await page.getByRole('heading', { name: /^Conferência: .*CAROLINA CANDIDATA SOUZA/ }).waitFor();
    expect((await activeClient(page)).CODCLI).toBe('042');

    const next = page.getByRole('button', { name: 'Próximo' });
    await expect.poll(() => next.isEnabled()).toBe(true);
    await next.click();
    await page.waitForURL(`**/admin/conferir/${ids['daniel@demo.com.br']}`);
    await page.getByRole('heading', { name: /^Conferência: .*DANIEL OLIVEIRA COSTA/ }).waitFor();
    expect((await activeClient(page)).CODCLI).toBe('041');
    await context.close();
  });
});
