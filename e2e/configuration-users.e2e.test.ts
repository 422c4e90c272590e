/**
 * /admin/usuarios in a real browser against the real API: the admin creates a manager (initial
 * password by e-mail) and disables another after a confirmation, which ends that manager's
 * open session at once; the admin's own row offers none of these.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../apps/api/src/testing/start-test-server.ts';
import { signIn, toast, waitForStaffHome } from './support/app.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { adminOf041, menu } from './support/configuration.ts';

let server: TestServer;
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  admin = await adminOf041(browser, server.url);
  await menu(admin, 'Usuários');
  await admin.waitForURL('**/admin/usuarios');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const rowOf = (login: string) =>
  admin.getByRole('row').filter({ has: admin.getByRole('cell', { name: login, exact: true }) });

describe('staff users', () => {
  it("one's own row offers no new password, deactivation or removal (Alterar senha is the way)", async () => {
    const own = rowOf('admin');
    await expect(own.getByRole('button', { name: 'Nova senha' }).isDisabled()).resolves.toBe(true);
    expect(await own.getByRole('button', { name: /^(Desativar|Reativar|Excluir)/ }).count()).toBe(0);
    // another active user's row has them
    const other = rowOf('gestor');
    await expect(other.getByRole('button', { name: 'Nova senha' }).isEnabled()).resolves.toBe(true);
    await other.getByRole('button', { name: 'Desativar' }).waitFor();
  });

  it('creates a manager whose initial password goes by e-mail', async () => {
    await admin.getByRole('button', { name: 'Novo usuário' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Novo usuário' });
    await dialog.getByLabel(/^Usuário \(login\)/).fill('ana.rh');
    await dialog.getByLabel(/^Nome/).fill('Ana Recursos Humanos');
    await dialog.getByLabel(/^E-mail/).fill('ana.rh');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Email inválido').waitFor();
    await dialog.getByText('Selecione ao menos um cliente.').waitFor();
    await dialog.getByLabel(/^E-mail/).fill('ana.rh@demo.com.br');
    await dialog.getByLabel(/^Clientes/).click();
    await admin.getByRole('option', { name: /^041 - / }).click();
    await dialog.getByRole('checkbox', { name: 'Relatório' }).check();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await toast(admin, 'Usuário criado. A senha inicial foi enviada por e-mail.').waitFor();
    await rowOf('ana.rh').getByText('Gestor').waitFor();
    await expect
      .poll(async () => (await server.mails()).some((m) => m.to.includes('ana.rh@demo.com.br')), {
        timeout: 5000,
      })
      .toBe(true);
  });

  it('the temporary password opens only the password change: nothing behind it, no refused call', async () => {
    const mail = (await server.mails()).find((m) => m.to.includes('ana.rh@demo.com.br'))!;
    const temporary = /Senha temporária: (\S+)/.exec(mail.text)![1]!;
    const { page } = await newPage(browser, server.url);
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/') && [401, 403].includes(r.status()))
        refused.push(`${r.status()} ${r.url()}`);
    });
    await signIn(page, 'ana.rh', temporary);
    const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
    await dialog.getByText('Por segurança, defina uma nova senha antes de continuar.').waitFor();
    expect(await page.getByRole('heading', { name: 'Painel', level: 1 }).count()).toBe(0);
    expect(await page.getByRole('navigation').count()).toBe(0);
    await dialog.getByLabel(/^Senha atual/).fill(temporary);
    await dialog.getByLabel(/^Nova senha/).fill('Nova@Senha5');
    await dialog.getByLabel(/^Confirmação/).fill('Nova@Senha5');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Senha do usuário atualizada com sucesso!').waitFor();
    // staff land on the Painel (decision 041)
    await page.getByRole('heading', { name: 'Painel', level: 1 }).waitFor();
    expect(refused).toEqual([]);
    await page.context().close();
  });

  it('removes a user after a confirmation: gone from the list', async () => {
    await rowOf('ana.rh').getByRole('button', { name: 'Excluir ana.rh' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Excluir usuário' });
    await confirm.getByText(/deixa de aparecer na lista/).waitFor();
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await toast(admin, 'Usuário excluído.').waitFor();
    await rowOf('ana.rh').waitFor({ state: 'detached' });
  });

  it('disables a manager after a confirmation, ending their session', async () => {
    const { page: manager } = await newPage(browser, server.url);
    await signIn(manager, 'gestor');
    await waitForStaffHome(manager);

    await rowOf('gestor').getByRole('button', { name: 'Desativar' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Desativar usuário' });
    await confirm.getByText(/sessões abertas são encerradas/).waitFor();
    await confirm.getByRole('button', { name: 'Desativar' }).click();
    await toast(admin, 'Usuário desativado.').waitFor();
    await rowOf('gestor').getByText('Inativo').waitFor();

    // the manager's next call is refused and the browser goes back to /login; a background read
    // (a refetch, the token refresh) may be refused first and take the page there before the click
    await menu(manager, 'Unidades').catch(() => undefined);
    await manager.waitForURL('**/login');
    await manager.context().close();
  });
});
