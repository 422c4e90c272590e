/**
 * The OCR cross-check on the checking screen (issue 18 §3, issue 30 item 5, decision 057), in a real
 * browser against the real API and OCR: the candidate's CPF card (a generated photo, turned and
 * noisy) is sent; the panel beside the document says it is reading, the background job runs, and
 * the panel then shows the name and birth date 'Confere' and the CPF, typed with one digit wrong,
 * 'Diverge' with both values, the confidence in pt-BR and the text each was read in — and nothing
 * of the candidate's bank data, which a CPF card does not carry. The same reading with the OCR
 * unsure of its words says 'Não foi possível ler' with the low confidence, never 'Confere'.
 * Approving stays open all along: the panel never blocks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { documentImage } from '../apps/api/src/testing/document-image.ts';
import { CROSSCHECK_MIN_CONFIDENCE } from '@admissao/domain';
import { launchBrowser, newPage } from './support/browser.ts';
import { signInToClient } from './support/app.ts';
import { startLifecycleServer, type LifecycleServer } from './support/lifecycle.ts';
import { rowsOf } from '../apps/api/src/lib/rows.ts';

let server: LifecycleServer;
let browser: Browser;
let id: number;
let cpfType: number;

beforeAll(async () => {
  [server, browser] = await Promise.all([startLifecycleServer(), launchBrowser()]);
  const t = server.t;
  const cand = await t.login('candidato@demo.com.br');
  id = cand.candidate!.CODCANDIDATO;
  // typed with one digit wrong (…247-35); the card says …247-25
  // the bank fields are filled too: a CPF card does not carry them, so they are not listed
  await t.db.execute(sql`update candidate set cpf = '52998224735', datnasc = '1990-03-15',
    agencia = '0123', numconta = '456789' where codcandidato = ${id}`);
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
  cpfType = type!.codtipodoc;
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
    'reads in the background and shows Confere / Diverge beside the document, with the text read',
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
      // the CPF card's three fields, each with the OCR text it was read in (at most 60 characters)
      expect(items).toHaveLength(3);
      expect(items[0]).toMatch(
        /^NomeConfere · confiança \d+(,\d)?% Lido no documento: “[^”]*NOME: CARLOS CANDIDATO DA SILVA[^”]*”$/,
      );
      expect(items[1]).toMatch(
        /^CPFDiverge: digitado 529\.982\.247-35, documento 529\.982\.247-25 · confiança \d+(,\d)?% Lido no documento: “[^”]*CPF: 529\.982\.247-25[^”]*”$/,
      );
      expect(items[2]).toMatch(
        /^Data de nascimentoConfere · confiança \d+(,\d)?% Lido no documento: “[^”]*15\/03\/1990/,
      );
      for (const item of items) expect(/“([^”]*)”/.exec(item)![1]!.length).toBeLessThanOrEqual(60);
      expect(items.join(' ')).not.toMatch(/Agência|Número da conta/);
      expect(await approve.isEnabled()).toBe(true);

      // the same reading, the OCR unsure of every word: no verdict, the low confidence said
      const low = CROSSCHECK_MIN_CONFIDENCE - 14;
      await server.t.db.execute(sql`update document_crosscheck set paginas = (
          select jsonb_agg(jsonb_set(p, '{PALAVRAS}', (
            select coalesce(jsonb_agg(jsonb_build_array(w -> 0, ${low}::int)), '[]'::jsonb)
            from jsonb_array_elements(p -> 'PALAVRAS') w)))
          from jsonb_array_elements(paginas) p)
        where codcandidato = ${id} and codtipodoc = ${cpfType}`);
      await page.reload();
      await strip.locator('[role="option"][data-documento="CPF"]').click();
      await fields.waitFor({ timeout: 30_000 });
      const unsure = await fields.getByRole('listitem').allTextContents();
      expect(unsure).toHaveLength(3);
      const uncertain = `Não foi possível ler · leitura incerta: confiança ${low}%, abaixo de ${CROSSCHECK_MIN_CONFIDENCE}%`;
      expect(unsure[0]).toMatch(new RegExp(`^Nome${uncertain} Lido no documento: “[^”]*CARLOS CANDIDATO`));
      expect(unsure[1]).toMatch(new RegExp(`^CPF${uncertain} Lido no documento: “[^”]*529\\.982\\.247-25`));
      expect(unsure.join(' ')).not.toMatch(/Confere|Diverge/);
      expect(await approve.isEnabled()).toBe(true);
      await context.close();
    },
  );
});
