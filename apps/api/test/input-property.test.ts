/**
 * Issue 12 M8 (ASVS 2.2): no input produces a 5xx. fast-check throws arbitrary values at every
 * route of the OpenAPI document — path parameters, query strings and JSON bodies built from each
 * route's own field names, filled with odd strings (NUL, lone surrogates, huge, SQL, paths),
 * numbers out of range, wrong types, nested junk and `__proto__` keys — as an ADMIN, as a
 * candidate and without a session. Every answer must be below 500. A fixed seed per route keeps a
 * run repeatable; every 5xx found is listed at the end.
 * Random input can end the personas' own sessions (a reset or a cancel of the demo candidate, say);
 * the routes after it would then only see 401 and never be fuzzed. So a 401 'Sessão expirada' of a
 * signed-in persona is checked: if its session died, what a sign-in needs is put back, it signs in
 * again and the request is sent once more; a fresh session answered 401 is a failure.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MSG, type LogonAnswer } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';

const RUNS_PER_ROUTE = 40;

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[] | null;
}

type Persona = 'admin' | 'candidate';
const LOGIN: Record<Persona, string> = { admin: 'admin', candidate: 'candidato@demo.com.br' };
const C041 = { CODADM: 9, CODCLI: '041' };

let t: TestApp;
const sessions = {} as Record<Persona, LogonAnswer>;
let adminId: number;
let candId: number;
/** what a sign-in needs, as it was at the start: put back when random input took it away */
let adminRow: { senha_hash: string };
let candRow: { senha_hash: string; codstatus: number; email: string };
const operations: Operation[] = [];

beforeAll(async () => {
  t = await createTestApp();
  [sessions.admin, sessions.candidate] = await Promise.all([t.login(LOGIN.admin), t.login(LOGIN.candidate)]);
  adminId = sessions.admin.user.CODUSUARIO;
  candId = sessions.candidate.candidate!.CODCANDIDATO;
  adminRow = rowsOf<typeof adminRow>(
    await t.db.execute(sql`select senha_hash from staff_user where codusuario = ${adminId}`),
  )[0]!;
  candRow = rowsOf<typeof candRow>(
    await t.db.execute(
      sql`select senha_hash, codstatus, email from candidate where codcandidato = ${candId}`,
    ),
  )[0]!;
  const spec = t.app.swagger() as {
    paths: Record<
      string,
      Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>
    >;
  };
  for (const [path, ops] of Object.entries(spec.paths))
    for (const [method, op] of Object.entries(ops)) {
      const params = op.parameters ?? [];
      const body = op.requestBody as
        { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } | undefined;
      const json = body?.content?.['application/json'];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: json ? Object.keys(json.schema?.properties ?? {}) : null,
      });
    }
});
afterAll(() => t.close());

const oddString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  // text with a NUL somewhere: PostgreSQL refuses it in text columns
  fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    "'; drop table candidate; --",
    '../../etc/passwd',
    '%00',
    '9'.repeat(40),
    '-1',
    '0',
    '2147483648',
    '1e400',
    'NaN',
    'Infinity',
    '2026-02-30',
    '31/02/2026',
    '99999999',
    '__proto__',
    'constructor',
    'toString',
    '<script>alert(1)</script>',
    ' ',
    '',
  ),
  fc.string({ unit: 'binary', minLength: 2000, maxLength: 6000 }),
);
const oddNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER, 1e308, 0.5),
  fc.double(),
);
const anyValue = fc.oneof(
  oddString,
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(oddString, oddNumber), { maxLength: 4 }),
  fc.dictionary(oddString, oddString, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);
const fieldNames = fc.constantFrom(
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'NOME',
  'CPF',
  'EMAIL',
  'DATNASC',
  'CEP',
  'CONFIRM_SEM_DEPENDENTES',
);
const idLike = (ids: number[]) => fc.oneof(fc.constantFrom(...ids), oddNumber, oddString);
const valueFor = (name: string, ids: number[]) =>
  name === 'FIELD'
    ? fc.oneof(fieldNames, oddString)
    : /^(COD|ID)|^id$/.test(name)
      ? idLike(ids)
      : fc.oneof({ weight: 3, arbitrary: oddString }, { weight: 1, arbitrary: anyValue });

/** encodeURIComponent throws on a lone surrogate: such a segment goes as its UTF-8 replacement */
const segment = (v: unknown) => {
  try {
    return encodeURIComponent(String(v));
  } catch {
    return '%EF%BF%BD';
  }
};

