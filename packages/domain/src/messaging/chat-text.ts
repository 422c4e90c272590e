/**
 * The conversation between a candidate and HR (decision 049): plain text only. One cleaning rule,
 * used by the API before it stores a message and by the composer before it sends one.
 */

export const CHAT_TEXT_MAX = 2000;
/** a candidate's messages in CHAT_BURST_MINUTES before the next one is refused (HR is not limited) */
export const CHAT_BURST_MAX = 20;
export const CHAT_BURST_MINUTES = 10;
/** minutes a message waits unread before its e-mail notice goes */
export const CHAT_NOTICE_MINUTES = 5;

export const CHAT_MSG = {
  empty: 'Escreva a mensagem.',
  tooLong: `A mensagem pode ter no máximo ${CHAT_TEXT_MAX} caracteres.`,
  tooMany: 'Muitas mensagens em pouco tempo. Aguarde alguns minutos e tente de novo.',
  notFound: 'Candidato não encontrado.',
  sent: 'Mensagem enviada.',
} as const;

// C0/C1 controls but tab and line feed; bidirectional overrides and isolates (which can make a
// message read differently from what it says); zero-width characters other than the joiner
// used in emoji sequences. NUL never gets here: the input guard refuses it (decision 028).
const INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * The message as stored: line breaks made \n, invisible and control characters dropped, trailing
 * spaces of each line and blank lines beyond two removed, trimmed, NFC. Null when nothing is left.
 */
export function cleanChatText(raw: string): string | null {
  const text = raw
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(INVISIBLE, '')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text ? text : null;
}

/** The pt-BR reason a message cannot be sent, or null when it can. */
export function chatTextProblem(raw: string): string | null {
  const text = cleanChatText(raw);
  if (!text) return CHAT_MSG.empty;
  if (text.length > CHAT_TEXT_MAX) return CHAT_MSG.tooLong;
  return null;
}
