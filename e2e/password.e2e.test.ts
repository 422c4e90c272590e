/** First access through the candidate link, and the change-password dialog with its rule messages. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestServer, type TestServer } from '../apps/api/src/testing/start-test-server.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { DEMO_PASSWORD, signIn, toast, waitForStaffHome } from './support/app.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('first access', () => {
  it('the access link leads to the first-access form, lists the rules before the first try and ticks them, sets the password and lands on /dados', async () => {
    const link = await server.issueCandidateLink('candidata@outra.com.br');
    const { context, page } = await newPage(browser, server.url);
    await page.goto(link);
    await page.waitForURL('**/start/**');
    await page.getByRole('heading', { name: 'Primeiro acesso' }).waitFor();

    // the rules are listed before the first try, none met yet, and each ticks as it is met
    const rules = page.getByRole('list', { name: 'A senha precisa ter:' });
    const rule = (hint: string) => rules.getByRole('listitem').filter({ hasText: hint });
    const met = async () =>
      (await rules.locator('[data-met="true"]').allTextContents()).map((t) =>
        t.replace(/^✓/, '').replace(/ \(atendido\)$/, ''),
      );
    await rule('Pelo menos 8 caracteres').waitFor();
    expect(await rules.getByRole('listitem').count()).toBe(6);
    expect(await met()).toEqual([]);
    expect(await rule('Uma letra minúscula').textContent()).toContain('(pendente)');

    await page.getByLabel(/^Nova senha/).fill('abc');
    expect(await met()).toEqual(['Uma letra minúscula']);
    await page.getByLabel(/^Nova senha/).fill('abcX@');
    expect(await met()).toEqual([
      'Uma letra minúscula',
      'Uma letra maiúscula',
      'Um caractere especial (!@#$&_-)',
    ]);

    await page.getByLabel(/^Nova senha/).fill('Nova@Senha7');
    expect(await met()).toHaveLength(6);
    await page.getByLabel(/^Confirmação/).fill('Outra@Senha7');
    await page.getByText('As senhas não conferem').first().waitFor();

    await page.getByLabel(/^Confirmação/).fill('Nova@Senha7');
    await page.getByRole('button', { name: /Salvar senha/ }).click();
    await page.waitForURL('**/dados');
    await page.getByRole('heading', { name: /^Dados: / }).waitFor();
    await context.close();

    // the new password signs in
    const second = await newPage(browser, server.url);
    await signIn(second.page, 'candidata@outra.com.br', 'Nova@Senha7');
    await second.page.waitForURL('**/dados');
    await second.context.close();
  });
});

describe('change password', () => {
  it('shows the failed rules, then changes the password', async () => {
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, 'gestor2');
    await waitForStaffHome(page);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Senha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar senha' });

    await dialog.getByLabel(/^Senha atual/).fill('Errada@9xz');
    await dialog.getByLabel(/^Nova senha/).fill('Troca@Senha8');
    await dialog.getByLabel(/^Confirmação/).fill('Troca@Senha8');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Senha atual incorreta!').waitFor();

    await dialog.getByLabel(/^Senha atual/).fill(DEMO_PASSWORD);
    await dialog.getByLabel(/^Nova senha/).fill('fraca123');
    await dialog.getByLabel(/^Confirmação/).fill('fraca');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    const errors = toast(page, 'Erros:');
    await errors.waitFor();
    const text = (await errors.textContent()) ?? '';
    expect(text).toContain('A senha deve conter pelo menos uma letra maiúscula.');
    expect(text).toContain('A senha deve conter pelo menos um caractere especial (!@#$&_-).');
    expect(text).toContain('A senha não pode conter sequências como "1234" ou "abcd"');
    expect(text).toContain('A nova senha precisa ser igual a senha de confirmação.');
    await dialog.getByTestId('password-rules').waitFor();

    await dialog.getByLabel(/^Nova senha/).fill('Troca@Senha8');
    await dialog.getByLabel(/^Confirmação/).fill('Troca@Senha8');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Senha do usuário atualizada com sucesso!').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();

    const again = await newPage(browser, server.url);
    await signIn(again.page, 'gestor2', 'Troca@Senha8');
    await waitForStaffHome(again.page);
    await again.context.close();
  });
});

describe('staff password reset', () => {
  it('CPF → code from the e-mail → new password → signs in with it', async () => {
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.getByText('Insira Usuário ou CPF!').waitFor();

    const cpf = page.getByLabel(/^CPF/);
    await cpf.click();
    await cpf.pressSequentially('5299822472');
    expect(await cpf.inputValue()).toBe('529.982.247-2');
    // the caret stays where the user edits: a digit typed in the middle, then Backspace over a literal
    await cpf.evaluate((el: HTMLInputElement) => el.setSelectionRange(3, 3));
    await cpf.press('7');
    expect(await cpf.inputValue()).toBe('529.798.224-72');
    expect(await cpf.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(5);
    await cpf.press('Backspace');
    expect(await cpf.inputValue()).toBe('529.982.247-2');
    await cpf.evaluate((el: HTMLInputElement) => el.setSelectionRange(4, 4));
    await cpf.press('Backspace'); // over the '.': nothing is deleted, the caret goes before it
    expect(await cpf.inputValue()).toBe('529.982.247-2');
    expect(await cpf.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(3);
    await cpf.press('End');
    await cpf.pressSequentially('5x');
    expect(await cpf.inputValue()).toBe('529.982.247-25');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await toast(page, 'E-mail enviado').waitFor();

    let code: string | undefined;
    for (let i = 0; i < 50 && !code; i++) {
      const mail = (await server.mails()).find((m) => m.to.includes('admin@demo.com.br'));
      code = /\b(\d{7})\b/.exec(mail?.text ?? '')?.[1];
      if (!code) await page.waitForTimeout(200);
    }
    expect(code).toMatch(/^\d{7}$/);

    const codeInput = page.getByLabel(/^Código/);
    await codeInput.click();
    await codeInput.pressSequentially(code === '0000000' ? '1111111' : '0000000');
    await page.getByRole('button', { name: 'Validar código' }).click();
    await page.getByText('Código incorreto!').waitFor();

    await codeInput.fill('');
    await codeInput.pressSequentially(code!);
    await page.getByRole('button', { name: 'Validar código' }).click();
    await page.getByLabel(/^Nova senha/).fill('Reset@Senha8');
    await page.getByLabel(/^Confirmação/).fill('Reset@Senha8');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await toast(page, 'Senha resetada com sucesso!').waitFor();
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await context.close();

    const again = await newPage(browser, server.url);
    await signIn(again.page, 'admin', 'Reset@Senha8');
    await again.page.waitForURL('**/clients');
    await again.context.close();
  });
});