function requestOf(op: Operation, ids: number[]) {
  return fc.record({
    who: fc.constantFrom('admin', 'candidate', 'none'),
    pathValues: fc.tuple(...op.pathParams.map(() => idLike(ids))),
    query: fc.record(
      Object.fromEntries(
        op.queryParams.map((q) => [
          q,
          fc.oneof({ weight: 3, arbitrary: oddString }, { weight: 1, arbitrary: oddNumber }),
        ]),
      ),
      { requiredKeys: [] },
    ),
    body: op.bodyFields
      ? fc.oneof(
          fc.record(Object.fromEntries(op.bodyFields.map((f) => [f, valueFor(f, ids)])), {
            requiredKeys: [],
          }),
          anyValue,
          fc.constant({ ['__proto__']: { ATIVO: true }, constructor: { prototype: { x: 1 } } }),
        )
      : fc.constant(undefined),
  });
}

/**
 * Puts back what random input may have taken from a persona's sign-in (its password, by a reset;
 * its status, by a cancel; its account or address) and signs it in again.
 */
async function signInAgain(who: Persona) {
  if (who === 'admin')
    await t.db.execute(sql`update staff_user set senha_hash = ${adminRow.senha_hash}, trocar_senha = false,
      ativo = true, excluido_em = null, permissao = 'ADMIN' where codusuario = ${adminId}`);
  else
    await t.db.execute(sql`update candidate set senha_hash = ${candRow.senha_hash}, trocar_senha = false,
      codstatus = ${candRow.codstatus}, email = ${candRow.email}, anonimizado_em = null
      where codcandidato = ${candId}`);
  sessions[who] = await t.login(LOGIN[who]);
}

const sessionHeaders = (who: Persona) => t.headers(sessions[who].token, who === 'admin' ? C041 : undefined);
/** the persona's session still opens a plain read of its own */
async function sessionAlive(who: Persona) {
  const url = who === 'admin' ? `/api/user/permissions/${adminId}` : `/api/candidate/${candId}`;
  return (await t.app.inject({ method: 'GET', url, headers: sessionHeaders(who) })).statusCode !== 401;
}
const sessionExpired = (res: { statusCode: number; body: string }) =>
  res.statusCode === 401 && res.body.includes(MSG.sessionExpired);

it('no route answers 5xx to arbitrary input', { timeout: 300_000 }, async () => {
  expect(operations.length).toBeGreaterThan(100);
  const ids = [adminId, candId, 1, 9];
  const failures: string[] = [];
  for (const [index, op] of operations.entries()) {
    await fc.assert(
      fc.asyncProperty(requestOf(op, ids), async (r) => {
        let url = op.path;
        op.pathParams.forEach((name, i) => (url = url.replace(`{${name}}`, segment(r.pathValues[i]))));
        const query = new URLSearchParams(
          Object.entries(r.query).map(([k, v]): [string, string] => [k, String(v)]),
        ).toString();
        if (query) url += `?${query}`;
        // logout would end the session the next requests use: it goes without one
        const who = r.who !== 'none' && !op.path.endsWith('/auth/logout') ? r.who : undefined;
        const send = () => {
          const headers: Record<string, string> = who ? sessionHeaders(who) : {};
          const hasBody = op.method !== 'GET' && r.body !== undefined;
          if (hasBody) headers['content-type'] = 'application/json';
          return t.app.inject({
            method: op.method as 'GET',
            url,
            headers,
            ...(hasBody ? { payload: JSON.stringify(r.body) } : {}),
          });
        };
        let res = await send();
        // a 401 the route gives (a bad refresh token) leaves the session alive; a dead one was
        // ended by an earlier random request: a fresh sign-in, and the same request again
        if (who && sessionExpired(res) && !(await sessionAlive(who))) {
          await signInAgain(who);
          res = await send();
          if (sessionExpired(res) && !(await sessionAlive(who)))
            failures.push(`${op.method} ${url} as ${who}: a fresh session answered 401 ${res.body}`);
        }
        if (res.statusCode >= 500)
          failures.push(
            `${op.method} ${url} ${JSON.stringify(r.body)?.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        return true;
      }),
      { seed: 20261125 + index, numRuns: RUNS_PER_ROUTE },
    );
  }
  if (failures.length) console.error(`${failures.length} answers 5xx:\n${failures.join('\n')}`);
  expect(failures).toEqual([]);
});
