/**
 * What each error code means, the line /api/docs shows for `code` (apps/api/src/lib/openapi-errors.ts).
 * Apart from error-codes.ts so that the web app, which only branches on the names, does not carry
 * these texts; `satisfies Record<ErrorCode, …>` makes a code without its meaning a compile error.
 */
import type { ErrorCode } from './error-codes.ts';

export const ERROR_CODE_MEANINGS = {
  VALIDATION: 'Dados inválidos (400): `message` diz o primeiro problema, `messages` todos.',
  UNAUTHENTICATED: 'Sem sessão, ou credenciais recusadas (401).',
  SESSION_EXPIRED: 'A sessão expirou ou foi encerrada (401): entre novamente.',
  PASSWORD_CHANGE_REQUIRED: 'Senha temporária: troque a senha antes de continuar (403).',
  FORBIDDEN: 'Papel, permissão ou cliente (X-Cliente) não autorizados (403).',
  STATUS_NOT_ALLOWED: 'O status atual do candidato não permite a ação (403 ou 409).',
  NOT_FOUND: 'Registro não encontrado — também o de outro cliente (404).',
  TIMEOUT: 'O pedido demorou demais para chegar (408).',
  CONFLICT: 'Conflito com o estado atual: mudou enquanto isso, ou já existe (409).',
  EMAIL_REUSABLE:
    'O e-mail é de um candidato finalizado ou cancelado: reenviar com a reutilização confirmada (409).',
  ESOCIAL_WRONG_EVENT:
    'O candidato tem o outro evento de admissão do eSocial: S-2300 para estagiário, S-2200 para os demais (409).',
  GONE: 'O link expirou ou já foi usado (410).',
  TOO_LARGE: 'Arquivo ou dados excedem o tamanho permitido (413).',
  UNSUPPORTED_TYPE: 'Tipo de conteúdo ou de arquivo não suportado (415).',
  RATE_LIMITED: 'Tentativas demais: aguarde o tempo de Retry-After (429).',
  INTERNAL: 'Erro inesperado do servidor (500).',
  UNAVAILABLE: 'Serviço indisponível por um momento: tente novamente após Retry-After (503).',
} as const satisfies Record<ErrorCode, string>;

/** Every code with its meaning, on one line. */
export const errorCodesDescription = () =>
  Object.entries(ERROR_CODE_MEANINGS)
    .map(([code, meaning]) => `\`${code}\`: ${meaning}`)
    .join(' · ');
