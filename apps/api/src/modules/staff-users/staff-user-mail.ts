/** The e-mail carrying a staff user's initial (or new) temporary password. */
import { randomBytes } from 'node:crypto';
import { checkPassword } from '@admissao/domain';
import type { MailContent } from '../mail/templates.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A random password that meets the rules of spec 1 §5 (changed at the first sign-in). */
export function temporaryPassword(): string {
  for (;;) {
    const candidate = `Adm@${randomBytes(9).toString('base64url')}7x`;
    if (checkPassword({ password: candidate }).length === 0) return candidate;
  }
}

export function staffPasswordMail(
  name: string,
  login: string,
  password: string,
  appUrl: string,
  isNew: boolean,
): MailContent {
  const subject = isNew ? 'Seu acesso ao Admissão' : 'Nova senha de acesso ao Admissão';
  const lines = [
    `Olá, ${name}.`,
    isNew ? 'Um acesso ao Admissão foi criado para você.' : 'Uma nova senha de acesso foi gerada para você.',
    `Usuário: ${login}`,
    `Senha temporária: ${password}`,
    'No primeiro acesso você deverá criar uma nova senha.',
    `Endereço: ${appUrl}`,
  ];
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#222"><h2>${escapeHtml(subject)}</h2>${lines
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join(
      '',
    )}<p style="font-size:12px;color:#777">Esta é uma mensagem automática do Admissão. Não responda.</p></body></html>`;
  return { subject, text: lines.join('\n\n'), html };
}
