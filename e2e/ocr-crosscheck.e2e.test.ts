/**
 * The OCR cross-check on the checking screen (issue 18 §3, decision 057), in a real browser against
 * the real API and OCR: the candidate's CPF card (a generated photo, turned and noisy) is sent; the
 * panel beside the document says it is reading, the background job runs, and the panel then shows
 * the name and birth date 'Confere' and the CPF, typed with one digit wrong, 'Diverge' with both
 * values and the confidence in pt-BR. Approving stays open all along: the panel never blocks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { documentImage } from '../apps/api/src/testing/document-image.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { signInToClient } from './support/app.ts';
import { startLifecycleServer, type LifecycleServer } from './support/lifecycle.ts';
import { rowsOf } from '../apps/api/src/lib/rows.ts';

let server: LifecycleServer;
let browser: Browser;
let id: number;

beforeAll(async () => {
  [server, browser] = await Promise.all([startLifecycleServer(), launchBrowser()]);
  const t = server.t;
  const cand = await t.login('candidato@demo.com.br');
  id = cand.candidate!.CODCANDIDATO;
  // typed with one digit wrong (…247-35); the card says …247-25
  await t.db.execute(sql`update candidate set cpf = '52998224735', datnasc = '1990-03-15'
    where codcandidato = ${id}`);
  const [type] = rowsOf<{ codtipodoc: number }>(
    await t.db.execute(sql`select codtipodoc from document_type where codadm = 9 and codcli = '041'
      and documento = 'CPF'`),
  );
  const card = await documentImage(
    [
      'CADASTRO DE PESSOAS FÍSICAS',
      'NOME: CARLOS CANDIDATO DA SILVA',
      'CPF: 529.982.247-25',
      'NASCIMENTO: 15/03/1990',
    ],
    { angle: 1.5, noise: 0.03, seed: 21 },
  );
  const boundary = '----crosscheck';
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/candidate/documents/upload/image/${id}/${type!.codtipodoc}/0`,
    headers: { ...t.headers(cand.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cpf.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      card,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(res.statusCode, res.body).toBe(200);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('Conferência por OCR', () => {
  it(
    'reads in the background and shows Confere / Diverge beside the document',
    { timeout: 180_000 },
    async () => {
      const { page, context } = await newPage(browser, server.url);
      await signInToClient(page, 'admin', '041');
      await page.goto(`/admin/conferir/${id}`);
      const strip = page.getByRole('listbox', { name: 'Documentos do candidato' });
      await strip.locator('[role="option"][data-documento="CPF"]').click();
      const panel = page.getByRole('region', { name: 'Conferência por OCR' });
      await panel.getByText('Lendo o documento…').waitFor();
      const approve = page.getByRole('button', { name: 'Aprovar', exact: true });
      expect(await approve.isEnabled()).toBe(true);

      await server.t.app.jobs.runNow('crosscheck');
      const fields = panel.getByRole('list', { name: 'Campos conferidos' });
      await fields.waitFor({ timeout: 30_000 });
      const items = await fields.getByRole('listitem').allTextContents();
      expect(items[0]).toMatch(/^NomeConfere · confiança \d+(,\d)?%$/);
      expect(items[1]).toMatch(
        /^CPFDiverge: digitado 529\.982\.247-35, documento 529\.982\.247-25 · confiança \d+(,\d)?%$/,
      );
      expect(items[2]).toMatch(/^Data de nascimentoConfere/);
      expect(await approve.isEnabled()).toBe(true);
      await context.close();
    },
  );
});
