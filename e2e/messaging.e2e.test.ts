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
 *   logo (its HTML part shows it, and the logo's address answers an image);
 * - the daily digest: ADMIN sets 'Resumo diário' in Configurações, the candidate's step e-mails
 *   nobody at once, and the next day's digest tells HR.
 * The HR person is the unit's responsible e-mail and the candidate's Gestor, a staff user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { fillComplete, refuseDocument, setStatus } from '../apps/api/test/support/lifecycle-fixture.ts';
import { rowsOf } from '../apps/api/src/lib/rows.ts';
import { launchBrowser, newPage, PHONE } from './support/browser.ts';
import { openCandidateList, signIn, toast, waitForStaffHome } from './support/app.ts';
import { makeJpeg, sendFiles } from './support/documents.ts';
import {
  actAndConfirm,
  markApproved,
  startLifecycleServer,
  statusBadge,
  statusOf,
  toolbar,
  type LifecycleServer,
} from './support/lifecycle.ts';

const CANDIDATE = 'candidato@demo.com.br';
const UNIT_HR = 'rh.matriz@demo.com.br';
const GESTOR = 'gestor@demo.com.br';
const NAME = 'CARLOS CANDIDATO DA SILVA';
const CLIENT = 'Cliente Demonstração';

let server: LifecycleServer;
let browser: Browser;
let id: number;

beforeAll(async () => {
  [server, browser] = await Promise.all([startLifecycleServer(), launchBrowser()]);
  const cand = await server.t.login(CANDIDATE);
  id = await fillComplete(server.t, cand);
  await markApproved(server.t, id);
  // the candidate's Gestor is the staff user 'gestor' (matched by name): HR notices reach them too
  await server.t.db.execute(sql`update candidate set gestor = 'Gustavo Gestor' where codcandidato = ${id}`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** with E2E_SHOTS=<folder>, screenshots of the new screens (to look at them, not checked) */
const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png` });
};

const subjectsTo = async (address: string) =>
  (await server.mails()).filter((m) => m.to.includes(address)).map((m) => m.subject);
/** waits until `address` got a mail with this subject (as many as `times`) */
async function mailArrives(address: string, subject: string, times = 1) {
  await expect
    .poll(async () => (await subjectsTo(address)).filter((s) => s === subject).length, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(times);
}
const hrSubject = (what: string) => `${CLIENT} - ${what}: ${NAME}`;
/** the text of the last mail with this subject */
const lastText = async (subject: string) =>
  (await server.mails()).filter((m) => m.subject === subject).at(-1)!.text;
/** the clock moves on: every message of the thread is six minutes old; the notice job runs */
async function sixMinutesLater() {
  await server.t.db.execute(sql`update conversation_message set created_at = created_at - interval '6 minutes'
    where codcandidato = ${id}`);
  await server.t.app.jobs.runNow('chat-notice');
}

const LOGO_SRC = /<img [^>]*src="([^"]*\/api\/image\/logo\/09_041)"[^>]*>/;
/** the HTML part of the mail shows the client's logo, named by the client */
function expectClientLogo(m: { subject: string; html: string }) {
  const img = LOGO_SRC.exec(m.html);
  expect(img?.[1], `logo em: ${m.subject}`).toBe(`${server.url}/api/image/logo/09_041`);
  expect(img![0], m.subject).toContain(`alt="${CLIENT}"`);
}
/** the address the mails give for the logo answers an image, as a mail reader would load it */
async function expectLogoServed() {
  const res = await fetch(`${server.url}/api/image/logo/09_041`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^image\//);
  expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
}

/** A fresh browser context; waits are long, this machine's CPU is shared with other test runs. */
async function freshPage(): Promise<Page> {
  const { page, context } = await newPage(browser, server.url);
  context.setDefaultTimeout(30_000);
  return page;
}

async function candidatePage(): Promise<Page> {
  const page = await freshPage();
  await signIn(page, CANDIDATE);
  await page.waitForURL('**/dados');
  return page;
}
/** the Gestor (one client), or the admin (client 041 chosen; every lifecycle flag) */
async function staffPage(login: 'gestor' | 'admin'): Promise<Page> {
  const page = await freshPage();
  await signIn(page, login);
  if (login === 'admin') {
    // /home leads a multi-client user to /clients: pick the client there, once it is the page
    await page.waitForURL('**/clients');
    await page.getByRole('button', { name: /Código 041/ }).click();
  }
  // staff land on the Painel (decision 041); the tests start from the list
  await waitForStaffHome(page);
  await openCandidateList(page);
  return page;
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
      await staff.getByRole('option', { name: new RegExp(`^${to} - `) }).click();
      await dialog.getByRole('textbox', { name: 'Observação' }).fill(note);
      await dialog.getByRole('button', { name: 'Gravar' }).click();
      await toast(staff, 'Status alterado com sucesso!').waitFor();
    };
    const candidateFinalizes = async () => {
      await cand.goto('/dados');
      await cand.getByRole('button', { name: 'Finalizar' }).click();
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

describe('previews in Configurações', () => {
  it('ADMIN sees each e-mail as it goes out, with the logo', async () => {
    const admin = await staffPage('admin');
    // the administrator's menu, Conversas included, fits beside the user menu at 1280 px
    const nav = admin.getByRole('navigation', { name: 'Menu principal' });
    await nav.getByRole('link', { name: 'Relatório' }).waitFor(); // the last item the permissions add
    const last = nav.getByRole('link').last();
    expect(await last.innerText()).toBe('Conversas');
    const userMenu = admin.getByTestId('user-menu');
    await expect
      .poll(
        async () => {
          const [item, user] = await Promise.all([last.boundingBox(), userMenu.boundingBox()]);
          return item && user ? user.x - (item.x + item.width) : -1;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    await shot(admin, 'admin-menu');
    await admin.goto('/admin/configuracoes');
    await admin.getByRole('tab', { name: 'E-mails' }).click();
    const table = admin.getByRole('table', { name: 'E-mails do sistema' });
    await table.getByRole('row').filter({ hasText: 'Correção solicitada' }).waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(14);
    await admin.getByRole('button', { name: 'Visualizar: Correção solicitada' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Prévia: Correção solicitada' });
    await dialog.getByText(`${CLIENT} - Correção de documentos no seu cadastro`).waitFor();
    const frame = admin.frameLocator('iframe[title="Prévia do e-mail"]');
    await frame.getByText('Envie novamente o comprovante de residência').waitFor();
    // the logo loads inside the sandboxed preview (another origin), as in a webmail page
    await expect
      .poll(
        () => frame.getByRole('img', { name: CLIENT }).evaluate((img: HTMLImageElement) => img.naturalWidth),
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    await shot(admin, 'configuracoes-emails');
    await admin.context().close();
  }, 120_000);
});

describe('the HR daily digest', () => {
  it("with 'Resumo diário' set in Configurações, a step e-mails HR nothing at once and the next day's digest tells them", async () => {
    // the policy, as ADMIN sets it
    const admin = await staffPage('admin');
    await admin.goto('/admin/configuracoes');
    await admin.getByRole('tab', { name: 'Configurações gerais' }).click();
    const form = admin.getByRole('form', { name: 'Configurações gerais' });
    await form.getByRole('button', { name: 'Editar' }).click();
    await form.getByText('Resumo diário', { exact: true }).click();
    await form.getByRole('button', { name: 'Gravar' }).click();
    await toast(admin, 'Configurações atualizadas com sucesso!').waitFor();
    await admin.context().close();

    // the candidate (cancelled at the end of the cycle) fills in again and sends the data (4)
    await setStatus(server.t, id, 3);
    const sentBefore = (await subjectsTo(UNIT_HR)).length;
    const cand = await candidatePage();
    await cand.getByRole('button', { name: 'Finalizar' }).click();
    await toast(cand, 'Dados enviados com sucesso').waitFor();
    await cand.context().close();
    const waiting = async () =>
      rowsOf<{ to_address: string; day: string }>(
        await server.t.db.execute(sql`select to_address, to_char(day, 'DD/MM/YYYY') as day from hr_notice
          where codcandidato = ${id} and not sent and digested_at is null order by to_address`),
      );
    // kept for the digest, one for the unit and one for the Gestor; nothing sent at once
    expect((await waiting()).map((r) => r.to_address)).toEqual([GESTOR, UNIT_HR]);
    expect((await subjectsTo(UNIT_HR)).length).toBe(sentBefore);

    // the day is over: the digest job sends one mail to each, through the SMTP sink
    await server.t.db.execute(sql`update hr_notice set day = day - 1 where codcandidato = ${id}
      and not sent and digested_at is null`);
    const day = (await waiting())[0]!.day;
    await server.t.app.jobs.runNow('hr-digest');
    const subject = `${CLIENT} - Resumo dos avisos de ${day}`;
    await mailArrives(UNIT_HR, subject);
    await mailArrives(GESTOR, subject);
    const digest = (await server.mails()).find((m) => m.to.includes(UNIT_HR) && m.subject === subject)!;
    expect(digest.text).toContain(`- ${NAME}: candidato enviou os dados`);
    expect(digest.text.match(/https?:\/\/\S+/g)).toEqual([`${server.url}/admin/lista`]);
    expectClientLogo(digest);
    expect(await waiting()).toEqual([]);
  }, 120_000);
});
