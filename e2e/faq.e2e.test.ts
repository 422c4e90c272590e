/**
 * FAQ and benefits text in a real browser against the real API: the admin writes a FAQ entry with
 * bold text and a list in the rich-text editor; the candidate reads it formatted on /duvidas, on
 * its own page and in the Dúvidas dialog of /dados. The benefits text reaches the Benefícios tab.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatDateBR } from '@admissao/domain';
import { startTestServer, type TestServer } from '../apps/api/src/testing/start-test-server.ts';
import { signIn, toast, waitForStaffHome } from './support/app.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { adminOf041, candidateOf041, editor, menu } from './support/configuration.ts';

let server: TestServer;
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  admin = await adminOf041(browser, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const TITLE = 'Como envio meu comprovante de residência?';
/** a 1×1 PNG */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('FAQ and benefits', () => {
  it('the admin writes a formatted FAQ entry that the candidate reads', async () => {
    await menu(admin, 'Dúvidas');
    await admin.waitForURL('**/admin/duvidas/lista');
    await admin.getByRole('link', { name: 'Nova dúvida' }).click();
    await admin.waitForURL('**/admin/duvidas/cadastro');
    const form = admin.getByRole('form', { name: 'Nova dúvida' });
    // empty description: the domain rule answers
    await form.getByLabel(/^Título/).fill(TITLE);
    await form.getByRole('button', { name: 'Gravar' }).click();
    await form.getByText('Informe a descrição.').waitFor();

    const text = editor(admin, 'Resposta');
    await text.click();
    await admin.getByRole('button', { name: 'Negrito' }).click();
    await text.pressSequentially('Atenção:');
    await admin.getByRole('button', { name: 'Negrito' }).click();
    await text.pressSequentially(' envie uma conta recente.');
    await text.press('Enter');
    await admin.getByRole('button', { name: 'Lista com marcadores' }).click();
    await text.pressSequentially('Conta de luz');
    await text.press('Enter');
    await text.pressSequentially('Conta de água');
    // an image: stored by the editor upload where that call exists, else the user is told and
    // the text stays as it was
    const [chooser] = await Promise.all([
      admin.waitForEvent('filechooser'),
      admin.getByRole('button', { name: 'Inserir imagem' }).click(),
    ]);
    await chooser.setFiles({ name: 'mapa.png', mimeType: 'image/png', buffer: PNG });
    await text
      .locator('img[src^="/api/image/editor/"]')
      .or(toast(admin, 'Erro ao enviar o arquivo'))
      .first()
      .waitFor();
    await expect(text.locator('li').allTextContents()).resolves.toEqual(['Conta de luz', 'Conta de água']);
    await form.getByRole('button', { name: 'Gravar' }).click();
    await toast(admin, 'Dúvida postada com sucesso!').waitFor();
    await admin.waitForURL('**/admin/duvidas/lista');
    await admin.getByRole('cell', { name: TITLE, exact: true }).waitFor();

    const candidate = await candidateOf041(browser, server.url);
    // the Dúvidas dialog of /dados
    await candidate.getByRole('button', { name: 'Dúvidas' }).click();
    const dialog = candidate.getByRole('dialog', { name: 'Dúvidas frequentes' });
    await dialog.getByRole('button', { name: new RegExp(TITLE.replace('?', '\\?')) }).click();
    await expect(dialog.locator('strong', { hasText: 'Atenção:' }).count()).resolves.toBe(1);
    await dialog.locator('li', { hasText: 'Conta de água' }).waitFor();
    await dialog.getByRole('button', { name: 'Fechar' }).click();

    // /duvidas and the entry's own page, with Voltar to /dados
    await menu(candidate, 'Dúvidas');
    await candidate.waitForURL('**/duvidas');
    await candidate.getByRole('button', { name: new RegExp(TITLE.replace('?', '\\?')) }).click();
    await candidate.getByRole('link', { name: 'Abrir esta dúvida' }).click();
    await candidate.waitForURL(/\/duvidas\/\d+$/);
    await candidate.getByRole('heading', { name: TITLE }).waitFor();
    await candidate.getByText(`Atualizada em ${formatDateBR(new Date())}`).waitFor();
    await expect(candidate.locator('.rich-text-view li').allTextContents()).resolves.toEqual([
      'Conta de luz',
      'Conta de água',
    ]);
    await expect(candidate.locator('.rich-text-view strong').textContent()).resolves.toBe('Atenção:');
    await candidate.getByRole('link', { name: 'Voltar' }).click();
    await candidate.waitForURL('**/dados');
    await candidate.context().close();
  });

  it('the benefits text written by the admin shows on the candidate Benefícios tab', async () => {
    await menu(admin, 'Benefícios');
    await admin.waitForURL('**/admin/beneficios');
    await admin.getByRole('heading', { name: 'Nossos benefícios' }).waitFor();
    // replaced by a new text
    await admin.getByRole('button', { name: 'Editar' }).click();
    const text = editor(admin, 'Texto de benefícios');
    await text.click();
    await text.press('ControlOrMeta+a');
    await text.pressSequentially('Plano de saúde a partir do primeiro dia.');
    await admin.getByRole('button', { name: 'Gravar' }).click();
    await toast(admin, 'Dados de benefícios, atualizado com sucesso!').waitFor();
    await admin.getByText(`Última alteração: ${formatDateBR(new Date())}`).waitFor();

    // one page at a time: a page left in the background gets no animation frames, and the
    // admin's buttons would never count as stable
    const candidate = await candidateOf041(browser, server.url);
    await candidate.getByRole('tab', { name: /Benefícios$/ }).click();
    const panel = candidate.getByRole('tabpanel');
    await panel.getByText('Plano de saúde a partir do primeiro dia.').waitFor();
    await expect(panel.getByText('Seguro de vida em grupo.').count()).resolves.toBe(0);
    await candidate.context().close();
  });

  it('a manager reads the FAQ entry without editing it, and edits the benefits text (decision 025)', async () => {
    const { page: manager } = await newPage(browser, server.url);
    await signIn(manager, 'gestor');
    await waitForStaffHome(manager);
    await menu(manager, 'Dúvidas');
    const row = manager.getByRole('row').filter({ hasText: TITLE });
    await expect(row.getByRole('button', { name: /^Excluir/ }).count()).resolves.toBe(0);
    await row.getByRole('link', { name: `Visualizar ${TITLE}` }).click();
    await manager.getByRole('heading', { name: TITLE }).waitFor();
    await manager.locator('.rich-text-view li', { hasText: 'Conta de luz' }).waitFor();
    await expect(manager.getByRole('button', { name: 'Gravar' }).count()).resolves.toBe(0);
    await menu(manager, 'Benefícios');
    await manager.getByText('Plano de saúde a partir do primeiro dia.').waitFor();
    // emptied by the manager: the candidate reads the empty-state text
    await manager.getByRole('button', { name: 'Editar' }).click();
    const text = editor(manager, 'Texto de benefícios');
    await text.click();
    await text.press('ControlOrMeta+a');
    await text.press('Delete');
    await manager.getByRole('button', { name: 'Gravar' }).click();
    await manager.getByText('Não foram adicionados benefícios...').waitFor();
    await manager.context().close();
    const again = await candidateOf041(browser, server.url);
    await again.getByRole('tab', { name: /Benefícios$/ }).click();
    await again.getByRole('tabpanel').getByText('Não foram adicionados benefícios...').waitFor();
    await again.context().close();
  });
});
