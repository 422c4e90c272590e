/**
 * The web build (decision 046): written to a folder of its own (`builds/<time>-<inputs>`), then
 * `dist` is pointed at it in one rename of a symbolic link, so a running server answers from the
 * old build or the new one, never from a folder being emptied or half written. The build before
 * stays as `dist-previous` (the server also serves its assets: a page open during a deploy still
 * finds the chunks it asks for); older ones are removed.
 *
 * `--if-stale` (npm start): nothing is built when `dist` was built from the same inputs — the web
 * sources, the domain package, the Vite config and the lockfile.
 */
import { createHash } from 'node:crypto';
import { existsSync, lstatSync } from 'node:fs';
import { readdir, readFile, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const ROOT = join(WEB, '../..');
const BUILDS = join(WEB, 'builds');
const DIST = join(WEB, 'dist');
const PREVIOUS = join(WEB, 'dist-previous');
const INPUTS_FILE = '.build-inputs';
const INPUTS = [
  join(WEB, 'src'),
  join(WEB, 'public'),
  join(WEB, 'scripts'),
  join(WEB, 'index.html'),
  join(WEB, 'login.html'),
  join(WEB, 'vite.config.ts'),
  join(WEB, 'package.json'),
  join(ROOT, 'packages/domain/src'),
  join(ROOT, 'packages/domain/package.json'),
  join(ROOT, 'package-lock.json'),
];

async function filesUnder(path: string): Promise<string[]> {
  if (!existsSync(path)) return [];
  if (!lstatSync(path).isDirectory()) return [path];
  const entries = await readdir(path, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** one hash of every input's path and content */
export async function inputsHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await Promise.all(INPUTS.map(filesUnder))).flat().sort();
  for (const file of files) {
    hash.update(relative(ROOT, file)).update('\0');
    hash.update(await readFile(file)).update('\0');
  }
  return hash.digest('hex');
}

/** where a link points now (a folder of builds/), or undefined */
async function target(link: string): Promise<string | undefined> {
  if (!existsSync(link) && !isLink(link)) return undefined;
  if (isLink(link)) return join(WEB, await readlink(link));
  // a `dist` folder of a build made before builds/ existed: kept as a build of its own
  const legacy = join(BUILDS, `legacy-${Date.now()}`);
  await rename(link, legacy);
  return legacy;
}
function isLink(path: string) {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** points `link` at `folder` in one rename (atomic on the same file system) */
async function point(link: string, folder: string) {
  const temporary = `${link}.next-${process.pid}`;
  await rm(temporary, { force: true });
  await symlink(relative(WEB, folder), temporary, 'dir');
  await rename(temporary, link);
}

async function main() {
  const ifStale = process.argv.includes('--if-stale');
  const hash = await inputsHash();
  if (ifStale && existsSync(join(DIST, INPUTS_FILE))) {
    const built = (await readFile(join(DIST, INPUTS_FILE), 'utf8')).trim();
    if (built === hash) {
      console.log('web: the build in apps/web/dist is current, not rebuilt');
      return;
    }
  }
  const outDir = join(BUILDS, `${Date.now()}-${hash.slice(0, 12)}`);
  const { build } = await import('vite');
  await build({ root: WEB, configFile: join(WEB, 'vite.config.ts'), build: { outDir, emptyOutDir: true } });
  await writeFile(join(outDir, INPUTS_FILE), `${hash}\n`);

  const current = await target(DIST);
  if (current) await point(PREVIOUS, current);
  await point(DIST, outDir);
  const keep = new Set([basename(outDir), current && basename(current)]);
  for (const name of await readdir(BUILDS))
    if (!keep.has(name)) await rm(join(BUILDS, name), { recursive: true, force: true });
  console.log(`web: built ${relative(ROOT, outDir)} and swapped apps/web/dist to it`);
}

await main();
