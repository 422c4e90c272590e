/**
 * The API's module boundaries and the cycle rule are lint rules (decision 030): this test proves the
 * config enforces them. It writes small files into the source tree (the rules only apply there),
 * lints them with the project's own eslint.config.js through ESLint's Node API, expects the errors,
 * and deletes the files again.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TAG = `lint-fixture-${process.pid}`;

const FIXTURES: Record<string, string> = {
  // a module reaching into another module's file, past its index
  [`apps/api/src/modules/units/${TAG}-deep.ts`]:
    "import { writeAudit } from '../audit/audit.ts';\nexport const deep = writeAudit;\n",
  // the same through the index is allowed
  [`apps/api/src/modules/units/${TAG}-index.ts`]:
    "import { writeAudit } from '../audit/index.ts';\nexport const viaIndex = writeAudit;\n",
  // a route reaching into a module's file
  [`apps/api/src/routes/${TAG}-route.ts`]:
    "import { writeAudit } from '../modules/audit/audit.ts';\nexport const route = writeAudit;\n",
  // lib/ sits below the modules
  [`apps/api/src/lib/${TAG}-lib.ts`]:
    "import { writeAudit } from '../modules/audit/index.ts';\nexport const lib = writeAudit;\n",
  // two files that only name each other's types: import-x/no-cycle skips them
  [`apps/api/src/lib/${TAG}-cycle-a.ts`]: `import type { B } from './${TAG}-cycle-b.ts';\nexport interface A {\n  b?: B;\n}\n`,
  [`apps/api/src/lib/${TAG}-cycle-b.ts`]: `import type { A } from './${TAG}-cycle-a.ts';\nexport interface B {\n  a?: A;\n}\n`,
};

afterAll(() => {
  for (const file of Object.keys(FIXTURES)) rmSync(join(ROOT, file), { force: true });
});

describe('API module boundaries and type-only cycles are lint errors', () => {
  it('reports a deep cross-module import, a route past an index, lib importing a module and a type-only cycle', async () => {
    for (const [file, text] of Object.entries(FIXTURES)) {
      mkdirSync(dirname(join(ROOT, file)), { recursive: true });
      writeFileSync(join(ROOT, file), text);
    }
    const eslint = new ESLint({ cwd: ROOT });
    const results = await eslint.lintFiles(Object.keys(FIXTURES));
    const rulesOf = (suffix: string) => {
      const result = results.find((r) => r.filePath.endsWith(`${TAG}-${suffix}.ts`));
      return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId);
    };

    expect(rulesOf('deep')).toContain('import-x/no-restricted-paths');
    expect(rulesOf('index')).not.toContain('import-x/no-restricted-paths');
    expect(rulesOf('route')).toContain('import-x/no-restricted-paths');
    expect(rulesOf('lib')).toContain('import-x/no-restricted-paths');
    expect(rulesOf('cycle-a')).toContain('local/no-type-cycle');
    expect(rulesOf('cycle-b')).toContain('local/no-type-cycle');
    // the value-only rule does not see it: that is why the type rule exists
    expect(rulesOf('cycle-a')).not.toContain('import-x/no-cycle');
  }, 180_000);
});
