/**
 * The dashboard in a real browser (issue 18 §1): the four widgets show for the multi-client admin
 * with no client chosen, each chart has its table alternative, and a start at risk opens the
 * candidate in its own client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { isoDateInBrazil } from '@admissao/domain';
import { rowsOf } from '../apps/api/src/lib/rows.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { signIn } from './support/app.ts';
import { startLifecycleServer, type LifecycleServer } from './support/lifecycle.ts';

let server: LifecycleServer;
let browser: Browser;
let carolina: number;

beforeAll(async () => {
  [server, browser] = await Promise.all([startLifecycleServer(), launchBrowser()]);
  carolina = rowsOf<{ codcandidato: number }>(
    await server.t.db.execute(sql`select codcandidato from candidate where email = 'candidata@outra.com.br'`),
  )[0]!.codcandidato;
  const inTwoDays = isoDateInBrazil(new Date(Date.now() + 2 * 86400_000));
  await server.t.db.execute(
    sql`update candidate set datinicio = ${inTwoDays} where codcandidato = ${carolina}`,
  );
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('Painel', () => {
  it('shows the four widgets, their tables, and opens a start at risk in its client', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signIn(page, 'admin');
    await page.waitForURL('**/clients');
    await page.goto('/admin/painel');
    await page.getByRole('heading', { name: 'Painel', level: 1 }).waitFor();
    for (const id of ['painel-funil', 'painel-tempos', 'painel-recusas', 'painel-risco'])
      await page.getByTestId(id).waitFor();
    // the funnel's chart is drawn (an SVG), and its table alternative is one click away
    const funnel = page.getByTestId('painel-funil');
    await funnel.locator('svg.recharts-surface').first().waitFor();
    await funnel.getByText('Tabela').click();
    const stages = funnel.getByRole('table', { name: 'Cadastrados no período, por etapa alcançada' });
    await stages.waitFor();
    expect(await stages.getByRole('row', { name: /Cadastrados 5/ }).count()).toBe(1);
    // the at-risk table names Carolina of 042, and her row opens her page with 042 active
    const risk = page.getByTestId('painel-risco');
    await risk.getByText(/CAROLINA CANDIDATA SOUZA/).waitFor();
    expect(await risk.textContent()).toContain('042 - Outra Empresa Ltda');
    await risk.getByRole('button', { name: /^Abrir .*CAROLINA/ }).click();
    await page.waitForURL(`**/admin/dados/${carolina}`);
    const client = await page.evaluate(() => JSON.parse(localStorage.getItem('admissao.client') ?? 'null'));
    expect(client).toMatchObject({ CODADM: 9, CODCLI: '042' });
    await context.close();
  });
});
