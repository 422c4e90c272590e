/**
 * eSocial failures in the review queue, in a real browser (decision 084): a finalized candidate of
 * 041 whose S-2200 was rejected on the UF is a row of the admin's queue, with the reason and the
 * occurrence on its field; axe finds nothing serious; 'Ver eSocial' opens the candidate page with
 * the eSocial panel open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { insertEvent } from '../apps/api/test/support/esocial-event-rows.ts';
import { newPage } from './support/browser.ts';
import { signInToClient } from './support/app.ts';
import { seriousViolations } from './support/documents.ts';
import type { LifecycleServer } from './support/lifecycle.ts';
import { startQueueRun, type QueueRun } from './support/review-queue.ts';

let run: QueueRun;
let server: LifecycleServer;
let browser: Browser;
let carlos: number;

beforeAll(async () => {
  run = await startQueueRun();
  ({ server, browser } = run);
  carlos = run.ids['candidato@demo.com.br']!;
  await server.t.db.execute(sql`update candidate set codstatus = 8 where codcandidato = ${carlos}`);
  await insertEvent(server.t, {
    codcandidato: carlos,
    status: 'REJEITADO',
    batch: 'PROCESSADO',
    ocorrencias: [
      {
        codigo: 17,
        descricao: 'Valor da UF inválido.',
        tipo: 1,
        localizacao: '/eSocial/evtAdmissao/trabalhador/endereco/brasil/uf',
      },
    ],
    daysAgo: 2,
  });
});
afterAll(() => run?.close());

describe('Fila de conferência — eSocial', () => {
  it('shows the rejected S-2200 with its field and opens the eSocial panel', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signInToClient(page, 'admin', '041');
    await page.goto(`${server.url}/admin/fila`);
    await page.getByRole('heading', { name: 'Fila de conferência' }).waitFor();
    const row = page.getByTestId(`fila-${carlos}`);
    await row.waitFor();
    expect(await row.getByTestId('fila-esocial-S-2200').textContent()).toBe(
      'S-2200: Rejeitado pelo eSocial: corrija e envie de novo — ocorrência 17 no campo UF: Valor da UF inválido.',
    );
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('button', { name: /^Ver eSocial de / }).click();
    await page.waitForURL(`**/admin/dados/${carlos}?esocial=1`);
    await page.getByRole('dialog', { name: 'eSocial S-2200' }).waitFor();
    await context.close();
  });
});
