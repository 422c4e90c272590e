/**
 * Answers are written by their contract schema (packages/domain/src/contract): the zod schema is
 * turned into JSON Schema once, at start-up, and compiled by fast-json-stringify — faster than
 * JSON.stringify, and a property the schema does not name is never sent (a column added to a
 * query cannot leak by accident). With `checkResponses` (tests, development) each answer is also
 * checked against the zod schema first, so a handler that drifts from its contract fails loudly;
 * the failure names the call and the paths, never the values (they may be personal data).
 */
import type { FastifyReply } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * `anyOf: [{type: X}, {type: 'null'}]` (how zod writes `.nullable()`) becomes `type: [X, 'null']`,
 * which fast-json-stringify serializes without trying each branch.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) out[k] = simplify(v);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullIndex = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && other && typeof other.type === 'string' && !other.anyOf && !other.oneOf) {
      delete out.anyOf;
      Object.assign(out, other, { type: [other.type, 'null'] });
    }
  }
  return out;
}

export class ResponseContractError extends Error {
  constructor(method: string, url: string, issues: z.core.$ZodIssue[]) {
    const where = issues.slice(0, 5).map((i) => `${i.path.join('.') || '(raiz)'}: ${i.code}`);
    super(`resposta de ${method} ${url} fora do contrato: ${where.join('; ')}`);
    this.name = 'ResponseContractError';
  }
}

export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'any' });
  delete json.$schema;
  return simplify(json) as JsonSchema;
}

/**
 * One compiled writer per contract schema, for every app the process builds: the schemas are the
 * contract's module-level objects, and turning each into JSON Schema and compiling it again made
 * up most of an app's `ready` (≈ 55 → 15 ms on a quiet machine) — once in production, once per
 * test app in the tests (issue 32).
 */
const compiled = new WeakMap<z.ZodType, (data: unknown) => string>();

export function stringifierOf(schema: z.ZodType): (data: unknown) => string {
  let stringify = compiled.get(schema);
  if (!stringify) {
    stringify = fastJson(responseJsonSchema(schema));
    compiled.set(schema, stringify);
  }
  return stringify;
}

/** Fastify's serializerCompiler for zod response schemas. */
export const responseSerializerCompiler =
  (checkResponses: boolean) =>
  ({ schema, method, url }: { schema: unknown; method: string; url: string }) => {
    if (!(schema instanceof z.ZodType)) return (data: unknown) => JSON.stringify(data);
    const stringify = stringifierOf(schema);
    if (!checkResponses) return stringify;
    return (data: unknown) => {
      const checked = schema.safeParse(data);
      if (!checked.success) throw new ResponseContractError(method, url, checked.error.issues);
      return stringify(data);
    };
  };

/**
 * An answer already written by the route's own serializer (`reply.serialize`), e.g. one held in
 * memory: sent as it is — Fastify passes a string with a JSON content type through unchanged.
 */
export const serializedAnswer = (reply: FastifyReply, answer: unknown): string =>
  String(reply.serialize(answer));
export const sendSerialized = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);
