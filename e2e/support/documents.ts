/**
 * Files for the document tests, made on the spot: a JPEG (sharp), a PDF of two pages (pdf-lib)
 * and a HEIC (Debian's heif-enc, from libheif-examples; docs/design.md §9).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { encodeTenantHeader } from '@admissao/domain';
import { pageToken } from './app.ts';

export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A photo-like picture: a gradient with a few shapes (re-encoding must keep it recognisable). */
function picture(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#3b5bdb"/><stop offset="1" stop-color="#f59f00"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect x="40" y="40" width="${width / 3}" height="${height / 3}" fill="#fff"/>
    <circle cx="${(width * 2) / 3}" cy="${height / 2}" r="${height / 5}" fill="#2b8a3e"/>
  </svg>`;
  return sharp(Buffer.from(svg));
}

export async function makeJpeg(name = 'rg.jpg', width = 1200, height = 800): Promise<TestFile> {
  return {
    name,
    mimeType: 'image/jpeg',
    buffer: await picture(width, height).jpeg({ quality: 85 }).toBuffer(),
  };
}

/** A 4000×3000 phone photo of more than 5 MB (grain does not compress). */
export async function makeLargePhoto(name = 'foto.jpg'): Promise<TestFile> {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = ((i % (width * 3)) >> 5) + ((i * 2654435761) >>> 25);
  return {
    name,
    mimeType: 'image/jpeg',
    buffer: await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer(),
  };
}

export async function makePdf(name = 'cpf.pdf', pages = 2): Promise<TestFile> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Documento de teste - pagina ${i}`, { x: 60, y: 760, size: 22, font });
  }
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) };
}

/** A HEIC photo made by heif-enc; null when the tool is not installed. */
export async function makeHeic(name = 'foto.heic'): Promise<TestFile | null> {
  if (!existsSync('/usr/bin/heif-enc')) return null;
  const dir = mkdtempSync(join(tmpdir(), 'heic-'));
  try {
    const png = join(dir, 'in.png');
    const out = join(dir, 'out.heic');
    writeFileSync(png, await picture(640, 480).png().toBuffer());
    execFileSync('/usr/bin/heif-enc', ['-q', '60', '-o', out, png], { stdio: 'ignore' });
    return { name, mimeType: 'image/heic', buffer: readFileSync(out) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The tile of a document type on the candidate's Enviar Documentos tab. */
export const documentTile = (page: Page, documento: string) =>
  page.getByRole('region', { name: documento, exact: true });

/** Sends files through the tile's file input (what the Adicionar button opens). */
export async function sendFiles(page: Page, documento: string, ...files: TestFile[]): Promise<void> {
  await page.getByLabel(`Arquivo para ${documento}`, { exact: true }).setInputFiles(files);
}

/** A call of the API with the page's session (setup steps that the test does not exercise). */
export async function apiCall<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const token = await pageToken(page);
  const client = await page.evaluate(() => localStorage.getItem('admissao.client'));
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (client) {
    const c = JSON.parse(client) as { CODADM: number; CODCLI: string };
    headers['x-cliente'] = encodeTenantHeader({ CODADM: c.CODADM, CODCLI: c.CODCLI });
  }
  const res = await page.request.fetch(`/api${path}`, { method, headers, data: body });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Serious or critical axe-core violations of the page as it is (over `selector` when given). */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  // a menu or dialog still fading in has its text at part opacity: axe would measure a contrast
  // that no one reads. Wait until no finite transition has run for two frames (a transition may
  // start a frame or two after the click; endless ones, such as a spinner, do not count), at most 2 s.
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
    const running = () =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    const until = performance.now() + 2000;
    let quiet = 0;
    while (quiet < 2 && performance.now() < until) {
      const now = running();
      if (now.length) {
        quiet = 0;
        await Promise.race([Promise.all(now.map((a) => a.finished.catch(() => undefined))), frame()]);
      } else {
        quiet++;
        await frame();
      }
    }
  });
  // @axe-core/playwright types its page against @playwright/test; playwright-core's Page is the same object
  const builder = new AxeBuilder({ page: page as never });
  const result = await (selector ? builder.include(selector) : builder).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
