/**
 * Brotli and gzip copies of every hashed asset, made once at build time (issue 15 §5, decision 046):
 * the server sends the one the browser accepts (`@fastify/static` `preCompressed`) and never
 * compresses on the fly. A copy that would not be smaller is not written.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|wasm)$/;

export async function precompressFile(path: string): Promise<void> {
  const raw = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipAsync(raw, { level: 9 }),
  ]);
  if (br.length < raw.length) await writeFile(`${path}.br`, br);
  if (gz.length < raw.length) await writeFile(`${path}.gz`, gz);
}

/** the Vite plugin: after the bundle is written, compress what went to assets/ */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'admissao-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(options, bundle) {
      const dir = options.dir ?? outDir;
      const files = Object.keys(bundle).filter((f) => f.startsWith('assets/') && COMPRESSIBLE.test(f));
      await Promise.all(files.map((f) => precompressFile(join(dir, f))));
    },
  };
}
