/**
 * The dashboard in a real browser (issue 18 §1): the widgets show for the multi-client admin
 * with no client chosen, each chart has its table alternative, and a start at risk opens the
 * candidate in its own client. Issue 30: at 1366×768 and 360×780 the page does not overflow
 * sideways, the funnel's stages are labelled with name and count, count axes have integer ticks,
 * few weeks show as numbers, an empty period says so, and axe finds nothing serious or critical.
 * One page for the whole file (browser time).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { isoDateInBrazil } from '@admissao/domain';
import { rowsOf } from '../apps/api/src/lib/rows.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { seriousViolations as axeSerious } from './support/documents.ts';
import { signIn } from './support/app.ts';
import { startLifecycleServer, type LifecycleServer } from './support/lifecycle.ts';

const SIZES = [
  { width: 1366, height: 768 },
  { width: 360, height: 780 },
] as const;

let server: LifecycleServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
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
  // her admission kit was sent 4 days ago and waits for the company (issue 33 §5)
  await server.t.db
    .execute(sql`insert into signature_kit (codadm, codcli, codcandidato, status, sent_at, sent_by)
    values (9, '042', ${carolina}, 'AGUARDANDO_EMPRESA', now() - interval '4 days', 'admin')`);
  ({ page, context } = await newPage(browser, server.url, { viewport: SIZES[0] }));
  await signIn(page, 'admin');
  await page.waitForURL('**/clients');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

const seriousViolations = () => axeSerious(page);

const overflowsSideways = () =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function openPainel() {
  await page.goto('/admin/painel');
  await page.getByRole('heading', { name: 'Painel', level: 1 }).waitFor();
  for (const id of ['painel-funil', 'painel-tempos', 'painel-recusas', 'painel-risco', 'painel-kits'])
    await page.getByTestId(id).waitFor();
  // the charts' chunk has come and drawn the bars
  await page.getByTestId('painel-funil').locator('svg.recharts-surface').first().waitFor();
}

describe('Painel', () => {
  it('labels, integer ticks, few points as numbers, empty periods, no overflow, axe at both sizes', async () => {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await openPainel();
      const funnel = page.getByTestId('painel-funil');
      // every stage shows its name and its count (the demo's 5 registrations of the period)
      const stages = funnel.getByTestId('funil-etapa');
      expect(await stages.count()).toBe(4);
      expect((await stages.first().innerText()).replace(/\s+/g, ' ')).toBe('Cadastrados 5');
      // the count axis of the status bars ticks in integers, and each bar shows its count
      const ticks = await funnel
        .locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')
        .allTextContents();
      expect(ticks.length).toBeGreaterThan(1);
      expect(ticks.filter((t) => !/^\d+$/.test(t.trim()))).toEqual([]);
      expect(await funnel.locator('.recharts-label-list .recharts-label').count()).toBe(4);
      // one week with a send or a finalization: figures as numbers, not a one-dot line
      await expect(page.getByTestId('painel-tempos-numeros').innerText()).resolves.toContain('mediana');
      // no refusal in the demo: said, not bare grid lines
      await page.getByTestId('painel-recusas-vazio').getByText('Sem recusas no período.').waitFor();
      expect(await page.getByTestId('painel-recusas').locator('svg.recharts-surface').count()).toBe(0);
      expect(await overflowsSideways()).toBe(false);
      expect({ size, violations: await seriousViolations() }).toEqual({ size, violations: [] });
      await screenshot(page, `painel-${size.width}`, { fullPage: true });
    }
    // a period with nothing at all (still 360 px): every widget of the period says so
    for (const [label, day] of [
      ['Data inicial', '01/01/2020'],
      ['Data final', '31/01/2020'],
    ] as const) {
      await page.getByRole('textbox', { name: label }).fill(day);
      await page.keyboard.press('Tab');
    }
    // the funnel's cohort is the period's; its bars are every candidate now, so they stay
    await page.getByTestId('painel-funil').getByText('Sem cadastros no período.').waitFor();
    await page.getByText('Sem envios nem finalizações no período.').waitFor();
    await page.getByText('Sem recusas no período.').waitFor();
    expect(await overflowsSideways()).toBe(false);
    expect(await seriousViolations()).toEqual([]);
    await screenshot(page, 'painel-vazio-360', { fullPage: true });
  }, 90_000);

  it('shows the widgets, their tables, the kits waiting, and opens a start at risk in its client', async () => {
    await page.setViewportSize(SIZES[0]);
    await openPainel();
    // the funnel's table alternative is one click away
    const funnel = page.getByTestId('painel-funil');
    await funnel.getByText('Tabela').click();
    const stages = funnel.getByRole('table', { name: 'Cadastrados no período, por etapa alcançada' });
    await stages.waitFor();
    expect(await stages.getByRole('row', { name: /Cadastrados 5/ }).count()).toBe(1);
    // the at-risk table names Carolina of 042, and her row opens her page with 042 active
    const risk = page.getByTestId('painel-risco');
    await risk.getByText(/CAROLINA CANDIDATA SOUZA/).waitFor();
    expect(await risk.textContent()).toContain('042 - Outra Empresa Ltda');
    // the kits waiting: one for the company, for 4 days
    const kits = page.getByTestId('painel-kits');
    await kits.getByText(/CAROLINA CANDIDATA SOUZA/).waitFor();
    expect((await kits.textContent())?.replace(/\s+/g, ' ')).toContain(
      'Aguardando a assinatura da empresa: 1 (o mais antigo há 4 dias)',
    );
    await risk.getByRole('button', { name: /^Abrir .*CAROLINA/ }).click();
    await page.waitForURL(`**/admin/dados/${carolina}`);
    const client = await page.evaluate(() => JSON.parse(localStorage.getItem('admissao.client') ?? 'null'));
    expect(client).toMatchObject({ CODADM: 9, CODCLI: '042' });
  });
});
