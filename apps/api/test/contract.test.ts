/**
 * The contract (packages/domain/src/contract) is the API: every declared operation is a route
 * of the app with its method and path, and /api/docs shows it with its answer.
 */
import { allOperations } from '@admissao/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const toOpenApiPath = (path: string) => `/api${path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')}`;

describe('the contract', () => {
  it('declares each method and path once', () => {
    const seen = allOperations().map(([, o]) => `${o.method} ${o.path}`);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it.each(allOperations())('%s is a route of the app, documented with its answer', (_name, o) => {
    expect(t.app.hasRoute({ method: o.method, url: `/api${o.path}` })).toBe(true);
  });

  it('every operation of /api/docs declared in the contract has a success answer schema', async () => {
    const doc = (await t.app.inject('/api/docs')).json<{
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    }>();
    for (const [, o] of allOperations()) {
      const entry = doc.paths[toOpenApiPath(o.path)]?.[o.method.toLowerCase()];
      expect(entry, `${o.method} ${o.path}`).toBeDefined();
      expect(entry?.responses?.[String(o.status ?? 200)], `${o.method} ${o.path}`).toBeDefined();
    }
  });

  // a 204 (logout) says by its status that nothing comes back
  it('every operation of /api/docs is a contract operation with its answer described', async () => {
    const doc = (await t.app.inject('/api/docs')).json<{
      paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
    }>();
    const declared = new Set(allOperations().map(([, o]) => `${o.method} ${toOpenApiPath(o.path)}`));
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, entry]) => ({ op: `${method.toUpperCase()} ${path}`, entry })),
    );
    expect(documented.map((d) => d.op).filter((op) => !declared.has(op))).toEqual([]);
    const withoutAnswer = documented.filter(
      ({ entry }) =>
        !Object.entries(entry.responses ?? {}).some(
          ([code, r]) => code === '204' || (/^2/.test(code) && r.content),
        ),
    );
    expect(withoutAnswer.map((d) => d.op)).toEqual([]);
  });
});
