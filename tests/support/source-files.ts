/**
 * The product's source files under a folder, as paths relative to the repository, for the tests
 * that walk the source (one definition, calls in api/, codes not statuses). Test files and test
 * harnesses are not the product's source.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(ROOT, dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(relative(ROOT, path));
    return /\.(ts|tsx)$/.test(name) && !/\.test(-harness)?\.tsx?$/.test(name) ? [relative(ROOT, path)] : [];
  });
}
