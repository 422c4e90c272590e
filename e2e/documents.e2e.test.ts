/**
 * Documents in a real browser against the real API (demo client 041): the candidate sends a
 * JPEG, a PDF and a HEIC from the Enviar Documentos tab; the admin approves one and refuses one
 * with an observation on the checking screen (each decision opens the next document to check);
 * the candidate sees the refusal and sends again (status 4, Reenviado: the screen opens on the
 * new file, the refused one 'substituído'); Finalizar names it as the one left to check
 * (optional documents never sent do not count); once the admin approves it every document is checked, but Finalizar
 * waits for the candidate's status (3 is before 4); the admin changes the status (5, with a note)
 * from the badge's edit button and finalizes, back to the list. Also the tab on a 360 px phone.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DOC_MSG, REFUSAL_MSG } from '@admissao/domain';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { startLifecycleServer, type LifecycleServer } from './support/lifecycle.ts';
import { launchBrowser, newPage, PHONE } from './support/browser.ts';
import { pageToken, signIn, signInToClient, toast } from './support/app.ts';
import {
  apiCall,
  documentTile,
  makeHeic,
  makeJpeg,
  makeLargePhoto,
  makePdf,
  seriousViolations,
  sendFiles,
  type TestFile,
} from './support/documents.ts';

let server: LifecycleServer;
let browser: Browser;
let jpeg: TestFile;
let pdf: TestFile;
let heic: TestFile | null;

beforeAll(async () => {
  [server, browser, jpeg, pdf, heic] = await Promise.all([
    startLifecycleServer(),
    launchBrowser(),
    makeJpeg('rg-frente.jpg'),
    makePdf('cpf.pdf', 2),
    makeHeic('foto-3x4.heic'),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const CANDIDATE = 'candidato@demo.com.br';
const RG = 'RG (FRENTE E VERSO)';
const CPF = 'CPF';
const FOTO = 'FOTO 3X4';
const REFUSAL = 'Documento ilegível. Envie uma cópia nítida das duas páginas.';

/** Signs the demo candidate in and opens Enviar Documentos (the help popup is closed when it shows). */
async function openDocumentsTab(page: Page): Promise<number> {
  await signIn(page, CANDIDATE);
  await page.waitForURL('**/dados');
  await page.getByRole('tab', { name: /Enviar Documentos/ }).click();
  await documentTile(page, RG).waitFor();
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('admissao.candidate') ?? '{}').CODCANDIDATO as number,
  );
}

async function openCheckScreen(page: Page, id: number): Promise<void> {
  await signInToClient(page, 'admin', '041');
  await page.goto(`/admin/conferir/${id}`);
  await page.getByRole('heading', { name: /^Conferência: \d{4} - CARLOS CANDIDATO DA SILVA/ }).waitFor();
  await page.getByRole('listbox', { name: 'Documentos do candidato' }).waitFor();
}

const strip = (page: Page) => page.getByRole('listbox', { name: 'Documentos do candidato' });
const stripTile = (page: Page, documento: string) =>
  page
    .getByRole('listbox', { name: 'Documentos do candidato' })
    .locator(`[role="option"][data-documento="${documento}"]`);

