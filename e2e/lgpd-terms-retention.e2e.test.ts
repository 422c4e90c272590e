/**
 * Issue 16 items 5 and 6 in a real browser: the terms dialog opens when the candidate has not
 * accepted their client's current version, records the acceptance (with the browser's user agent)
 * and opens again when the version changes (decision 055); an ADMIN publishes a new text in
 * Configurações › Termos de uso and the candidate is asked to accept it (decision 060); staff anonymise a cancelled candidate with
 * 'Anonimizar agora' after confirming (decision 039); a MANAGER with the LOG flag reaches
 * 'Requisições LGPD' and 'Registro de acessos' from the user menu, without it not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { TERMS_MESSAGES } from '@admissao/domain';
import { rowsOf } from '../apps/api/src/lib/rows.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { editor } from './support/configuration.ts';
import { signIn, signInToClient, toast, waitForStaffHome } from './support/app.ts';
import { setFlag } from '../apps/api/test/support/lifecycle-fixture.ts';
import { startLifecycleServer, type LifecycleServer } from './support/lifecycle.ts';

let server: LifecycleServer;
let browser: Browser;
let id: number;

beforeAll(async () => {
  [server, browser] = await Promise.all([startLifecycleServer(), launchBrowser()]);
  const cand = await server.t.login('candidato@demo.com.br');
  id = cand.candidate!.CODCANDIDATO;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const acceptances = async () =>
  rowsOf<{ user_agent: string | null; ip: string | null }>(
    await server.t.db.execute(sql`select user_agent, ip from terms_acceptance where codcandidato = ${id}
      order by id`),
  );

describe('terms of use', () => {
  it('are asked until the current version is accepted, and again when it changes', async () => {
    await server.t.db.execute(sql`delete from terms_acceptance where codcandidato = ${id}`);
    const { page, context } = await newPage(browser, server.url);
    await signIn(page, 'candidato@demo.com.br');
    await page.waitForURL('**/dados');
    const dialog = page.getByRole('dialog', { name: 'Termos de uso' });
    // the client's default text, named by its controller
    await dialog.getByText(/Este aviso explica como/).waitFor();
    await dialog.getByText('Cliente Demonstração', { exact: true }).waitFor();
    const accept = dialog.getByRole('button', { name: 'Aceitar' });
    expect(await accept.isDisabled()).toBe(true);
    await dialog.getByLabel('Li e concordo com os termos de uso').check();
    await dialog.getByLabel(/Li as/).check();
    await accept.click();
    await toast(page, 'Termos atualizados').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const rows = await acceptances();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.user_agent).toMatch(/Chrom/);
    expect(rows[0]!.ip).toBeTruthy();

    await page.reload();
    await page.getByRole('heading', { name: /^Dados: / }).waitFor();
    expect(await dialog.count()).toBe(0);

    // a new version: what the candidate accepted is now an older text
    await server.t.db.execute(
      sql`insert into terms_version (codadm, codcli, hash, texto) values (9, '041', ${'b'.repeat(64)}, 'Antiga')`,
    );
    await server.t.db.execute(sql`update terms_acceptance
      set codversao = (select id from terms_version where hash = ${'b'.repeat(64)}) where codcandidato = ${id}`);
    await page.reload();
    await dialog.getByText(/Este aviso explica como/).waitFor();
    await context.close();
  });

  it('an ADMIN publishes a new text in Configurações, and the candidate is asked to accept it', async () => {
    const admin = await newPage(browser, server.url);
    await signInToClient(admin.page, 'admin', '041');
    await admin.page.goto('/admin/configuracoes');
    await admin.page.getByRole('tab', { name: 'Termos de uso' }).click();
    const section = admin.page.getByRole('region', { name: 'Termos de uso' });
    await section.getByText('Texto padrão', { exact: true }).waitFor();
    await section.getByRole('button', { name: 'Editar' }).click();
    const text = editor(admin.page, 'Texto dos termos de uso');
    await text.click();
    await text.press('ControlOrMeta+a');
    await text.pressSequentially('Novo aviso de privacidade da Demonstração.');
    await section.getByRole('button', { name: 'Publicar' }).click();
    await admin.page
      .getByRole('dialog', { name: 'Publicar os termos de uso' })
      .getByRole('button', { name: 'Publicar' })
      .click();
    await toast(admin.page, TERMS_MESSAGES.saved).waitFor();
    await section.getByText('Texto personalizado', { exact: true }).waitFor();
    await section.getByText('Novo aviso de privacidade da Demonstração.').waitFor();
    await admin.context.close();

    const { page, context } = await newPage(browser, server.url);
    await signIn(page, 'candidato@demo.com.br');
    await page.waitForURL('**/dados');
    const dialog = page.getByRole('dialog', { name: 'Termos de uso' });
    await dialog.getByText('Novo aviso de privacidade da Demonstração.').waitFor();
    await dialog.getByLabel('Li e concordo com os termos de uso').check();
    await dialog.getByLabel(/Li as/).check();
    await dialog.getByRole('button', { name: 'Aceitar' }).click();
    await toast(page, 'Termos atualizados').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const [accepted] = rowsOf<{ texto: string }>(
      await server.t.db.execute(sql`select v.texto from terms_acceptance a
        join terms_version v on v.id = a.codversao where a.codcandidato = ${id} order by a.id desc limit 1`),
    );
    expect(accepted!.texto).toContain('Novo aviso de privacidade da Demonstração.');
    await context.close();
  });
});

