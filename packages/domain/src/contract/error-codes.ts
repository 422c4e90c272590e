/**
 * The stable, machine-readable `code` of every error answer (issue 32; decision 012). The web
 * branches on these, never on an HTTP status plus ad-hoc fields: a status says only the class of
 * a refusal, and two refusals of one class may need different screens (a reusable e-mail and a
 * taken one are both 409). A code is never renamed or removed — clients branch on it; new ones
 * are added here, with the one line /api/docs shows.
 */
export const ERROR_CODES = {
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
  GONE: 'O link expirou ou já foi usado (410).',
  TOO_LARGE: 'Arquivo ou dados excedem o tamanho permitido (413).',
  UNSUPPORTED_TYPE: 'Tipo de conteúdo ou de arquivo não suportado (415).',
  RATE_LIMITED: 'Tentativas demais: aguarde o tempo de Retry-After (429).',
  INTERNAL: 'Erro inesperado do servidor (500).',
  UNAVAILABLE: 'Serviço indisponível por um momento: tente novamente após Retry-After (503).',
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

const BY_STATUS: ReadonlyMap<number, ErrorCode> = new Map([
  [400, 'VALIDATION'],
  [401, 'UNAUTHENTICATED'],
  [403, 'FORBIDDEN'],
  [404, 'NOT_FOUND'],
  [408, 'TIMEOUT'],
  [409, 'CONFLICT'],
  [410, 'GONE'],
  [413, 'TOO_LARGE'],
  [415, 'UNSUPPORTED_TYPE'],
  [429, 'RATE_LIMITED'],
  [500, 'INTERNAL'],
  [502, 'UNAVAILABLE'],
  [503, 'UNAVAILABLE'],
  [504, 'UNAVAILABLE'],
]);

/**
 * The code of an error answer that names no more specific one: the class of its status (another
 * 4xx reads as VALIDATION, another 5xx as INTERNAL). The API's default, and what the web reads
 * from an answer without a code (a proxy's page, Fastify's own 408).
 */
export function codeOfStatus(status: number): ErrorCode {
  return BY_STATUS.get(status) ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION');
}

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
