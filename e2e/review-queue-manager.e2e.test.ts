/**
 * A multi-client MANAGER works through the review queue (issue 18 'Done when', decision 040): the
 * demo manager, made a member of 042 as well, signs in, picks 041 and lands on the Painel, opens a
 * 042 candidate from the queue and lands on the candidate's staff view with 042 active (the checking
 * screen is ADMIN only); 'Próximo' there opens the next of the queue, back in 041.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { newPage } from './support/browser.ts';
import { signIn, waitForStaffHome } from './support/app.ts';
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
  // the demo manager of 041 also works for 042: a multi-client MANAGER
  await server.t.db.execute(sql`insert into membership (codusuario, codadm, codcli)
    select codusuario, 9, '042' from staff_user where usuario = 'gestor'`);
  await wait('candidata@outra.com.br', 4, 120); // 042, the oldest wait
  await wait('daniel@demo.com.br', 4, 48); // 041
});
afterAll(() => run?.close());

describe('Fila de conferência, as a multi-client manager', () => {
  it('opens a 042 candidate from the queue with 042 active, and Próximo goes to the next', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signIn(page, 'gestor');
    await page.waitForURL('**/clients');
    await page.getByRole('button', { name: /Código 041/ }).click();
    await waitForStaffHome(page);
    expect((await activeClient(page)).CODCLI).toBe('041');

    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Fila de conferência' })
      .click();
    await page.waitForURL('**/admin/fila');
    const first = page.getByTestId(`fila-${ids['candidata@outra.com.br']}`);
    expect(await first.textContent()).toContain('042 - Outra Empresa Ltda');
    await first.getByRole('button', { name: /^Abrir / }).click();

    await page.waitForURL(`**/admin/dados/${ids['candidata@outra.com.br']}`);
    await page.getByRole('heading', { name: /CAROLINA CANDIDATA SOUZA/ }).waitFor();
    expect((await activeClient(page)).CODCLI).toBe('042');

    const next = page.getByRole('button', { name: 'Próximo' });
    await expect.poll(() => next.isEnabled()).toBe(true);
    await next.click();
    await page.waitForURL(`**/admin/dados/${ids['daniel@demo.com.br']}`);
    await page.getByRole('heading', { name: /DANIEL OLIVEIRA COSTA/ }).waitFor();
    expect((await activeClient(page)).CODCLI).toBe('041');
    await context.close();
  });
});
