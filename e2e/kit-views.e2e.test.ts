/**
 * The signed kit where people look for it, in a real browser (issue 33 §5, decision 074). Two
 * versions of the demo candidate's kit are brought to ASSINADO by the fixture and the sealing job
 * (the first then replaced by the second): on a 360 px phone the candidate sees 'Documentos
 * assinados' under the status message and in the Documentos tab, each document with its code,
 * reads one in the viewer and downloads one (the sealed file, byte for byte); the staff panel shows
 * the code, the seal's time, 'Sem carimbo do tempo' and, collapsed, the replaced version. axe finds
 * nothing serious or critical on either.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { finalized } from '../apps/api/test/support/kit-flow-fixture.ts';
import { documentsOf, kitInSealing, kitStatus } from '../apps/api/test/support/kit-seal-fixture.ts';
import { idOf } from '../apps/api/test/support/lifecycle-fixture.ts';
import { launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';
import { signIn, signInToClient } from './support/app.ts';
import { seriousViolations } from './support/documents.ts';
import { startLifecycleServer, type LifecycleServer } from './support/lifecycle.ts';

let server: LifecycleServer;
let browser: Browser;
let id: number;
let sealed: Awaited<ReturnType<typeof documentsOf>>;
const CAND = 'candidato@demo.com.br';
const CONTRACT = 'Contrato de trabalho';

beforeAll(async () => {
  [server, browser] = await Promise.all([startLifecycleServer(), launchBrowser()]);
  const t = server.t;
  id = await idOf(t, CAND);
  await finalized(t, id);
  const first = await kitInSealing(t);
  await t.app.jobs.runNow('kit-seal');
  const second = await kitInSealing(t);
  await t.db.execute(sql`update signature_kit set status = 'SUBSTITUIDO', replaced_by = ${second.kitId}
    where id = ${first.kitId}`);
  await t.app.jobs.runNow('kit-seal');
  expect((await kitStatus(t, second.kitId)).status).toBe('ASSINADO');
  sealed = await documentsOf(t, second.kitId);
  expect(sealed.every((d) => d.verify_code)).toBe(true);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the signed kit in the candidate page and the staff panel', () => {
  it('the candidate on a phone finds the signed documents, reads one and downloads one', async () => {
    const { page, context } = await newPage(browser, server.url, PHONE);
    await signIn(page, CAND);
    const card = page.getByRole('region', { name: 'Documentos assinados' });
    await card.waitFor();
    await card.getByText(CONTRACT, { exact: true }).waitFor();
    for (const d of sealed) await card.getByText(d.verify_code!).waitFor();
    await card
      .getByText(/^Assinado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
      .first()
      .waitFor();
    expect(await card.getByRole('link', { name: 'Verificar documento assinado' }).getAttribute('href')).toBe(
      '/verificar',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'kit-signed-documents-phone', { fullPage: true });

    await card.getByRole('button', { name: `Ler ${CONTRACT}` }).click();
    const viewer = page.getByRole('dialog');
    await viewer.locator('canvas').first().waitFor();
    await viewer
      .getByRole('button', { name: /fechar|close/i })
      .first()
      .click();
    await viewer.waitFor({ state: 'hidden' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: `Baixar ${CONTRACT}` }).click(),
    ]);
    const bytes = readFileSync((await download.path())!);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(sealed[0]!.signed_sha256);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    // the Documentos tab lists them too
    await page.getByRole('tab', { name: /Documentos/ }).click();
    const inTab = page.getByRole('tabpanel').getByRole('region', { name: 'Documentos assinados' });
    await inTab.getByText(sealed[1]!.verify_code!).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('the staff panel shows each code, the seal time, the timestamp and the replaced version', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signInToClient(page, 'admin', '041');
    await page.goto(`/admin/dados/${id}`);
    const panel = page.locator('[aria-labelledby="kit-title"]');
    await panel.getByRole('heading', { name: 'Kit admissional' }).waitFor();
    const row = panel.getByRole('row', { name: new RegExp(CONTRACT) }).first();
    await row.getByText(/^Assinado e selado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).waitFor();
    await row.getByText(sealed[0]!.verify_code!).waitFor();
    await row.getByText('Sem carimbo do tempo').waitFor();
    await panel.getByRole('button', { name: 'Versões anteriores (1)' }).click();
    await panel.getByText('Versão 1 · Substituído por nova versão').waitFor();
    await panel.getByRole('table', { name: 'Documentos da versão 1' }).waitFor();
    expect(await seriousViolations(page, '[aria-labelledby="kit-title"]')).toEqual([]);
    await screenshot(page, 'kit-staff-panel-signed', { fullPage: true });
    await context.close();
  });
});
