/**
 * The conversation between a candidate and HR (decision 049): plain text only. One cleaning rule,
 * used by the API before it stores a message and by the composer before it sends one; the characters
 * a message may hold are the text rule of every multi-line field (decision 066).
 */
import { storedText, textMessage } from '../schemas/text-rule.ts';

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

/**
 * The message as stored: line breaks made \n, trailing spaces of each line and blank lines beyond
 * two removed, trimmed, NFC. Null when nothing is left. Characters the text rule refuses
 * (decision 066) are refused by chatTextProblem before, never dropped here.
 */
export function cleanChatText(raw: string): string | null {
  const text = storedText(raw, 'lines')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text ? text : null;
}

/** The pt-BR reason a message cannot be sent, or null when it can. */
export function chatTextProblem(raw: string): string | null {
  const characters = textMessage('Mensagem', raw, 'lines');
  if (characters) return characters;
  const text = cleanChatText(raw);
  if (!text) return CHAT_MSG.empty;
  if (text.length > CHAT_TEXT_MAX) return CHAT_MSG.tooLong;
  return null;
}
