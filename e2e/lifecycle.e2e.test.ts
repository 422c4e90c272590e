/**
 * The staff candidate view in a real browser against the real API (issue 6): the whole
 * lifecycle of the demo candidate of client 041 — admin finalizes with a refused document → 6
 * and the pending e-mail, the candidate fixes it and finalizes, admin finalizes → 8, reopens → 7,
 * cancels → 9 — the gestor without CANCELAR, the print dialog's PDF, a print link, and the view
 * at 360 px. Then the candidate's side of it (issue 30 §3), at 360 × 780 and 1366 × 768: one
 * message per status, Finalizar's confirmation and the screen it lands on, the phone's first screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { fillComplete, idOf, refuseDocument } from '../apps/api/test/support/lifecycle-fixture.ts';
import { seriousViolations } from './support/documents.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { pageToken, signIn, signInToClient, toast, waitForStaffHome } from './support/app.ts';
import {
  actAndConfirm,
  markApproved,
  startLifecycleServer,
  statusBadge,
  statusOf,
  toolbar,
  type LifecycleServer,
} from './support/lifecycle.ts';

let server: LifecycleServer;
let browser: Browser;
let id: number;
const REFUSED = 'CPF';

beforeAll(async () => {
  [server, browser] = await Promise.all([startLifecycleServer(), launchBrowser()]);
  const cand = await server.t.login('candidato@demo.com.br');
  id = await fillComplete(server.t, cand);
  // every document satisfied, so the candidate may finalize: 3 → 4; then one is refused
  await markApproved(server.t, id);
  const res = await server.t.app.inject({
    method: 'POST',
    url: '/api/candidate/confirm',
    headers: server.t.headers(cand.token),
    payload: { CODCANDIDATO: id },
  });
  expect(res.statusCode, res.body).toBe(200);
  await refuseDocument(server.t, id, REFUSED, 'Imagem ilegível');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Signs the admin in, picks client 041 and opens the candidate's view. */
async function openAsAdmin(page: Page): Promise<void> {
  await signInToClient(page, 'admin', '041');
  await page.goto(`/admin/dados/${id}`);
  await page.getByRole('heading', { name: /CARLOS CANDIDATO DA SILVA/ }).waitFor();
}