describe('Anonimizar agora', () => {
  it('asks first, then erases a cancelled candidate', async () => {
    const [daniel] = rowsOf<{ id: number }>(
      await server.t.db.execute(
        sql`select codcandidato as id from candidate where email = 'daniel@demo.com.br'`,
      ),
    );
    await server.t.db.execute(sql`update candidate set codstatus = 9 where codcandidato = ${daniel!.id}`);
    const { page, context } = await newPage(browser, server.url);
    await signInToClient(page, 'admin', '041');
    await page.goto(`/admin/dados/${daniel!.id}`);
    await page.getByRole('heading', { name: /DANIEL OLIVEIRA COSTA/ }).waitFor();
    await page.getByRole('button', { name: 'Anonimizar agora' }).click();
    const confirm = page.getByRole('dialog', { name: 'Anonimizar agora' });
    await confirm.getByText(/não pode ser desfeita/).waitFor();
    await confirm.getByRole('button', { name: 'Anonimizar' }).click();
    await toast(page, 'Dados pessoais do candidato anonimizados.').waitFor();
    await page.getByRole('heading', { name: /ANONIMIZADO/ }).waitFor();
    const [row] = rowsOf<{ nome: string; anonimizado_em: unknown }>(
      await server.t.db.execute(
        sql`select nome, anonimizado_em from candidate where codcandidato = ${daniel!.id}`,
      ),
    );
    expect(row!.nome).toBe('ANONIMIZADO');
    expect(row!.anonimizado_em).not.toBeNull();
    await context.close();
  });
});

describe('the LGPD screens in the user menu', () => {
  it('are offered to a MANAGER with the LOG flag only', async () => {
    const menuOf = async () => {
      const { page, context } = await newPage(browser, server.url);
      await signIn(page, 'gestor');
      await waitForStaffHome(page);
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: 'Senha' }).waitFor();
      return { page, context };
    };
    await setFlag(server.t, 'gestor', 'LOG', false);
    const without = await menuOf();
    expect(await without.page.getByRole('menuitem', { name: 'Requisições LGPD' }).count()).toBe(0);
    await without.context.close();

    await setFlag(server.t, 'gestor', 'LOG', true);
    const withLog = await menuOf();
    await withLog.page.getByRole('menuitem', { name: 'Registro de acessos' }).waitFor();
    await withLog.page.getByRole('menuitem', { name: 'Requisições LGPD' }).click();
    await withLog.page.waitForURL('**/admin/requisicoes');
    await withLog.context.close();
  });
});
