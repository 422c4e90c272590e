/**
 * /verificar in the browser (issue 33 §4, decision 071), on a 360 px phone and signed out: a kit
 * document sealed by the real job (a kit in SELANDO made by the API tests' fixture) is recognised by
 * its PDF and by its code typed in lower case, with the signers masked; a changed file and an unknown
 * code answer 'Documento não reconhecido'. No horizontal scroll, no serious axe violation.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTestApp, type TestApp } from '../apps/api/src/testing/test-app.ts';
import { documentsOf, kitInSealing } from '../apps/api/test/support/kit-seal-fixture.ts';
import { launchBrowser, newPage, PHONE } from './support/browser.ts';
import { seriousViolations } from './support/documents.ts';

let t: TestApp;
let url: string;
let browser: Browser;
let dir: string;
let signedFile: string;
let changedFile: string;
let code: string;

beforeAll(async () => {
  [t, browser] = await Promise.all([createTestApp(), launchBrowser()]);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  t.config.appUrl = url;
  const kit = await kitInSealing(t, undefined, ['Contrato de trabalho']);
  await t.app.jobs.runNow('kit-seal');
  const [d] = await documentsOf(t, kit.kitId);
  code = d!.verify_code!;
  const signed = await t.app.storages.current.get(d!.signed_key!);
  dir = mkdtempSync(join(tmpdir(), 'admissao-e2e-verify-'));
  signedFile = join(dir, 'contrato-assinado.pdf');
  writeFileSync(signedFile, signed);
  const changed = Buffer.from(signed);
  changed[changed.indexOf('(Documentos admissionais') + 1] = 'E'.charCodeAt(0);
  changedFile = join(dir, 'contrato-alterado.pdf');
  writeFileSync(changedFile, changed);
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function openPhone(): Promise<Page> {
  const { page } = await newPage(browser, url, PHONE);
  await page.goto('/verificar');
  await page.getByRole('heading', { name: 'Verificar documento assinado' }).waitFor();
  return page;
}

const answer = (page: Page) => page.getByTestId('verify-answer');

describe('/verificar on a phone, signed out', () => {
  it('recognises the sealed PDF: unchanged, who signed (masked) and when', async () => {
    const page = await openPhone();
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('input[type="file"]').setInputFiles(signedFile);
    await answer(page).getByText('Documento reconhecido').waitFor();
    await answer(page).getByText('não foi alterado depois da assinatura').waitFor();
    await answer(page).getByText('Contrato de trabalho').waitFor();
    await answer(page).getByText('Carla A. T. — Candidato(a)').waitFor();
    await answer(page).getByText('CPF ***.982.247-**').waitFor();
    expect(await page.content()).not.toContain('529.982.247-25');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('recognises the code typed in lower case, and asks for the file to know it is unchanged', async () => {
    const page = await openPhone();
    await page.getByLabel('Código de verificação').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Verificar' }).click();
    await answer(page).getByText('Documento reconhecido').waitFor();
    await answer(page).getByText('Para saber se o arquivo que você tem está inalterado').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('opened from the link printed on the document, checks its code at once', async () => {
    const { page } = await newPage(browser, url, PHONE);
    await page.goto(`/verificar?codigo=${encodeURIComponent(code.toLowerCase())}`);
    await answer(page).getByText('Documento reconhecido').waitFor();
    expect(await page.getByLabel('Código de verificação').inputValue()).toBe(code);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a changed file and an unknown code: Documento não reconhecido', async () => {
    const page = await openPhone();
    await page.locator('input[type="file"]').setInputFiles(changedFile);
    await answer(page).getByText('Documento não reconhecido').waitFor();
    const unknown = code.startsWith('A') ? `B${code.slice(1)}` : `A${code.slice(1)}`;
    await page.getByLabel('Código de verificação').fill(unknown);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await answer(page).getByText('Documento não reconhecido').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
