/**
 * One check before validation for every /api call (issue 12 M8, ASVS 2.2): a NUL character
 * (U+0000) anywhere in the query, the path parameters or the parsed body (values and keys, at
 * any depth) answers 400 'Caractere inválido.'. PostgreSQL refuses NUL in text, so without this
 * each route would fail at the database with a 500, after part of its work.
 * Bodies nested deeper than any form of the product are refused as invalid input.
 *
 * A sign-in call (config `signInRefusal`) answers its own 401 instead (issue 31 §9): a login with a
 * control character names no account, and a sign-in answers every such login alike.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '@admissao/domain';
import { badRequest, unauthorized } from '../lib/http-errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a sign-in call: the 401 message of input that names no account, a NUL in it too */
    signInRefusal?: string;
  }
}

const MAX_DEPTH = 32;
const TOO_DEEP = 'deep';

/** true when a NUL is found; TOO_DEEP when the value nests past MAX_DEPTH */
function scan(value: unknown, depth: number): boolean | typeof TOO_DEEP {
  if (typeof value === 'string') return value.includes('\0');
  if (value === null || typeof value !== 'object') return false;
  if (depth > MAX_DEPTH) return TOO_DEEP;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = scan(item, depth + 1);
      if (found) return found;
    }
    return false;
  }
  // parsed data only (the query parser's objects have a prototype of their own): a multipart
  // stream or a Buffer is checked where it is read
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return false;
  for (const key in value) {
    if (key.includes('\0')) return true;
    const found = scan((value as Record<string, unknown>)[key], depth + 1);
    if (found) return found;
  }
  return false;
}

function guard(req: FastifyRequest) {
  for (const part of [req.query, req.params, req.body]) {
    const found = scan(part, 0);
    if (found === TOO_DEEP) throw badRequest(MSG.invalidInput);
    if (!found) continue;
    const refusal = req.routeOptions.config?.signInRefusal;
    throw refusal ? unauthorized(refusal) : badRequest(MSG.invalidCharacter);
  }
}

export function registerInputGuard(api: FastifyInstance) {
  api.addHook('preValidation', async (req) => guard(req));
}
