/** pt-BR e-mail templates. Each returns subject, plain text and a simple HTML body. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(title: string, paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="background:#1c7ed6;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="font-size:12px;color:#555">Se o botão não funcionar, copie e cole este endereço no navegador:<br>${escapeHtml(link.href)}</p>`
    : '';
  return `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#222"><h2>${escapeHtml(title)}</h2>${body}${button}<p style="font-size:12px;color:#777">Esta é uma mensagem automática do Admissão. Não responda.</p></body></html>`;
}

export function staffResetCodeMail(name: string, code: string, minutes: number): MailContent {
  const subject = 'Código para redefinir sua senha';
  const lines = [
    `Olá, ${name}.`,
    `Seu código para redefinir a senha é ${code}.`,
    `O código vale por ${minutes} minutos. Se você não pediu a redefinição, ignore esta mensagem.`,
  ];
  return { subject, text: lines.join('\n\n'), html: layout(subject, lines) };
}

export function candidateResetLinkMail(name: string, link: string, hours: number): MailContent {
  const subject = 'Redefinição de senha - Admissão';
  const lines = [
    `Olá, ${name}.`,
    'Recebemos um pedido para redefinir a sua senha de acesso ao cadastro de admissão.',
    `Use o link abaixo para criar uma nova senha. Ele vale por ${hours} horas e pode ser usado uma única vez.`,
    'Se você não pediu a redefinição, ignore esta mensagem.',
  ];
  return {
    subject,
    text: `${lines.join('\n\n')}\n\n${link}`,
    html: layout(subject, lines, { href: link, label: 'Criar nova senha' }),
  };
}

export function candidateAccessMail(clientName: string, name: string, link: string): MailContent {
  const subject = `${clientName} - Cadastro de admissão`;
  const lines = [
    `Olá, ${name}.`,
    `A ${clientName} iniciou o seu processo de admissão. Para continuar, preencha os seus dados e envie os documentos pelo link abaixo.`,
    'No primeiro acesso você vai criar a sua senha. O link é pessoal, vale por 30 dias e pode ser usado uma única vez; depois entre com o seu e-mail e a senha criada.',
  ];
  return {
    subject,
    text: `${lines.join('\n\n')}\n\n${link}`,
    html: layout(subject, lines, { href: link, label: 'Acessar meu cadastro' }),
  };
}