describe('staff candidate view', () => {
  it('takes the candidate through finalize with pending items, finalize, reopen and cancel', async () => {
    const { page, context } = await newPage(browser, server.url);
    await openAsAdmin(page);
    await statusBadge(page, 4).waitFor();
    // the read view comes from the registry: a filled value, formatted
    await page.getByRole('tab', { name: /Documentação$/ }).click();
    await page.locator('[data-field="CPF"] dd').getByText('529.982.247-25').waitFor();

    // finalize with a refused document → 6, the pending e-mail lists it, back to the list
    await actAndConfirm(page, 'Finalizar', 'Finalizar');
    await toast(page, 'Existem pendências').waitFor();
    await page.waitForURL('**/admin/lista');
    expect(await statusOf(server.t, id)).toBe(6);
    await expect
      .poll(
        async () =>
          (await server.mails()).find(
            (m) => m.to.includes('candidato@demo.com.br') && /Pendências/.test(m.subject),
          )?.text ?? '',
      )
      .toContain(REFUSED);

    // the refused document is settled (approved) and the candidate finalizes again: 6 → 4
    await markApproved(server.t, id, REFUSED);
    const cand = await server.t.login('candidato@demo.com.br');
    const confirm = await server.t.app.inject({
      method: 'POST',
      url: '/api/candidate/confirm',
      headers: server.t.headers(cand.token),
      payload: { CODCANDIDATO: id },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);

    // admin finalizes → 8
    await page.goto(`/admin/dados/${id}`);
    await statusBadge(page, 4).waitFor();
    await actAndConfirm(page, 'Finalizar', 'Finalizar');
    await toast(page, 'Conferência finalizada com sucesso!').waitFor();
    await page.waitForURL('**/admin/lista');
    expect(await statusOf(server.t, id)).toBe(8);

    // reopen → 7 (the view reloads in place)
    await page.goto(`/admin/dados/${id}`);
    await statusBadge(page, 8).waitFor();
    expect(await toolbar(page).getByRole('button', { name: 'Finalizar' }).count()).toBe(0);
    await actAndConfirm(page, 'Reabrir', 'Reabrir');
    await toast(page, 'Processo reaberto com sucesso!').waitFor();
    await statusBadge(page, 7).waitFor();
    expect(await statusOf(server.t, id)).toBe(7);

    // the log lists every step it took, newest first: reopen (7), finalize (8), pending finalize (6)
    await toolbar(page).getByRole('button', { name: 'Log', exact: true }).click();
    const log = page.getByRole('dialog', { name: 'Log do candidato' });
    await log.getByRole('row').getByText('Processo reaberto.').waitFor();
    await log.getByRole('row').getByText('Conferência finalizada.').waitFor();
    const statuses = (await log.getByRole('row').allInnerTexts()).map((r) => r.match(/^(\d+) - /)?.[1]);
    const seen = statuses.filter(Boolean);
    expect(seen.indexOf('7')).toBeGreaterThanOrEqual(0);
    expect(seen.indexOf('7')).toBeLessThan(seen.indexOf('8'));
    expect(seen.indexOf('8')).toBeLessThan(seen.indexOf('6'));
    expect(await log.getByRole('alert').count()).toBe(0);
    await log.getByRole('button', { name: 'Fechar' }).click();

    // Documentos Enviados: the rows of POST /candidate/documents/list, the resent one included
    await page.getByRole('tab', { name: /Documentos Enviados$/ }).click();
    await page.getByRole('tabpanel').getByRole('row').filter({ hasText: REFUSED }).first().waitFor();

    // Conferir (ADMIN, not cancelled) opens the checking screen of this candidate
    const conferir = toolbar(page).getByRole('link', { name: 'Conferir' });
    expect(await conferir.getAttribute('href')).toBe(`/admin/conferir/${id}`);

    // cancel (confirmation first) → 9, back to the list
    await actAndConfirm(page, 'Cancelar', 'Cancelar processo');
    await toast(page, 'Processo cancelado com sucesso!').waitFor();
    await page.waitForURL('**/admin/lista');
    expect(await statusOf(server.t, id)).toBe(9);
    await page.goto(`/admin/dados/${id}`);
    await statusBadge(page, 9).waitFor();
    // cancelled: no Conferir, no Cancelar, no registration edit; Reabrir is there
    await toolbar(page).getByRole('button', { name: 'Reabrir' }).waitFor();
    expect(await toolbar(page).getByRole('link', { name: 'Conferir' }).count()).toBe(0);
    expect(await toolbar(page).getByRole('button', { name: 'Cancelar' }).count()).toBe(0);
    await context.close();
  });

  it('gestor without CANCELAR: no Cancelar (the API refuses it); status change, registration and custom field edit; a stale view', async () => {
    const daniel = await server.t.login('gestor');
    const list = await server.t.app.inject({
      method: 'GET',
      url: '/api/candidate/list?NOME=DANIEL',
      headers: server.t.headers(daniel.token),
    });
    const danielId = list.json() as { CODCANDIDATO: number }[] | { rows: { CODCANDIDATO: number }[] };
    const rows = Array.isArray(danielId) ? danielId : danielId.rows;
    const target = rows[0]!.CODCANDIDATO;
    // documents checked, so Finalizar is on and the stale view below meets the status rule (decision 054)
    await markApproved(server.t, target);

    const { page, context } = await newPage(browser, server.url);
    await signIn(page, 'gestor');
    await waitForStaffHome(page);
    await page.goto(`/admin/dados/${target}`);
    await page.getByRole('heading', { name: /DANIEL OLIVEIRA COSTA/ }).waitFor();
    await statusBadge(page, 4).waitFor();
    await toolbar(page).getByRole('button', { name: 'Finalizar' }).waitFor();
    await toolbar(page).getByRole('button', { name: 'Imprimir' }).waitFor();
    expect(await toolbar(page).getByRole('button', { name: 'Cancelar' }).count()).toBe(0);
    expect(await toolbar(page).getByRole('button', { name: 'Reset Senha' }).count()).toBe(0);
    expect(await toolbar(page).getByRole('link', { name: 'Conferir' }).count()).toBe(0);

    const token = await pageToken(page);
    const res = await page.request.post('/api/candidate/cancel', {
      headers: { authorization: `Bearer ${token}` },
      data: { CODCANDIDATO: target },
    });
    expect(res.status()).toBe(403);
    expect((await res.json()).message).toBe('Você não tem permissão para cancelar processos.');
    expect(await statusOf(server.t, target)).toBe(4);

    // status change: a note is required, then 4 → 12 with the note shown as the status observation
    await toolbar(page).getByRole('button', { name: 'Alterar status' }).click();
    const change = page.getByRole('dialog', { name: 'Alterar status' });
    await change.getByLabel(/^Novo status/).click();
    await page.getByRole('option', { name: 'Correção de documentos solicitada', exact: true }).click();
    await change.getByRole('button', { name: 'Gravar' }).click();
    await change.getByText('Informe a observação.').waitFor();
    await change
      .getByRole('textbox', { name: 'Observação' })
      .fill('Envie o comprovante de residência atualizado.');
    await change.getByRole('button', { name: 'Gravar' }).click();
    await toast(page, 'Status alterado com sucesso!').waitFor();
    await statusBadge(page, 12).waitFor();
    await page.getByText('Envie o comprovante de residência atualizado.').waitFor();
    expect(await statusOf(server.t, target)).toBe(12);
    // the change is in the log (the gestor has LOG): the new status with its note
    await toolbar(page).getByRole('button', { name: 'Log', exact: true }).click();
    const log = page.getByRole('dialog', { name: 'Log do candidato' });
    await log
      .getByRole('row')
      .filter({ hasText: /^12 - / })
      .filter({ hasText: 'Envie o comprovante de residência atualizado.' })
      .first()
      .waitFor();
    await log.getByRole('button', { name: 'Fechar' }).click();

    // registration edit: Nome required; a new start date says so
    await page.getByRole('button', { name: 'Editar dados do cadastro' }).click();
    const edit = page.getByRole('dialog', { name: 'Alterar dados do cadastro' });
    await edit.getByRole('textbox', { name: 'Nome', exact: true }).fill('');
    await edit.getByRole('button', { name: 'Gravar' }).click();
    await edit.getByText('Campo obrigatório').first().waitFor();
    await edit.getByRole('textbox', { name: 'Nome', exact: true }).fill('DANIEL OLIVEIRA COSTA');
    // the demo client asks for the recruiter, which Daniel's registration lacks
    await edit.getByRole('textbox', { name: 'Recrutador', exact: true }).fill('PEDRO ALVES');
    const start = edit.getByRole('textbox', { name: 'Data de início' });
    await start.click();
    await start.press('ControlOrMeta+a');
    await start.press('Backspace');
    await start.pressSequentially('15012027');
    await edit.getByRole('button', { name: 'Gravar' }).click();
    await toast(page, 'Data de inicio alterada com sucesso').waitFor();
    await page.locator('[data-field="DATINICIO"] dd').getByText('15/01/2027').waitFor();

    // the custom fields filled by the administrator
    await page.getByRole('tab', { name: /Informações adicionais$/ }).click();
    await page.getByRole('button', { name: 'Editar informações adicionais' }).click();
    const custom = page.getByRole('dialog', { name: 'Informações adicionais' });
    await custom.getByRole('button', { name: 'Gravar' }).click();
    await custom.getByText('Campo obrigatório').waitFor();
    await custom.getByRole('textbox', { name: 'Centro de custo' }).fill('CC-100 VENDAS');
    await custom.getByRole('radio', { name: 'TARDE' }).check();
    await custom.getByRole('button', { name: 'Gravar' }).click();
    await toast(page, 'Informações adicionais alteradas com sucesso!').waitFor();
    await page.getByText('CC-100 VENDAS').waitFor();
    await page.getByText('TARDE', { exact: true }).waitFor();

    // a view left open while someone else cancels: Finalizar answers the API's refusal and the view catches up
    const admin = await server.t.login('admin');
    const cancel = await server.t.app.inject({
      method: 'POST',
      url: '/api/candidate/cancel',
      headers: server.t.headers(admin.token, { CODADM: 9, CODCLI: '041' }),
      payload: { CODCANDIDATO: target },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await actAndConfirm(page, 'Finalizar', 'Finalizar');
    const refusal = toast(page, 'Erro ao finalizar conferência!');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('Só é possível finalizar');
    await statusBadge(page, 9).waitFor();
    expect(await toolbar(page).getByRole('button', { name: 'Finalizar' }).count()).toBe(0);
    await context.close();
  });

  it('prints the chosen sections as a PDF, shares them through a print link; resend and password reset', async () => {
    const { page, context } = await newPage(browser, server.url);
    await openAsAdmin(page);
    await toolbar(page).getByRole('button', { name: 'Imprimir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Imprimir' });
    await dialog.getByRole('checkbox').first().waitFor(); // all() does not wait
    for (const box of await dialog.getByRole('checkbox').all()) await box.uncheck();
    await dialog.getByRole('button', { name: 'Gerar PDF' }).click();
    await dialog.getByText('Selecione ao menos um item para imprimir!').waitFor();
    await dialog.getByRole('checkbox', { name: 'Entrega de equipamentos' }).check();
    await dialog.getByRole('button', { name: 'Gerar PDF' }).click();
    await dialog.getByText(/selecione também os dados pessoais/).waitFor();
    await dialog.getByRole('checkbox', { name: 'Dados Pessoais' }).check();
    await dialog.getByRole('checkbox', { name: 'Documentação' }).check();
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/candidate/print'));
    await dialog.getByRole('button', { name: 'Gerar PDF' }).click();
    const pdf = await answer;
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    // the same request again, to read the bytes (the page keeps the answer as a blob)
    const again = await page.request.post('/api/candidate/print', {
      headers: await pdf.request().allHeaders(),
      data: pdf.request().postDataJSON(),
    });
    expect((await again.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.request().postDataJSON()).toMatchObject({
      CODCANDIDATO: id,
      DADOSPESSOAIS: true,
      ENTREGAEQUIP: true,
      DOCUMENTACAO: true,
      DADOSBANCARIOS: false,
    });
    // the preview shows that PDF (a blob URL in an iframe of the dialog)
    const preview = page.getByRole('dialog', { name: 'Visualização da impressão' });
    const frame = preview.locator('iframe[data-pdf-preview]');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    await preview.getByRole('link', { name: 'Baixar PDF' }).waitFor();
    await preview.getByRole('button', { name: 'Fechar' }).click();

    // a cancelled candidate (the first test ends so) prints, but gets no print link: its links end
    if (await toolbar(page).getByRole('button', { name: 'Reabrir' }).count()) {
      expect(await toolbar(page).getByRole('button', { name: 'Link de impressão' }).count()).toBe(0);
      await actAndConfirm(page, 'Reabrir', 'Reabrir');
      await toast(page, 'Processo reaberto com sucesso!').waitFor();
    }
    // a print link with A and C only: the sheet shows those sections, a tampered token is refused
    await toolbar(page).getByRole('button', { name: 'Link de impressão' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Link de impressão' });
    // all() does not wait: the dialog's checkboxes must be there before they are listed
    await linkDialog.getByRole('checkbox', { name: 'A - Dados Pessoais' }).waitFor();
    const boxes = await linkDialog.getByRole('checkbox').all();
    expect(boxes).toHaveLength(9);
    for (const box of boxes) await box.uncheck();
    await linkDialog.getByRole('checkbox', { name: 'A - Dados Pessoais' }).check();
    await linkDialog.getByRole('checkbox', { name: 'C - Documentação' }).check();
    await linkDialog.getByRole('button', { name: 'Gerar link' }).click();
    const link = await linkDialog.getByRole('textbox', { name: 'Link' }).inputValue();
    expect(link).toMatch(/\/admin\/print\/form\?token=/);

    const visitor = await newPage(browser, server.url);
    await visitor.page.goto(link);
    await visitor.page.locator('[data-print-section="DOCUMENTACAO"]').waitFor();
    await visitor.page.getByRole('heading', { name: /CARLOS CANDIDATO DA SILVA/ }).waitFor();
    const sections = await visitor.page
      .locator('[data-print-section]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-print-section')));
    expect(sections).toEqual(['DADOSPESSOAIS', 'DOCUMENTACAO']);

    const tampered = link.replace(
      /token=([^.]+\.[^.]+\.)(.)/,
      (_m, head: string, c: string) => `token=${head}${c === 'A' ? 'B' : 'A'}`,
    );
    await visitor.page.goto(tampered);
    await visitor.page.waitForURL('**/restrito');
    await toast(visitor.page, 'Token inválido!').waitFor();

    // the link is listed where it was made; 'Revogar' ends it for whoever holds it
    const made = linkDialog.getByRole('region', { name: 'Links gerados' });
    const row = made.getByRole('row').filter({ hasText: 'Áreas A, C' });
    await row.getByText('Ativo').waitFor();
    await row.getByRole('button', { name: /^Revogar link/ }).click();
    await page.getByRole('dialog', { name: 'Revogar link' }).getByRole('button', { name: 'Revogar' }).click();
    await toast(page, 'Link revogado.').waitFor();
    await row.getByText('Revogado').waitFor();
    await visitor.page.goto(link);
    await visitor.page.waitForURL('**/restrito');
    await visitor.context.close();
    await linkDialog.getByRole('button', { name: 'Fechar' }).first().click();

    // Reenviar Pendente (status 1 → 13, e-mail), then Reset Senha: the new password shown once works
    const beatriz = await idOf(server.t, 'beatriz@demo.com.br');
    await page.goto(`/admin/dados/${beatriz}`);
    await statusBadge(page, 1).waitFor();
    await actAndConfirm(page, 'Reenviar Pendente', 'Reenviar');
    await toast(page, 'E-mail de pendências enviado com sucesso!').waitFor();
    await statusBadge(page, 13).waitFor();
    await actAndConfirm(page, 'Reset Senha', 'Redefinir');
    const shown = page.getByRole('dialog', { name: 'Nova senha do candidato' });
    const password = await shown.getByRole('textbox', { name: 'Senha' }).inputValue();
    expect(password.length).toBeGreaterThanOrEqual(8);
    await toast(page, 'Senha resetada com sucesso!').waitFor();
    const session = await server.t.login('beatriz@demo.com.br', password);
    expect(session.candidate?.CODCANDIDATO).toBe(beatriz);
    await shown.getByRole('button', { name: 'Fechar' }).first().click();
    await context.close();
  });

  it('reads well at 360 px: tabs scroll, sections collapse and stay collapsed', async () => {
    const { page, context } = await newPage(browser, server.url);
    await page.setViewportSize({ width: 360, height: 740 });
    await openAsAdmin(page);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: /Dados Pessoais$/ }).click();
    const toggle = page.getByRole('button', { name: 'Dados do cadastro', exact: true });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.reload();
    await page.getByRole('heading', { name: /CARLOS CANDIDATO DA SILVA/ }).waitFor();
    expect(
      await page
        .getByRole('button', { name: 'Dados do cadastro', exact: true })
        .getAttribute('aria-expanded'),
    ).toBe('false');
    await context.close();
  });
});
