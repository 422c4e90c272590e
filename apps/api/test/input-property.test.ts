/**
 * Issue 12 M8 (ASVS 2.2): no input produces a 5xx. fast-check throws arbitrary values at every
 * route of the OpenAPI document — path parameters, query strings and JSON bodies built from each
 * route's own field names, filled with odd strings (NUL, lone surrogates, huge, SQL, paths),
 * numbers out of range, wrong types, nested junk and `__proto__` keys — as an ADMIN, as a
 * candidate and without a session. Every answer must be below 500. A fixed seed per route keeps a
 * run repeatable; every 5xx found is listed at the end.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { encodeTenantHeader, type LogonAnswer } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';

const RUNS_PER_ROUTE = 40;

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[] | null;
}

let t: TestApp;
let admin: LogonAnswer;
let cand: LogonAnswer;
const operations: Operation[] = [];

beforeAll(async () => {
  t = await createTestApp();
  [admin, cand] = await Promise.all([t.login('admin'), t.login('candidato@demo.com.br')]);
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

it('no route answers 5xx to arbitrary input', { timeout: 300_000 }, async () => {
  expect(operations.length).toBeGreaterThan(100);
  const ids = [admin.user.CODUSUARIO, cand.candidate!.CODCANDIDATO, 1, 9];
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
        const headers: Record<string, string> = {};
        // logout would end the session the next requests use: it goes without one
        const signedIn = r.who !== 'none' && !op.path.endsWith('/auth/logout');
        if (signedIn && r.who === 'admin') {
          headers.authorization = `Bearer ${admin.token}`;
          headers['x-cliente'] = encodeTenantHeader({ CODADM: 9, CODCLI: '041' });
        }
        if (signedIn && r.who === 'candidate') headers.authorization = `Bearer ${cand.token}`;
        const res = await t.app.inject({
          method: op.method as 'GET',
          url,
          headers,
          ...(op.method === 'GET' || r.body === undefined ? {} : { payload: JSON.stringify(r.body) }),
          ...(op.method !== 'GET' && r.body !== undefined
            ? { headers: { ...headers, 'content-type': 'application/json' } }
            : {}),
        });
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
