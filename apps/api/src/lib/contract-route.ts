/**
 * A route from its contract (packages/domain/src/contract): method, path, who may call, the
 * schemas that validate what comes in, the schema that writes what goes out, and the OpenAPI
 * entry — all read from the one declaration. A route file adds only its handler:
 *
 *   app.route({ ...routeOf(units.list), handler: (req) => listUnits(ctx.db, tenantOf(req)) });
 */
import type { FastifyContextConfig } from 'fastify';
import { z } from 'zod';
import { isFileAnswer, type Answer, type Operation } from '@admissao/domain';

/** What a file answer looks like in /api/docs (any: the handler sends a Buffer or a stream). */
const ZBinary = z.any().meta({ type: 'string', format: 'binary' });

type ResponseSchemaOf<A extends Answer> = A extends z.ZodType
  ? A
  : { description: string; content: Record<string, { schema: typeof ZBinary }> };

type AlsoOf<O extends Operation> = O extends { alsoAnswers: infer A } ? A : unknown;

type StatusOf<O extends Operation> = O extends { status: infer S extends number } ? S : 200;

export type SchemaOf<O extends Operation> = (O extends { params: infer P } ? { params: P } : unknown) &
  (O extends { query: infer Q } ? { querystring: Q } : unknown) &
  (O extends { body: infer B } ? { body: B } : unknown) & {
    response: { [K in StatusOf<O>]: ResponseSchemaOf<O['response']> } & AlsoOf<O>;
    summary: string;
    tags: string[];
  };

function responseOf(answer: Answer) {
  if (!isFileAnswer(answer)) return answer;
  return {
    description: `arquivo (${answer.file.join(', ')})`,
    content: Object.fromEntries(answer.file.map((t) => [t, { schema: ZBinary }])),
  };
}

/** The first path segment after /candidate (or the first at all) groups calls in /api/docs. */
const tagOf = (path: string) => {
  const parts = path.split('/').filter((p) => p && !p.startsWith(':'));
  return parts[0] === 'candidate' && parts[1] ? `candidate/${parts[1]}` : (parts[0] ?? 'api');
};

export function schemaOf<O extends Operation>(o: O): SchemaOf<O> {
  const schema: Record<string, unknown> = {
    response: { [o.status ?? 200]: responseOf(o.response), ...o.alsoAnswers },
    summary: o.summary,
    tags: [tagOf(o.path)],
  };
  if (o.params) schema.params = o.params;
  if (o.query) schema.querystring = o.query;
  if (o.body) schema.body = o.body;
  return schema as SchemaOf<O>;
}

/**
 * Route options of an operation; `config` adds what only the server knows (the autosave's own
 * session check, the password-change exception, rate limits).
 */
export function routeOf<O extends Operation>(o: O, config: Omit<FastifyContextConfig, 'auth'> = {}) {
  return {
    method: o.method,
    url: o.path,
    schema: schemaOf(o),
    config: { ...config, auth: o.auth },
  };
}
