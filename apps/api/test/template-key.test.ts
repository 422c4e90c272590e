/**
 * The cached test template's key (decision 014) covers what the template's data comes from: a file
 * it misses would let a run reuse a template that no longer matches the code (a wrong test).
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { templateKey, templateSources } from '../src/testing/template-key.ts';

describe('chave do template de teste', () => {
  const { files, packages } = templateSources();

  it('inclui as migrações, o esquema, o seed, as listas de referência e o ponto de reset', () => {
    for (const m of readdirSync(new URL('../drizzle', import.meta.url)))
      if (m.endsWith('.sql')) expect(files).toContain(`apps/api/drizzle/${m}`);
    expect(files).toContain('apps/api/drizzle/meta/_journal.json');
    for (const f of [
      'apps/api/src/db/client.ts',
      'apps/api/src/db/schema.ts',
      'apps/api/src/db/schema/candidate.ts',
      'apps/api/src/seed/demo-data.ts',
      'apps/api/src/seed/demo-documents.ts',
      'apps/api/src/modules/reference/load-reference-data.ts',
      'apps/api/src/modules/auth/passwords.ts',
      'apps/api/src/testing/reset-point.ts',
      'apps/api/src/testing/template-db.ts',
      'packages/domain/src/index.ts',
    ])
      expect(files).toContain(f);
    expect(packages).toEqual(expect.arrayContaining(['@electric-sql/pglite', 'pg', 'drizzle-orm']));
  });

  it('não inclui os próprios dados de teste nem dependências instaladas', () => {
    expect(files.filter((f) => f.startsWith('.test-data') || f.includes('node_modules'))).toEqual([]);
    expect(files.filter((f) => f.endsWith('.test.ts'))).toEqual([]);
  });

  it('é estável e difere por banco', () => {
    expect(templateKey('pglite')).toMatch(/^[0-9a-f]{64}$/);
    expect(templateKey('pglite')).toBe(templateKey('pglite'));
    expect(templateKey('postgres')).not.toBe(templateKey('pglite'));
  });
});
