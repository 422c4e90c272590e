/**
 * The error answers of each call in /api/docs, derived from what the call declares (its contract
 * and route config), so they cannot drift from the calls: 400 where it takes input, 401 and 403
 * where it is not public, 404 where its path names a record (another client's record answers 404
 * too), and '4XX' for the other refusals a call may make (a candidate's status, a conflict, a size,
 * too many tries — 429 with Retry-After). Every one has the body of plugins/errors.ts (ZErrorAnswer).
 * Documentation only: error answers are still written by the error handler.
 */
import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { SwaggerTransform } from '@fastify/swagger';
import { z } from 'zod';
import { errorCodesDescription, ZErrorAnswer } from '@admissao/domain';

type Transform = SwaggerTransform<FastifySchema>;

const body = (() => {
  const json = z.toJSONSchema(ZErrorAnswer, { io: 'output', target: 'openapi-3.0' });
  delete json.$schema;
  const properties = json.properties as Record<string, Record<string, unknown>>;
  properties.code = { ...properties.code, description: errorCodesDescription() };
  return json;
})();

const answer = (description: string) => ({ description, ...body });

export function errorAnswersOf(schema: FastifySchema, config: FastifyContextConfig = {}) {
  const takesInput = Boolean(schema.body || schema.querystring || schema.params);
  const signedIn = (config.auth ?? 'any') !== 'public';
  return {
    ...(takesInput && {
      400: answer('Dados inválidos: `message` diz o primeiro problema, `messages` todos.'),
    }),
    ...(signedIn && {
      401: answer('Sem sessão, ou sessão expirada ou encerrada (entre novamente).'),
      403: answer('Papel, permissão ou cliente (X-Cliente) não autorizados, ou senha temporária a trocar.'),
    }),
    ...(schema.params !== undefined && {
      404: answer('Registro não encontrado — também o de outro cliente.'),
    }),
    '4XX': answer(
      'Outra recusa (status do candidato, conflito, tamanho, tentativas demais — 429 com Retry-After): `message` diz o motivo.',
    ),
  };
}

/** Wraps the contract's schema transform: the call's own answers, then its error answers. */
export const withErrorAnswers =
  (transform: Transform): Transform =>
  (document) => {
    const out = transform(document);
    if (!out.schema || out.schema.hide) return out;
    const response = (out.schema.response ?? {}) as Record<string, unknown>;
    return {
      ...out,
      schema: {
        ...out.schema,
        response: { ...errorAnswersOf(document.schema, document.route.config), ...response },
      },
    };
  };