describe('documents', () => {
  // first: the next test ends with every document approved, when no tile offers Adicionar
  it('the tab fits a 360 px phone, with the camera button', async () => {
    const { context, page } = await newPage(browser, server.url, PHONE);
    await openDocumentsTab(page);
    // 'Validar' like every other tab (spec 2 §2.1): nothing sent yet, so it names what is owed
    await page.getByRole('button', { name: 'Validar Enviar Documentos' }).click();
    const attention = page.getByRole('alert').filter({ hasText: 'Atenção' });
    await attention.getByText(`${RG}: não enviado`).waitFor();
    await attention.getByRole('button', { name: 'Fechar aviso' }).click();
    const tile = documentTile(page, FOTO);
    await tile.scrollIntoViewIfNeeded();
    await tile.getByRole('button', { name: `Câmera — fotografar ${FOTO}` }).waitFor();
    const add = tile.getByRole('button', { name: `Adicionar arquivo em ${FOTO}` });
    const box = await add.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
  it('are sent by the candidate, checked by the admin, refused, sent again and approved', async () => {
    expect(heic, 'heif-enc (libheif-examples) is needed to make the HEIC file').not.toBeNull();
    const cand = await newPage(browser, server.url, { timezoneId: 'UTC' });
    const c = cand.page;
    const id = await openDocumentsTab(c);

    // a PDF on the 'foto' document is refused before sending, with the spec's message
    await sendFiles(c, FOTO, pdf);
    await toast(c, DOC_MSG.formatOnlyImages).waitFor();

    await sendFiles(c, RG, jpeg);
    await documentTile(c, RG).getByText('Enviado', { exact: true }).waitFor();
    await expect
      .poll(() => documentTile(c, RG).getByTestId('pages').textContent())
      .toMatch(/^1 página · enviado em \d{2}\/\d{2}\/\d{4}$/);
    // the day shown is Brasília's, whatever the browser's zone (this one is UTC): 02:30 UTC on
    // 10 March is still 9 March there; the next upload refreshes the list
    await server.t.db.execute(sql`
      update document_file set created_at = '2026-03-10T02:30:00Z'
      where codcandidato = ${id} and active and codtipodoc in (
        select codtipodoc from document_type where documento = ${RG} and codadm = 9 and codcli = '041')`);
    await sendFiles(c, CPF, pdf);
    await documentTile(c, CPF).getByText('Enviado', { exact: true }).waitFor();
    await expect
      .poll(() => documentTile(c, CPF).getByTestId('pages').textContent())
      .toMatch(/^2 páginas · enviado em \d{2}\/\d{2}\/\d{4}$/);
    await expect
      .poll(() => documentTile(c, RG).getByTestId('pages').textContent())
      .toBe('1 página · enviado em 09/03/2026');
    await sendFiles(c, FOTO, heic!);
    await documentTile(c, FOTO).getByText('Enviado', { exact: true }).waitFor();
    expect(await seriousViolations(c)).toEqual([]);

    // the HEIC became a JPEG the browser shows
    await c.getByRole('button', { name: `Ver arquivos de ${FOTO}` }).click();
    const viewer = c.getByRole('dialog', { name: FOTO });
    const shown = viewer.getByRole('img', { name: /FOTO 3X4/ });
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await viewer.getByRole('button', { name: 'Fechar' }).first().click();

    // the admin: sent documents first in the strip; approve the RG, refuse the CPF
    const adm = await newPage(browser, server.url);
    const a = adm.page;
    await openCheckScreen(a, id);
    const firstThree = await strip(a)
      .getByRole('option')
      .evaluateAll((els) => els.slice(0, 3).map((e) => e.getAttribute('data-documento')));
    expect(firstThree).toEqual([RG, CPF, FOTO]);
    await stripTile(a, RG).click();
    await a.getByRole('img', { name: `${RG} 1` }).waitFor();
    await a.getByRole('button', { name: 'Aprovar', exact: true }).click();
    await stripTile(a, RG).and(a.locator('[data-status="3"]')).waitFor();
    // the next document to check opens by itself (issue 30 item 4); Validar is about the RG
    await stripTile(a, CPF).and(a.locator('[aria-selected="true"]')).waitFor();
    await stripTile(a, RG).click();
    // Validar: the OCR answer lists each term of the type with its result
    await a.getByRole('button', { name: 'Validar' }).click();
    const ocr = a.getByRole('dialog', { name: `Validação: ${RG}` });
    await ocr.waitFor({ timeout: 60_000 });
    await ocr
      .getByRole('table', { name: 'Termos procurados' })
      .getByRole('row', { name: /^NOME / })
      .waitFor();
    await ocr.getByText(/Confiança média do reconhecimento: \d+%/).waitFor();
    await ocr.getByRole('button', { name: 'Fechar' }).last().click();
    await ocr.waitFor({ state: 'hidden' });

    await stripTile(a, CPF).click();
    await a.getByText('Página 1 de 2').waitFor();
    await a.locator('.react-pdf__Page canvas').first().waitFor();
    await a.getByRole('button', { name: 'Recusar', exact: true }).click();
    const refuse = a.getByRole('dialog', { name: 'Recusar documento' });
    await refuse.getByRole('button', { name: 'Só recusar' }).click();
    await refuse.getByText(REFUSAL_MSG.reasonRequired).waitFor();
    await refuse.getByLabel(/^Observação/).fill(REFUSAL);
    await refuse.getByRole('button', { name: 'Só recusar' }).click();
    await stripTile(a, CPF).and(a.locator('[data-status="2"]')).waitFor();
    // the refusal opened the next document to check; the attendance note below is about the CPF
    await stripTile(a, FOTO).and(a.locator('[aria-selected="true"]')).waitFor();
    await stripTile(a, CPF).click();
    await a.locator('.react-pdf__Page canvas').first().waitFor();
    // axe runs once the dialog has gone: while it closes, Mantine keeps a section role="dialog"
    // whose title is already unmounted (no accessible name) for the exit transition
    await expect.poll(() => a.locator('[role="dialog"]').count(), { timeout: 10_000 }).toBe(0);
    expect(await seriousViolations(a)).toEqual([]);

    // an attendance note on the document
    await a.getByRole('button', { name: 'Atendimento' }).click();
    const log = a.getByRole('dialog', { name: `Atendimento: ${CPF}` });
    await log.getByLabel('Apontamento sobre o documento').fill('Candidato avisado por telefone.');
    await log.getByRole('button', { name: 'Adicionar' }).click();
    await log.getByText('Candidato avisado por telefone.').waitFor();
    await a.keyboard.press('Escape');
    await log.waitFor({ state: 'hidden' });

    // the candidate sees the refusal with the observation and sends again: Reenviado (4)
    await c.reload();
    await documentTile(c, CPF).getByText('Recusado', { exact: true }).waitFor();
    await documentTile(c, CPF).getByText(REFUSAL).waitFor();
    await sendFiles(c, CPF, await makePdf('cpf-nitido.pdf', 2));
    await documentTile(c, CPF).getByText('Reenviado', { exact: true }).waitFor();
    await expect.poll(() => documentTile(c, CPF).getAttribute('data-status')).toBe('4');

    // every other document the client requires or that was sent checked through the API (not what
    // this test is about); the optional ones never sent stay unchecked and must not hold Finalizar
    const docs = await apiCall<
      { CODTIPODOC: number; DOCUMENTO: string; CONFERIDO: boolean; OBRIGATORIO: boolean; ARQUIVOS: number }[]
    >(a, 'POST', '/candidate/documents/list', { CODCANDIDATO: id });
    const userId = await a.evaluate(
      () => JSON.parse(localStorage.getItem('admissao.user') ?? '{}').CODUSUARIO as number,
    );
    const optionalUnsent = docs.filter((d) => !d.OBRIGATORIO && d.ARQUIVOS === 0 && !d.CONFERIDO);
    expect(optionalUnsent.length).toBeGreaterThan(0);
    for (const d of docs.filter((d) => !d.CONFERIDO && d.DOCUMENTO !== CPF && !optionalUnsent.includes(d))) {
      const blocked = d.OBRIGATORIO && d.ARQUIVOS === 0;
      await apiCall(a, 'POST', '/candidate/documents/action', {
        CODCANDIDATO: id,
        CODTIPODOC: d.CODTIPODOC,
        CODUSUARIO: userId,
        ACAO: blocked ? 'A.' : 'A',
        OBSERVACAO: blocked ? 'Entregue em mãos no RH.' : undefined,
      });
    }

    await a.reload();
    const finalize = a.getByRole('button', { name: 'Finalizar' });
    await a.getByRole('listbox', { name: 'Documentos do candidato' }).waitFor();
    // the resent document comes first, and it is the only one not checked
    const first = strip(a).getByRole('option').first();
    expect([await first.getAttribute('data-documento'), await first.getAttribute('data-status')]).toEqual([
      CPF,
      '4',
    ]);
    expect(await finalize.isDisabled()).toBe(true);
    // Finalizar says why it is off: only the resent CPF, not the optional documents never sent
    const reason = a.getByTestId('finalize-reason');
    await expect.poll(() => reason.textContent()).toBe('Faltam conferir: CPF.');
    await stripTile(a, CPF).click();
    // sent again: the screen opens on the new PDF, the refused one is marked 'substituído'
    const files = a.locator('[aria-label="Arquivos do documento"] label');
    await expect
      .poll(() => files.allTextContents())
      .toEqual(['1. PDF (2 pág.) · substituído', '2. PDF (2 pág.) · novo']);
    await a.getByRole('button', { name: 'Aprovar', exact: true }).click();
    await stripTile(a, CPF).and(a.locator('[data-status="3"]')).waitFor();
    // every document checked, but the candidate is still in status 3: the lifecycle rule says no
    await a.getByText(/^3 - /).first().waitFor();
    expect(await finalize.isDisabled()).toBe(true);
    await expect.poll(() => reason.textContent()).not.toContain('Faltam conferir');

    // the status badge's edit button: 3 → 5 with a note (POST /candidate/data/change)
    await a.getByRole('button', { name: 'Alterar status' }).click();
    const change = a.getByRole('dialog', { name: 'Alterar status' });
    await change.getByLabel(/^Novo status/).click();
    await a.getByRole('option', { name: 'Em atendimento', exact: true }).click();
    await change.getByRole('textbox', { name: 'Observação' }).fill('Atendimento por telefone.');
    await change.getByRole('button', { name: 'Gravar' }).click();
    await toast(a, 'Status alterado com sucesso!').waitFor();
    await a.getByText(/^5 - /).first().waitFor();

    // now Finalizar is enabled; it finalizes and goes back to the list with the server's message
    await expect.poll(() => finalize.isEnabled()).toBe(true);
    await finalize.click();
    await a
      .getByRole('dialog', { name: 'Finalizar conferência' })
      .getByRole('button', { name: 'Finalizar' })
      .click();
    await a.waitForURL('**/admin/lista');
    const after = await apiCall<{ CODSTATUS: number }>(a, 'GET', `/candidate/${id}`);
    // 8 when nothing is pending, 6 (and the pending e-mail) when a section is still incomplete
    expect([6, 8]).toContain(after.CODSTATUS);
    await toast(
      a,
      after.CODSTATUS === 8 ? 'Conferência finalizada com sucesso!' : 'Existem pendências',
    ).waitFor();

    // /image/full of a file that does not exist shows the placeholder with the code
    await a.goto(`/image/full?src=${encodeURIComponent(`/api/candidate/documents/image/show/${id}/999999`)}`);
    await a.getByRole('img', { name: 'Erro 404 ao carregar o arquivo' }).waitFor();

    await cand.context.close();
    await adm.context.close();
    // a whole check with OCR in a real browser: under a minute idle, longer on a busy 2-core machine
  }, 180_000);

  it('/temporario sends one file and answers a link valid for 60 minutes', async () => {
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, CANDIDATE);
    await page.waitForURL('**/dados');
    await page.goto('/temporario');
    await page.getByRole('heading', { name: 'Envio de arquivo temporário' }).waitFor();
    await page.getByText('apagados automaticamente após 60 minutos').waitFor();
    const input = page.getByLabel('Arquivo temporário');
    // more than 5,000,000 bytes: both lines of the spec's message, nothing chosen
    await input.setInputFiles({
      name: 'grande.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(5_000_001),
    });
    await toast(page, DOC_MSG.tooLargeDetail).getByText(DOC_MSG.tooLargeTitle).waitFor();
    expect(await page.getByRole('button', { name: 'Enviar' }).isDisabled()).toBe(true);

    await input.setInputFiles(pdf);
    await page
      .getByTestId('temp-file')
      .getByText(/^cpf\.pdf/)
      .waitFor();
    await page.getByRole('button', { name: 'Enviar' }).click();
    const link = page.getByRole('textbox', { name: 'Link de cpf.pdf' });
    await link.waitFor();
    const href = await link.inputValue();
    // the link is a page of the app: the file opens only for the user who sent it, signed in
    expect(href).toMatch(/\/temporario\/[A-Za-z0-9_-]{16,}$/);
    await page.getByText(/Válido por 60 minutos, até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/).waitFor();
    const apiPath = `/api/temporary/${href.split('/').pop()}`;
    expect((await page.request.get(apiPath)).status()).toBe(401); // the bare API link carries no session
    await page.goto(href);
    await page.getByRole('heading', { name: 'Arquivo temporário' }).waitFor();
    await page.getByText('cpf.pdf', { exact: true }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('cpf.pdf');
    const saved = await download.path();
    expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
    // another user, signed in, with the same link: not available
    const other = await newPage(browser, server.url);
    await signIn(other.page, 'admin');
    await other.page.waitForURL(/\/(clients|admin\/lista)/);
    await other.page.goto(href);
    await other.page.getByRole('alert').getByText(DOC_MSG.tempExpired).waitFor();
    await other.context.close();
    await context.close();
  });

  it('a 12 MP photo of more than 5 MB is made smaller in the browser and sent', async () => {
    const photo = await makeLargePhoto('celular.jpg');
    expect(photo.buffer.length).toBeGreaterThan(5_000_000);
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, CANDIDATE);
    await page.waitForURL('**/dados');
    await page.goto('/temporario');
    await page.getByLabel('Arquivo temporário').setInputFiles(photo);
    await page
      .getByTestId('temp-file')
      .getByText(/^celular\.jpg/)
      .waitFor();
    expect(await toast(page, DOC_MSG.tooLargeTitle).count()).toBe(0);
    await page.getByRole('button', { name: 'Enviar' }).click();
    const link = page.getByRole('textbox', { name: 'Link de celular.jpg' });
    await link.waitFor();
    const token = (await link.inputValue()).split('/').pop();
    const stored = await page.request.get(`/api/temporary/${token}`, {
      headers: { authorization: `Bearer ${await pageToken(page)}` },
    });
    expect(stored.ok()).toBe(true);
    const meta = await sharp(Buffer.from(await stored.body())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2000, 1500]);
    await context.close();
  });

  it('the checking screen is for ADMIN only: a manager lands on /restrito', async () => {
    const manager = await newPage(browser, server.url);
    await signIn(manager.page, 'gestor');
    await manager.page.goto('/admin/conferir/1');
    await manager.page.waitForURL('**/restrito');
    await manager.context.close();
  });
});
