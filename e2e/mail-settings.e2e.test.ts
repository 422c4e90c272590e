/**
 * The e-mails' settings in a real browser (decision 048), every mail read through the SMTP sink:
 * ADMIN previews each e-mail in Configurações with the client's logo; with 'Resumo diário' set,
 * the candidate's step e-mails nobody at once and the next day's digest tells HR (the unit's
 * responsible e-mail and the candidate's Gestor, a staff user).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { setStatus } from '../apps/api/test/support/lifecycle-fixture.ts';
import { rowsOf } from '../apps/api/src/lib/rows.ts';
import { finalizeAsCandidate, toast } from './support/app.ts';
import type { LifecycleServer } from './support/lifecycle.ts';
import {
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
let id: number;

beforeAll(async () => {
  run = await startMessagingRun();
  ({ server, id } = run);
});
afterAll(() => run?.close());

const { shot, subjectsTo, mailArrives, expectClientLogo, candidatePage, staffPage } = messagingHelpers(
  () => run,
);

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
    await finalizeAsCandidate(cand);
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
