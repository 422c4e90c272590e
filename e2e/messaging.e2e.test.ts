/**
 * Issue 14's e-mails and conversation in a real browser (decisions 048, 049), every mail read
 * through the SMTP sink:
 * - the conversation: the candidate writes in 'Fale com o RH', the HR person sees the badge of
 *   Conversas, answers from the list, the candidate sees the badge and the answer; each side's
 *   unread message, left 5 minutes, e-mails the other;
 * - the whole cycle: the candidate finalizes (HR told), HR asks for a correction of data and then
 *   of documents (candidate told, with the note), the candidate replies each time (HR told), HR
 *   finalizes with a refused document (pending e-mail), the candidate sends it again (HR told),
 *   Reenviar Pendente, reopened for the candidate (with the note), the candidate finalizes, HR
 *   finalizes (candidate told), reopens and cancels (candidate told); each mail carries the client's
 *   logo (its HTML part shows it, and the logo's address answers an image).
 * The previews and the daily digest: e2e/mail-settings.e2e.test.ts. The HR person is the unit's
 * responsible e-mail and the candidate's Gestor, a staff user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CANDIDATE_STATUSES } from '@admissao/domain';
import { refuseDocument } from '../apps/api/test/support/lifecycle-fixture.ts';
import type { Browser } from 'playwright-core';
import { newPage, PHONE } from './support/browser.ts';
import { finalizeAsCandidate, signIn, toast } from './support/app.ts';
import { makeJpeg, sendFiles } from './support/documents.ts';
import {
  actAndConfirm,
  markApproved,
  statusBadge,
  statusOf,
  toolbar,
  type LifecycleServer,
} from './support/lifecycle.ts';
import {
  CANDIDATE,
  CLIENT,
  GESTOR,
  NAME,
  UNIT_HR,
  messagingHelpers,
  startMessagingRun,
  type MessagingRun,
} from './support/messaging.ts';

let run: MessagingRun;
let server: LifecycleServer;
let browser: Browser;
let id: number;

beforeAll(async () => {
  run = await startMessagingRun();
  ({ server, browser, id } = run);
});
afterAll(() => run?.close());

const {
  shot,
  mailArrives,
  hrSubject,
  lastText,
  expectClientLogo,
  expectLogoServed,
  candidatePage,
  staffPage,
} = messagingHelpers(() => run);

/** the clock moves on: every message of the thread is six minutes old; the notice job runs */
async function sixMinutesLater() {
  await server.t.db.execute(sql`update conversation_message set created_at = created_at - interval '6 minutes'
    where codcandidato = ${id}`);
  await server.t.app.jobs.runNow('chat-notice');
}

describe('the conversation with HR', () => {
  it('candidate writes, HR sees the badge and answers, the candidate sees the answer; unread messages e-mail the other side', async () => {
    const cand = await candidatePage();
    await cand.getByRole('button', { name: 'Fale com o RH', exact: true }).click();
    const panel = cand.getByRole('dialog', { name: 'Fale com o RH' });
    await panel.getByText('Nenhuma mensagem ainda.').waitFor();
    await panel.getByRole('textbox', { name: 'Sua mensagem' }).fill('Olá! Preciso enviar a CNH?\nObrigado.');
    await panel.getByRole('button', { name: 'Enviar' }).click();
    await panel.getByRole('log').getByText('Olá! Preciso enviar a CNH?').waitFor();
    await shot(cand, 'candidato-fale-com-o-rh');
    // closed: an open panel reads what arrives (and then no e-mail would be due)
    await panel.getByRole('button', { name: 'Fechar' }).click();
    await expect
      .poll(() => panel.getByRole('textbox', { name: 'Sua mensagem' }).inputValue(), { timeout: 30_000 })
      .toBe('');

    // left unread 5 minutes: HR (the unit and the Gestor) gets one notice, without the text
    await sixMinutesLater();
    await mailArrives(UNIT_HR, hrSubject('Nova mensagem do candidato'));
    await mailArrives(GESTOR, hrSubject('Nova mensagem do candidato'));

    const staff = await staffPage('gestor');
    const menuItem = staff
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: /Conversas/ });
    await expect.poll(() => menuItem.innerText(), { timeout: 60_000 }).toMatch(/1/);
    await menuItem.click();
    await staff.waitForURL('**/admin/conversas');
    await shot(staff, 'conversas-lista');
    await staff.getByRole('button', { name: `Abrir a conversa com ${NAME}` }).click();
    const thread = staff.getByRole('dialog', { name: `Conversa com ${NAME}` });
    await thread.getByRole('log').getByText('Preciso enviar a CNH?', { exact: false }).waitFor();
    await thread.getByRole('textbox', { name: 'Resposta ao candidato' }).fill('Olá, Carlos! Não é preciso.');
    await thread.getByRole('button', { name: 'Enviar' }).click();
    await thread.getByRole('log').getByText('Olá, Carlos! Não é preciso.').waitFor();
    // read and answered: the badge goes
    await shot(staff, 'conversas-resposta');
    await expect.poll(() => menuItem.innerText(), { timeout: 60_000 }).toBe('Conversas');
    await staff.goto(`/admin/dados/${id}`);
    await staff.getByRole('button', { name: 'Conversa', exact: true }).waitFor();
    await shot(staff, 'dados-conversa');

    // the candidate does not read it for 5 minutes: one e-mail
    await sixMinutesLater();
    await mailArrives(CANDIDATE, `${CLIENT} - Nova mensagem do RH`);

    await cand.reload();
    const button = cand.getByRole('button', { name: 'Fale com o RH (1 nova)' });
    await button.waitFor({ timeout: 60_000 });
    await shot(cand, 'candidato-badge');
    await button.click();
    await cand
      .getByRole('dialog', { name: 'Fale com o RH' })
      .getByText('Olá, Carlos! Não é preciso.')
      .waitFor();
    await cand.getByRole('button', { name: 'Fale com o RH', exact: true }).waitFor({ timeout: 60_000 });
    await cand.context().close();
    await staff.context().close();
  }, 240_000);
});

