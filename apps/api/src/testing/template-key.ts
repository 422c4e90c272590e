/**
 * The key of the test template (decision 014): a SHA-256 of everything the template's data comes
 * from, so a cached template is reused only while none of it changed. A stale template is a wrong
 * test, so the list errs on the side of more: it is derived, not kept by hand — every source file
 * reachable by import from template-db.ts (the migrations runner, the schema, the reference
 * lists, the demo seed and what it calls, the reset point), every file or folder those name with
 * `new URL(…, import.meta.url)` (the migrations), the whole domain package, the locked version of
 * every outside package they import, Node's version, the engine and today's date (UTC): the seed
 * writes dates relative to the day it runs (a start date two weeks on, the terms accepted now).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const ENTRY = fileURLToPath(new URL('./template-db.ts', import.meta.url));
const DOMAIN_SRC = join(REPO_ROOT, 'packages/domain/src');

const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g;
const PACKAGE = /^@?[a-z0-9][\w.-]*(\/[\w.-]+)*$/;
const URL_REF = /new URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g;

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((e) => filesUnder(join(path, e.name)));
}

const API_ROOT = join(REPO_ROOT, 'apps/api');
const TEST_DATA = join(REPO_ROOT, '.test-data');

function followed(target: string): boolean {
  if (statSync(target).isFile()) return true;
  const inside = (root: string) => target.startsWith(root + sep);
  return inside(API_ROOT) && !inside(TEST_DATA) && !target.includes(`${sep}node_modules`);
}

/** package name of a bare specifier ('drizzle-orm/pg-core' → 'drizzle-orm', '@a/b/c' → '@a/b') */
function packageName(spec: string): string {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The files and outside packages the template depends on (paths relative to the repository). */
export function templateSources(): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [
    ENTRY,
    ...filesUnder(DOMAIN_SRC).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')),
  ];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.[cm]?[jt]sx?$/.test(file) || !existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(IMPORT)) {
      if (spec!.startsWith('.')) queue.push(resolve(dirname(file), spec!));
      else if (spec!.startsWith('node:') || !PACKAGE.test(spec!)) continue;
      // the domain package is walked whole (above)
      else if (packageName(spec!) !== '@admissao/domain') packages.add(packageName(spec!));
    }
    for (const [, ref] of text.matchAll(URL_REF)) {
      const target = resolve(dirname(file), ref!);
      // a folder the code reads (the migrations), not a root this walk or the tests' data name
      if (!existsSync(target) || !followed(target)) continue;
      for (const f of filesUnder(target)) if (!files.has(f)) queue.push(f);
    }
  }
  return {
    files: [...files]
      .filter((f) => existsSync(f))
      .map((f) => relative(REPO_ROOT, f))
      .sort(),
    packages: [...packages].sort(),
  };
}

/** Hex SHA-256 of the template's sources for one engine. */
export function templateKey(engine: 'pglite' | 'postgres'): string {
  const { files, packages } = templateSources();
  const lock = JSON.parse(readFileSync(join(REPO_ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const h = createHash('sha256');
  h.update(`engine ${engine}\nnode ${process.versions.node}\nday ${new Date().toISOString().slice(0, 10)}\n`);
  for (const p of packages) h.update(`package ${p}@${lock.packages[`node_modules/${p}`]?.version ?? '?'}\n`);
  for (const f of files) {
    h.update(`file ${f}\n`);
    h.update(readFileSync(join(REPO_ROOT, f)));
  }
  return h.digest('hex');
}
