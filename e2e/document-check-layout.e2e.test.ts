/**
 * The checking screen as a tool HR uses all day (issue 30 item 4), in a real browser against the
 * real API at 1366 × 768: the image starts in the upper half and takes most of the viewport (the
 * legend is a closed 'Legenda', the list and the 'Faltam conferir' line are compact); A approves
 * and the next document to check opens by itself, R opens the refusal dialog, ←/→ move between
 * documents, the keys say so on screen and stay off while typing or in a dialog; once nothing
 * with a file is left the screen says so. A document the candidate sent again opens on the new
 * file, the refused one marked 'substituído'. axe finds nothing serious; a 360 px phone does not
 * scroll sideways. 'Recusar e pedir correção' (issue 30 refusal loop): a preset reason and a text,
 * the candidate in 12 and the correction e-mail at the SMTP server, from one button.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REFUSAL_MSG } from '@admissao/domain';
import type { Browser, Page } from 'playwright-core';
import { rowsOf } from '../apps/api/src/lib/rows.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signInToClient, toast } from './support/app.ts';
import { makeJpeg, makePdf, seriousViolations, type TestFile } from './support/documents.ts';
import { startLifecycleServer, statusOf, type LifecycleServer } from './support/lifecycle.ts';

let server: LifecycleServer;
let browser: Browser;
let id: number;
let token: string;
const types = new Map<string, number>();
/** what each document was sent with, to send it again */
const sent = new Map<string, { tipo: 'image' | 'pdf'; file: TestFile }>();

const CANDIDATE = 'candidato@demo.com.br';
const VIEW = { width: 1366, height: 768 };

