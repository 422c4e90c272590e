/**
 * The conversation 'Fale com o RH' (decision 049): one thread per candidate, written by the
 * candidate and answered by the staff of the candidate's client. A candidate reads and writes only
 * their own thread; staff reach the candidates of the client they act on (another client's id is
 * 404). Text is plain: the API cleans it (cleanChatText) and the screens show it as text.
 */
import { z } from '../zod.ts';
import { CHAT_TEXT_MAX } from '../messaging/chat-text.ts';
import { ZId, ZTimestamp } from './common.ts';
import { op } from './operation.ts';

/** the raw text; the module cleans it and checks the cleaned length (CHAT_TEXT_MAX) */
const ZMessageText = z
  .string()
  .max(CHAT_TEXT_MAX * 2, `A mensagem pode ter no máximo ${CHAT_TEXT_MAX} caracteres.`);

/** One message: AUTOR C the candidate, R the HR team (NOMEAUTOR names the staff user). */
export const ZChatMessage = z.object({
  CODMENSAGEM: z.number().int(),
  AUTOR: z.enum(['C', 'R']),
  NOMEAUTOR: z.string(),
  MENSAGEM: z.string(),
  DATENVIO: ZTimestamp,
});
export type ChatMessage = z.output<typeof ZChatMessage>;

/** A thread, oldest first; NAOLIDAS: messages of the other side the reader has not read. */
export const ZChatThread = z.object({
  CODCANDIDATO: z.number().int(),
  NOME: z.string(),
  MENSAGENS: z.array(ZChatMessage),
  NAOLIDAS: z.number().int(),
});
export type ChatThread = z.output<typeof ZChatThread>;

/** A row of the staff's list of conversations. */
export const ZChatSummary = z.object({
  CODCANDIDATO: z.number().int(),
  NOME: z.string(),
  CODSTATUS: z.number().int(),
  DESSTATUS: z.string(),
  CORSTATUS: z.string(),
  /** the last message, shortened */
  ULTIMA: z.string(),
  AUTORULTIMA: z.enum(['C', 'R']),
  DATULTIMA: ZTimestamp,
  /** messages of the candidate HR has not read */
  NAOLIDAS: z.number().int(),
});
export type ChatSummary = z.output<typeof ZChatSummary>;

/** Badge count: for a candidate, HR messages unread; for staff, conversations with unread messages. */
export const ZChatUnread = z.object({ NAOLIDAS: z.number().int() });

const ZCandidateParam = z.object({ id: ZId });

export const conversationApi = {
  mine: op({
    method: 'GET',
    path: '/candidate/chat',
    auth: 'candidate',
    summary: 'A conversa do candidato com o RH',
    response: ZChatThread,
  }),
  write: op({
    method: 'POST',
    path: '/candidate/chat',
    auth: 'candidate',
    summary: 'O candidato escreve ao RH',
    body: z.object({ CODCANDIDATO: ZId.optional(), MENSAGEM: ZMessageText }),
    status: 201,
    response: ZChatMessage,
  }),
  readMine: op({
    method: 'POST',
    path: '/candidate/chat/read',
    auth: 'candidate',
    summary: 'Marca como lidas as mensagens do RH',
    response: ZChatUnread,
  }),
  unread: op({
    method: 'GET',
    path: '/candidate/chat/unread',
    auth: 'any',
    summary: 'Mensagens não lidas (candidato) ou conversas com mensagens não lidas (equipe, do cliente)',
    response: ZChatUnread,
  }),
  list: op({
    method: 'GET',
    path: '/candidate/chat/list',
    auth: 'staff',
    summary: 'Conversas do cliente, mais recentes primeiro (TODAS=false: só as que aguardam o RH)',
    query: z.object({ TODAS: z.enum(['true', 'false']).optional() }),
    response: z.array(ZChatSummary),
  }),
  thread: op({
    method: 'GET',
    path: '/candidate/chat/:id',
    auth: 'staff',
    summary: 'A conversa de um candidato do cliente',
    params: ZCandidateParam,
    response: ZChatThread,
  }),
  answer: op({
    method: 'POST',
    path: '/candidate/chat/:id',
    auth: 'staff',
    summary: 'A equipe responde ao candidato (marca a conversa como lida)',
    params: ZCandidateParam,
    body: z.object({ MENSAGEM: ZMessageText }),
    status: 201,
    response: ZChatMessage,
  }),
  read: op({
    method: 'POST',
    path: '/candidate/chat/:id/read',
    auth: 'staff',
    summary: 'Marca como lidas as mensagens do candidato',
    params: ZCandidateParam,
    response: ZChatUnread,
  }),
};
