/**
 * The one e-mail layout (decision 048): every mail the product sends is written by `renderMail`
 * — the client's logo and name when the mail is about one client, a title, paragraphs, an optional
 * list, at most one link (a button, and the address in full beside it), the automatic-message
 * footnote — as plain text and as HTML with every piece of text escaped. The templates themselves
 * are in mail-templates.ts, one per event of MAIL_EVENTS.
 */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** The client a mail speaks for: its name and the public address of its logo. */
export interface MailBrand {
  name: string;
  logoUrl: string;
}

export interface MailParts {
  subject: string;
  brand?: MailBrand | null;
  paragraphs: readonly string[];
  /** bullet items after the paragraphs */
  list?: readonly string[];
  /** paragraphs after the list */
  closing?: readonly string[];
  link?: { href: string; label: string };
}

const HTML_ESCAPES = new Map([
  ['&', '&amp;'],
  ['<', '&lt;'],
  ['>', '&gt;'],
  ['"', '&quot;'],
  ["'", '&#39;'],
]);
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES.get(c)!);

const FOOTNOTE = 'Esta é uma mensagem automática do Admissão. Não responda.';
const BUTTON =
  'background:#1c7ed6;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none;display:inline-block';

function htmlOf(p: MailParts): string {
  const para = (t: string) => `<p>${escapeHtml(t)}</p>`;
  const logo = p.brand
    ? `<p><img src="${escapeHtml(p.brand.logoUrl)}" alt="${escapeHtml(p.brand.name)}" style="max-height:60px;max-width:240px"></p>`
    : '';
  const list = p.list?.length ? `<ul>${p.list.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` : '';
  const link = p.link
    ? `<p><a href="${escapeHtml(p.link.href)}" style="${BUTTON}">${escapeHtml(p.link.label)}</a></p>` +
      `<p style="font-size:12px;color:#555">Se o botão não funcionar, copie e cole este endereço no navegador:<br>${escapeHtml(p.link.href)}</p>`
    : '';
  return (
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"></head>' +
    '<body style="font-family:Arial,sans-serif;color:#222;max-width:640px">' +
    `${logo}<h2>${escapeHtml(p.subject)}</h2>${p.paragraphs.map(para).join('')}${list}` +
    `${(p.closing ?? []).map(para).join('')}${link}` +
    `<p style="font-size:12px;color:#777">${FOOTNOTE}</p></body></html>`
  );
}

function textOf(p: MailParts): string {
  const blocks = [
    ...p.paragraphs,
    ...(p.list?.length ? [p.list.map((i) => `- ${i}`).join('\n')] : []),
    ...(p.closing ?? []),
    ...(p.link ? [p.link.href] : []),
  ];
  return blocks.join('\n\n');
}

export function renderMail(p: MailParts): MailContent {
  return { subject: p.subject, text: textOf(p), html: htmlOf(p) };
}
