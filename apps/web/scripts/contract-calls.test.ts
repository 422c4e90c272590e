/**
 * The web build's stand-ins of the call contract (contract-calls.ts): every operation group the
 * API registers is declared by a stand-in, with the method, path, caller and file answer of the
 * real operation, and nothing else of a contract module is lost (it is passed on from the real one).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API, isFileAnswer, type Operation } from '@admissao/domain';
import { standInParts, type CallFacts } from './contract-calls';

const CONTRACT = fileURLToPath(new URL('../../../packages/domain/src/contract', import.meta.url));
const modules = readdirSync(CONTRACT).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

async function standIns() {
  const all = await Promise.all(
    modules.map(async (file) => {
      const exports = (await import(join(CONTRACT, file))) as Record<string, unknown>;
      return { file, exports, ...standInParts(readFileSync(join(CONTRACT, file), 'utf8'), exports) };
    }),
  );
  return all;
}

describe("the web build's stand-ins of the contract", () => {
  it('declare every group of the API once, with the facts the web reads of each operation', async () => {
    const declared = new Map<string, Record<string, CallFacts>>();
    for (const { groups } of await standIns())
      for (const [name, facts] of Object.entries(groups)) {
        expect(declared.has(name), `${name} declared twice`).toBe(false);
        declared.set(name, facts);
      }
    const groups = Object.values(API) as Record<string, Operation>[];
    expect(declared.size).toBe(groups.length);
    for (const group of groups) {
      const entry = [...declared.values()].find((facts) =>
        Object.entries(group).every(([k, o]) => facts[k]?.path === o.path && facts[k]?.method === o.method),
      );
      expect(entry, Object.values(group)[0]?.path).toBeDefined();
      for (const [k, o] of Object.entries(group))
        expect(entry![k]).toEqual({
          method: o.method,
          path: o.path,
          auth: o.auth,
          response: isFileAnswer(o.response) ? { file: [...o.response.file] } : {},
        });
    }
  });

  it('pass every other export on from the real module, and carry no schema', async () => {
    for (const { file, exports, groups, passedOn } of await standIns()) {
      expect(new Set([...Object.keys(groups), ...passedOn]), file).toEqual(new Set(Object.keys(exports)));
      // a literal of plain facts: no schema object survives JSON
      expect(JSON.parse(JSON.stringify(groups)), file).toEqual(groups);
    }
  });
});
