/**
 * The admission kit's signing flow in a real browser (issue 33 §2, decision 072): staff send the kit
 * of a finalized candidate; the candidate, on a 360 px phone, reads a document in the viewer, ticks
 * every 'Li e concordo', gets the code from the mail sink and signs; staff countersign and the kit
 * is sealed (PAdES, the sealing job); the sealed contract downloads from the staff view, Debian's
 * pdfsig finds its signature valid over the whole file, and /verificar on a phone recognises it.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { finalized, kitRows } from '../apps/api/test/support/kit-flow-fixture.ts';
import { idOf } from '../apps/api/test/support/lifecycle-fixture.ts';
import { launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';
import { signIn, signInToClient, toast, pollUntil } from './support/app.ts';
import { startLifecycleServer, type LifecycleServer } from './support/lifecycle.ts';

let server: LifecycleServer;
let browser: Browser;
let id: number;
const CAND = 'candidato@demo.com.br';

beforeAll(async () => {
  [server, browser] = await Promise.all([startLifecycleServer(), launchBrowser()]);
  id = await idOf(server.t, CAND);
  // the demo kit of client 041 (contract, transport voucher, dependants, LGPD terms, the sheet)
  await finalized(server.t, id);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** pdfsig's report; it exits non-zero on an invalid signature, which is an answer here */
const pdfsig = (file: string) =>
  promisify(execFile)('pdfsig', [file]).then(
    (r) => r.stdout,
    (e: { stdout?: string }) => e.stdout ?? '',
  );

describe('the kit, sent, signed on a phone, countersigned, sealed and verified', () => {
  it('walks staff send → candidate signs with the mailed code → staff countersign → download → /verificar', async () => {
    const staff = await newPage(browser, server.url);
    await signInToClient(staff.page, 'admin', '041');
    await staff.page.goto(`/admin/dados/${id}`);
    await staff.page.getByRole('heading', { name: /CARLOS CANDIDATO DA SILVA/ }).waitFor();
    await staff.page.getByRole('button', { name: 'Enviar para assinatura' }).click();
    await staff.page.getByRole('dialog').getByRole('button', { name: 'Enviar' }).click();
    await toast(staff.page, 'Documentos enviados para assinatura.').waitFor();
    await staff.page.getByRole('heading', { name: 'Kit admissional' }).waitFor();
    expect((await kitRows(server.t, id)).map((k) => k.status)).toEqual(['AGUARDANDO_CANDIDATO']);

    const phone = await newPage(browser, server.url, PHONE);
    const page = phone.page;
    await signIn(page, CAND);
    await page.getByRole('heading', { name: 'Assinar documentos' }).waitFor();
    // reads the first document in the product's viewer, full screen on the phone
    await page.getByRole('button', { name: 'Ler' }).first().click();
    const viewer = page.getByRole('dialog');
    await viewer.locator('canvas').first().waitFor();
    await screenshot(page, 'kit-sign-viewer-phone');
    await viewer
      .getByRole('button', { name: /fechar|close/i })
      .first()
      .click();
    for (const box of await page.getByRole('checkbox', { name: /^Li e concordo/ }).all()) await box.check();
    const before = (await server.mails()).length;
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page
      .getByText('Enviamos um código de assinatura para c***@demo.com.br', { exact: false })
      .waitFor();
    const mails = await pollUntil(server.mails, (ms) =>
      ms.slice(before).some((m) => /Código de assinatura/.test(m.subject)),
    );
    const mail = mails.slice(before).find((m) => /Código de assinatura/.test(m.subject))!;
    expect(mail.to).toBe(CAND);
    const code = /é (\d{6})\./.exec(mail.text)![1]!;
    await page.getByLabel('Código de assinatura').fill(code);
    await screenshot(page, 'kit-sign-code-phone', { fullPage: true });
    await page.getByRole('button', { name: 'Assinar', exact: true }).click();
    await toast(page, 'Documentos assinados.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect((await kitRows(server.t, id)).map((k) => k.status)).toEqual(['AGUARDANDO_EMPRESA']);

    await staff.page.reload();
    await staff.page.getByRole('button', { name: 'Assinar pela empresa' }).click();
    const dialog = staff.page.getByRole('dialog', { name: 'Assinar pela empresa' });
    for (const box of await dialog.getByRole('checkbox').all()) await box.check();
    await dialog.getByRole('button', { name: 'Assinar', exact: true }).click();
    await toast(staff.page, 'Documentos assinados pela empresa.').waitFor();
    // the countersignature wakes the sealing job: every document sealed, the kit ASSINADO
    const status = await pollUntil(
      () => kitRows(server.t, id),
      (rows) => rows[0]?.status === 'ASSINADO',
      30_000,
    );
    expect(status[0]!.status).toBe('ASSINADO');

    // the sealed contract downloads from the staff view, and pdfsig (not ours) finds it signed whole
    await staff.page.reload();
    const contract = 'Contrato de trabalho por prazo de experiência';
    const row = staff.page.getByRole('row', { name: new RegExp(contract) });
    await row.getByText('Assinado e selado').waitFor();
    const [download] = await Promise.all([
      staff.page.waitForEvent('download'),
      row.getByRole('button', { name: `Baixar ${contract}` }).click(),
    ]);
    const file = await download.path();
    const report = await pdfsig(file);
    expect(report).toContain('Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain('ETSI.CAdES.detached');

    // /verificar, signed out on a phone: the downloaded file is recognised, unchanged
    const verify = await newPage(browser, server.url, PHONE);
    await verify.page.goto('/verificar');
    await verify.page.getByRole('heading', { name: 'Verificar documento assinado' }).waitFor();
    await verify.page.locator('input[type="file"]').setInputFiles(file);
    const answer = verify.page.getByTestId('verify-answer');
    await answer.getByText('Documento reconhecido').waitFor();
    await answer.getByText('não foi alterado depois da assinatura').waitFor();
    await answer.getByText(contract).waitFor();
    await screenshot(verify.page, 'kit-verified-phone', { fullPage: true });
    await verify.context.close();
    await phone.context.close();
    await staff.context.close();
  });
});