/** An upload as the candidate, through the API (the candidate's tab is documents.e2e.test.ts). */
async function upload(documento: string, tipo: 'image' | 'pdf', file: TestFile) {
  const boundary = '----conferir';
  const res = await server.t.app.inject({
    method: 'POST',
    url: `/api/candidate/documents/upload/${tipo}/${id}/${types.get(documento)}/0`,
    headers: { ...server.t.headers(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.mimeType}\r\n\r\n`,
      ),
      file.buffer,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(res.statusCode, res.body).toBe(200);
  sent.set(documento, { tipo, file });
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startLifecycleServer(), launchBrowser()]);
  const cand = await server.t.login(CANDIDATE);
  id = cand.candidate!.CODCANDIDATO;
  token = cand.token;
  const rows = rowsOf<{ codtipodoc: number; documento: string }>(
    await server.t.db.execute(
      sql`select codtipodoc, documento from document_type where codadm = 9 and codcli = '041'`,
    ),
  );
  for (const r of rows) types.set(r.documento, r.codtipodoc);
  await upload('RG (FRENTE E VERSO)', 'image', await makeJpeg('rg.jpg', 1600, 1000));
  await upload('CPF', 'image', await makeJpeg('cpf.jpg', 1600, 1000));
  await upload('COMPROVANTE DE RESIDÊNCIA', 'pdf', await makePdf('residencia.pdf', 1));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const strip = (page: Page) => page.getByRole('listbox', { name: 'Documentos do candidato' });
const tile = (page: Page, documento: string) =>
  strip(page).locator(`[role="option"][data-documento="${documento}"]`);
const shown = (page: Page) => page.getByTestId('selected-document').textContent();
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function openCheck(page: Page) {
  await signInToClient(page, 'admin', '041');
  await page.goto(`/admin/conferir/${id}`);
  await strip(page).waitFor();
}

/** The image of the document on screen, loaded. */
async function imageOf(page: Page, documento: string, n = 1) {
  const img = page.getByRole('img', { name: `${documento} ${n}`, exact: true });
  await expect
    .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
    .toBeGreaterThan(0);
  return img;
}

describe('Conferir: layout and keyboard', () => {
  let order: string[] = [];

  it(
    '1366 × 768: the image takes most of the screen; A, R, ←/→ check the documents',
    { timeout: 120_000 },
    async () => {
      const { page, context } = await newPage(browser, server.url, { viewport: VIEW });
      await openCheck(page);
      order = (await strip(page)
        .getByRole('option')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-documento')))) as string[];
      // the three sent documents come first (review order)
      expect(new Set(order.slice(0, 3))).toEqual(new Set(sent.keys()));
      const [first, second, third] = order as [string, string, string];
      expect(await shown(page)).toBe(first);

      const img = await imageOf(page, first);
      const box = (await img.boundingBox())!;
      expect(box.y, 'image top').toBeLessThan(VIEW.height / 2);
      expect(box.height, 'image height').toBeGreaterThanOrEqual(0.55 * VIEW.height);
      expect(box.y + box.height, 'above the footer').toBeLessThanOrEqual(VIEW.height - 36);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      // the legend is one closed button; the hint says the keys; the buttons announce them
      const legend = page.getByRole('button', { name: 'Legenda' });
      expect(await legend.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByTestId('shortcut-hint').textContent()).toBe(
        'Atalhos: A aprovar · R recusar · ←/→ documentos',
      );
      expect(await page.getByTestId('shortcut-hint').isVisible()).toBe(true);
      const approve = page.getByRole('button', { name: 'Aprovar', exact: true });
      expect(await approve.getAttribute('aria-keyshortcuts')).toBe('A');
      expect(
        await page.getByRole('button', { name: 'Recusar', exact: true }).getAttribute('aria-keyshortcuts'),
      ).toBe('R');
      // the page settles (the side panel, the OCR panel) before axe and the picture
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'conferir-1366');
      await legend.click();
      await page.getByRole('dialog', { name: 'Legenda' }).getByText('Reenviado').waitFor();
      await page.keyboard.press('Escape');

      // A: approved, and the next document to check opens by itself
      await page.keyboard.press('a');
      await tile(page, first).and(page.locator('[data-status="3"]')).waitFor();
      await expect.poll(() => shown(page)).toBe(second);
      await imageOf(page, second);
      // ←/→ move between documents
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => shown(page)).toBe(first);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => shown(page)).toBe(second);

      // R: the refusal dialog; keys typed there are text, not shortcuts
      await page.keyboard.press('r');
      const refuse = page.getByRole('dialog', { name: 'Recusar documento' });
      await refuse.waitFor();
      await page.waitForTimeout(300); // the opening transition, so axe reads the final colours
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.type('a');
      expect(await refuse.getByLabel(/^Observação/).inputValue()).toBe('a');
      await page.keyboard.press('ArrowRight');
      expect(await shown(page)).toBe(second);
      await refuse.getByLabel(/^Observação/).fill('Foto ilegível. Envie outra, nítida.');
      await refuse.getByRole('button', { name: 'Só recusar' }).click();
      await tile(page, second).and(page.locator('[data-status="2"]')).waitFor();
      await expect.poll(() => shown(page)).toBe(third);

      // the last document with a file: the screen says every sent one is checked and what is left
      await expect.poll(() => page.locator('[role="dialog"]').count()).toBe(0);
      await page.keyboard.press('a');
      await tile(page, third).and(page.locator('[data-status="3"]')).waitFor();
      await page.getByText(/^Todos os documentos (enviados )?foram conferidos$/).waitFor();
      expect(await shown(page)).toBe(third);
      await context.close();
    },
  );

  it(
    'a document sent again opens on the new file; the refused one is marked substituído',
    { timeout: 60_000 },
    async () => {
      const refused = order[1]!;
      const before = sent.get(refused)!;
      await upload(
        refused,
        before.tipo,
        before.tipo === 'pdf' ? await makePdf('novo.pdf', 1) : await makeJpeg('novo.jpg', 1200, 800),
      );
      const { page, context } = await newPage(browser, server.url, { viewport: VIEW });
      await openCheck(page);
      await tile(page, refused).and(page.locator('[data-status="4"]')).click();
      const chips = page.locator('[aria-label="Arquivos do documento"] label');
      await expect
        .poll(() => chips.allTextContents())
        .toEqual([expect.stringMatching(/^1\. .* · substituído$/), expect.stringMatching(/^2\. .* · novo$/)]);
      // the new file is the one shown
      if (before.tipo === 'image') await imageOf(page, refused, 2);
      const chosen = page.locator('[aria-label="Arquivos do documento"] input:checked + label');
      expect(await chosen.textContent()).toMatch(/· novo$/);
      // the refused file is still there to compare, said to be replaced
      await chips.first().click();
      await page.getByText('Arquivo substituído: recusado antes do reenvio do candidato.').waitFor();
      await context.close();
    },
  );

  it(
    "'Recusar e pedir correção': a reason and a text, the status 12 and the candidate's e-mail in one step",
    { timeout: 90_000 },
    async () => {
      const documento = order[1]!; // sent again above: Reenviado, to check
      const { page, context } = await newPage(browser, server.url, { viewport: VIEW });
      await openCheck(page);
      await tile(page, documento).click();
      await expect.poll(() => shown(page)).toBe(documento);
      await page.getByRole('button', { name: 'Recusar', exact: true }).click();
      const refuse = page.getByRole('dialog', { name: 'Recusar documento' });
      // a chip is a checkbox under its label (the box itself is visually hidden)
      await refuse.getByText('Ilegível', { exact: true }).click();
      expect(await refuse.getByRole('checkbox', { name: 'Ilegível' }).isChecked()).toBe(true);
      await refuse.getByLabel(/^Observação/).fill('Envie uma foto com boa luz.');
      const composed = 'A imagem está ilegível. Envie uma foto com boa luz.';
      expect(await refuse.getByTestId('refusal-preview').textContent()).toBe(`O candidato lerá: ${composed}`);
      await page.waitForTimeout(300); // the opening transition, so axe reads the final colours
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(refuse, 'conferir-refusal-dialog');
      await refuse.getByRole('button', { name: 'Recusar e pedir correção' }).click();
      await toast(page, REFUSAL_MSG.correctionAsked).waitFor();
      // the header's badge says the new status by name
      await page.getByRole('main').getByText('Correção de documentos solicitada').first().waitFor();
      await tile(page, documento).and(page.locator('[data-status="2"]')).waitFor();
      expect(await statusOf(server.t, id)).toBe(12);
      // the correction e-mail reached the SMTP server with the reason's sentence
      await expect
        .poll(
          async () =>
            (await server.mails()).filter((m) => m.to === CANDIDATE && m.text.includes(composed)).length,
        )
        .toBe(1);
      const mail = (await server.mails()).find((m) => m.text.includes(composed))!;
      expect(mail.subject).toContain('Correção de documentos');
      expect(mail.text).toContain(`${documento}: ${composed}`);
      // once asked, the dialog of the next refusal offers only 'Só recusar' and says why
      await expect.poll(() => page.locator('[role="dialog"]').count()).toBe(0);
      await page.getByRole('button', { name: 'Recusar', exact: true }).click();
      const again = page.getByRole('dialog', { name: 'Recusar documento' });
      expect(await again.getByRole('button', { name: 'Recusar e pedir correção' }).isDisabled()).toBe(true);
      await again.getByText(REFUSAL_MSG.correctionAlreadyAsked).waitFor();
      await screenshot(page, 'conferir-after-correction');
      await context.close();
    },
  );

  it('360 × 780: no sideways scroll', { timeout: 60_000 }, async () => {
    const { page, context } = await newPage(browser, server.url, {
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
    });
    await openCheck(page);
    await page.getByTestId('selected-document').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'conferir-360', { fullPage: true });
    await context.close();
  });
});
