/** The pending-items e-mail (finalize with pending items, Reenviar Pendente), in pt-BR. */
import type { MailContent } from '../mail/templates.ts';
import type { PendingItem } from './pending-items.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function pendingItemsMail(
  clientName: string,
  name: string,
  items: readonly PendingItem[],
  link: string,
): MailContent {
  const subject = `${clientName} - Pendências no seu cadastro de admissão`;
  const intro = [
    `Olá, ${name}.`,
    items.length
      ? `A ${clientName} conferiu o seu cadastro de admissão e encontrou pendências. Acesse o cadastro, corrija os itens abaixo e finalize novamente:`
      : `A ${clientName} pede que você acesse o seu cadastro de admissão, revise os dados e os documentos e finalize novamente.`,
  ];
  const lines = items.map((i) => `- ${i.TITULO}: ${i.DETALHE}`);
  const outro = 'Entre com o seu e-mail e a sua senha.';
  const text = [...intro, lines.join('\n'), outro].filter(Boolean).join('\n\n') + `\n\n${link}`;
  const list = items.length
    ? `<ul>${items.map((i) => `<li><strong>${escapeHtml(i.TITULO)}</strong>: ${escapeHtml(i.DETALHE)}</li>`).join('')}</ul>`
    : '';
  const html =
    `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#222"><h2>${escapeHtml(subject)}</h2>` +
    intro.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    list +
    `<p>${escapeHtml(outro)}</p><p><a href="${escapeHtml(link)}" style="background:#1c7ed6;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Acessar meu cadastro</a></p>` +
    '<p style="font-size:12px;color:#777">Esta é uma mensagem automática do Admissão. Não responda.</p></body></html>';
  return { subject, text, html };
}