describe('on a 360 px phone', () => {
  it("'Fale com o RH' fits the header as an icon and its panel takes the screen", async () => {
    const { context, page } = await newPage(browser, server.url, PHONE);
    context.setDefaultTimeout(30_000);
    await signIn(page, CANDIDATE);
    await page.waitForURL('**/dados');
    const button = page.getByRole('button', { name: /^Fale com o RH/ });
    await button.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await button.click();
    const panel = page.getByRole('dialog', { name: 'Fale com o RH' });
    await panel.getByText('Olá, Carlos! Não é preciso.').waitFor();
    // the drawer slides in: measured once it has come to rest
    const sendButton = panel.getByRole('button', { name: 'Enviar' });
    await expect
      .poll(
        async () => {
          const b = (await sendButton.boundingBox())!;
          return b.x + b.width;
        },
        { timeout: 5_000 },
      )
      .toBeLessThanOrEqual(360);
    const send = (await sendButton.boundingBox())!;
    expect(send.y + send.height).toBeLessThanOrEqual(740);
    await shot(page, 'candidato-360');
    await context.close();
  }, 120_000);
});

describe('the e-mails of the whole cycle', () => {
  it('the candidate and the HR person each get theirs, step by step', async () => {
    const cand = await candidatePage();
    const staff = await staffPage('admin');
    const openRecord = async (status: number) => {
      await staff.goto(`/admin/dados/${id}`);
      await statusBadge(staff, status).waitFor();
    };
    const changeStatus = async (to: number, note: string) => {
      await toolbar(staff).getByRole('button', { name: 'Alterar status' }).click();
      const dialog = staff.getByRole('dialog', { name: 'Alterar status' });
      await dialog.getByLabel(/^Novo status/).click();
      // the dialog names the statuses (issue 30), the test picks by code
      const name = CANDIDATE_STATUSES.find((x) => x.CODSTATUS === to)!.DESSTATUS;
      await staff.getByRole('option', { name, exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Observação' }).fill(note);
      await dialog.getByRole('button', { name: 'Gravar' }).click();
      await toast(staff, 'Status alterado com sucesso!').waitFor();
    };
    const candidateFinalizes = async () => {
      await cand.goto('/dados');
      await finalizeAsCandidate(cand);
      await toast(cand, 'Dados enviados com sucesso').waitFor();
    };

    // 1. the candidate finalizes (4): HR is told
    await candidateFinalizes();
    await mailArrives(UNIT_HR, hrSubject('Candidato enviou os dados'));
    await mailArrives(GESTOR, hrSubject('Candidato enviou os dados'));

    // 2. HR asks for a correction (11): the candidate gets the note
    await openRecord(4);
    await changeStatus(11, 'Confirme o número do apartamento.');
    await mailArrives(CANDIDATE, `${CLIENT} - Correção de dados no seu cadastro`);
    expect(await lastText(`${CLIENT} - Correção de dados no seu cadastro`)).toContain(
      'Confirme o número do apartamento.',
    );

    // 3. the candidate replies (10): HR is told, without the reply
    const reply = async (text: string) => {
      await cand.goto('/dados');
      await cand.getByRole('textbox', { name: 'Sua resposta' }).fill(text);
      await cand.getByRole('button', { name: 'Enviar resposta' }).click();
    };
    await reply('É o apartamento 42.');
    await mailArrives(UNIT_HR, hrSubject('Candidato respondeu à correção'));
    expect(
      (await server.mails())
        .filter((m) => m.to.includes(UNIT_HR))
        .some((m) => m.text.includes('apartamento 42')),
    ).toBe(false);

    // 3b. HR asks for a correction of documents (12): the candidate gets the note; the reply tells HR
    await openRecord(10);
    await changeStatus(12, 'Envie o comprovante de residência atualizado.');
    await mailArrives(CANDIDATE, `${CLIENT} - Correção de documentos no seu cadastro`);
    expect(await lastText(`${CLIENT} - Correção de documentos no seu cadastro`)).toContain(
      'Envie o comprovante de residência atualizado.',
    );
    await reply('Comprovante enviado.');
    await mailArrives(UNIT_HR, hrSubject('Candidato respondeu à correção'), 2);

    // 4. HR finalizes with a refused document (6): the pending e-mail
    await refuseDocument(server.t, id, 'CPF', 'Imagem ilegível');
    await openRecord(10);
    await actAndConfirm(staff, 'Finalizar', 'Finalizar');
    await toast(staff, 'Existem pendências').waitFor();
    await mailArrives(CANDIDATE, `${CLIENT} - Pendências no seu cadastro de admissão`);

    // 5. the candidate sends the refused document again: HR is told
    await cand.goto('/dados');
    await cand.getByRole('tab', { name: /Enviar Documentos/ }).click();
    await sendFiles(cand, 'CPF', await makeJpeg('cpf.jpg'));
    await mailArrives(UNIT_HR, hrSubject('Candidato reenviou uma pendência'));

    // 6. Reenviar Pendente (13): the pending e-mail again
    await markApproved(server.t, id, 'CPF');
    await openRecord(6);
    await actAndConfirm(staff, 'Reenviar Pendente', 'Reenviar');
    await mailArrives(CANDIDATE, `${CLIENT} - Pendências no seu cadastro de admissão`, 2);

    // 7. reopened for the candidate (14), with the note
    await openRecord(13);
    await changeStatus(14, 'Atualize o telefone, por favor.');
    await mailArrives(CANDIDATE, `${CLIENT} - Seu cadastro de admissão foi reaberto`);
    expect(await lastText(`${CLIENT} - Seu cadastro de admissão foi reaberto`)).toContain(
      'Atualize o telefone, por favor.',
    );

    // 8. the candidate finalizes again (4): HR is told again
    await candidateFinalizes();
    await mailArrives(UNIT_HR, hrSubject('Candidato enviou os dados'), 2);

    // 9. HR finalizes (8): the candidate is told
    await openRecord(4);
    await actAndConfirm(staff, 'Finalizar', 'Finalizar');
    await toast(staff, 'Conferência finalizada com sucesso!').waitFor();
    await mailArrives(CANDIDATE, `${CLIENT} - Cadastro de admissão concluído`);

    // 10. reopened (7: nothing) and cancelled (9): the candidate is told
    await openRecord(8);
    await actAndConfirm(staff, 'Reabrir', 'Reabrir');
    await statusBadge(staff, 7).waitFor();
    await actAndConfirm(staff, 'Cancelar', 'Cancelar processo');
    await toast(staff, 'Processo cancelado com sucesso!').waitFor();
    await mailArrives(CANDIDATE, `${CLIENT} - Processo de admissão cancelado`);
    expect(await statusOf(server.t, id)).toBe(9);

    // each mail: the client's logo, one link, the name and nothing more personal
    const cycleMails = (await server.mails()).filter((x) => x.subject.startsWith(CLIENT));
    expect(cycleMails.length).toBeGreaterThan(14);
    for (const m of cycleMails) {
      expectClientLogo(m);
      expect(m.text.match(/https?:\/\/\S+/g), m.subject).toHaveLength(1);
      expect(m.text, m.subject).not.toMatch(/529\.?982\.?247-?25|11987654321/);
    }
    await expectLogoServed();
    await cand.context().close();
    await staff.context().close();
  }, 480_000);
});
